import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./navigation";

describe("isCurrentPath", () => {
  it("matches the page itself, with or without a trailing slash", () => {
    expect(isCurrentPath("/tjanster", "/tjanster")).toBe(true);
    expect(isCurrentPath("/tjanster/", "/tjanster")).toBe(true);
  });

  it("matches pages below a section", () => {
    expect(isCurrentPath("/blogg/vad-ar-seo", "/blogg")).toBe(true);
    expect(isCurrentPath("/references/jalopy", "/references")).toBe(true);
  });

  it("does not match a path that only starts with the same letters", () => {
    expect(isCurrentPath("/bloggare", "/blogg")).toBe(false);
  });

  it("matches the start page only on the start page", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/about", "/")).toBe(false);
  });
});
