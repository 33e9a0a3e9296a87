import { describe, expect, it } from "vitest";
import { unknownArticleTarget } from "./unknown-article";

describe("unknownArticleTarget", () => {
  it("sends an unknown article address to the blog list", () => {
    expect(unknownArticleTarget("/blogg/finns-inte")).toBe("/blogg");
    expect(unknownArticleTarget("/blogg/finns-inte/")).toBe("/blogg");
  });

  it("leaves other unknown addresses on the not-found page", () => {
    expect(unknownArticleTarget("/finns-inte")).toBeNull();
    expect(unknownArticleTarget("/blogg/a/b")).toBeNull();
    expect(unknownArticleTarget("/bloggar/x")).toBeNull();
  });
});
