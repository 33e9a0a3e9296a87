import { afterEach, describe, expect, it, vi } from "vitest";
import consent from "./consent.behaviour";

describe("the consent behaviour", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens storage and reads the cookies in a task of its own, after the page's first task", () => {
    vi.useFakeTimers();
    const storage = vi.spyOn(window, "localStorage", "get");
    const cookies = vi.spyOn(document, "cookie", "get");

    consent.mount(document.documentElement);
    expect(storage).not.toHaveBeenCalled();
    expect(cookies).not.toHaveBeenCalled();

    vi.advanceTimersToNextTimer();
    expect(storage).toHaveBeenCalled();
    expect(cookies).toHaveBeenCalled();
  });
});
