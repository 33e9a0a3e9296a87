import { describe, expect, it } from "vitest";
import { leaveUnknownArticle } from "./unknown-article";

describe("leaveUnknownArticle", () => {
  it("goes to the blog list", () => {
    const response = leaveUnknownArticle({ currentPath: "/", requestedPath: "/blogg/x" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blogg");
  });

  it("replaces the current entry on the first load, when the browser is on the unknown address", () => {
    const response = leaveUnknownArticle({ currentPath: "/blogg/x", requestedPath: "/blogg/x" });
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("replaces the current entry when coming from the list, so the list is not in history twice", () => {
    const response = leaveUnknownArticle({ currentPath: "/blogg", requestedPath: "/blogg/x" });
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("keeps the page the reader came from, so Back returns to it", () => {
    const response = leaveUnknownArticle({ currentPath: "/blogg/vad-ar-seo", requestedPath: "/blogg/x" });
    expect(response.headers.has("X-Remix-Replace")).toBe(false);
  });
});
