import { describe, expect, it, vi } from "vitest";
import { browserStorage } from "./browser-storage";

describe("browserStorage", () => {
  it("is the page's localStorage", () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it("is null where touching localStorage throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(browserStorage()).toBeNull();
  });
});
