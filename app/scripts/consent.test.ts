import { afterEach, describe, expect, it, vi } from "vitest";
import { initConsent } from "./consent";

describe("initConsent", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens storage and reads the cookies in a task of its own, after the page's first task", () => {
    vi.useFakeTimers();
    const storage = vi.spyOn(window, "localStorage", "get");
    const cookies = vi.spyOn(document, "cookie", "get");

    initConsent();
    expect(storage).not.toHaveBeenCalled();
    expect(cookies).not.toHaveBeenCalled();

    vi.advanceTimersToNextTimer();
    expect(storage).toHaveBeenCalled();
    expect(cookies).toHaveBeenCalled();
  });
});
