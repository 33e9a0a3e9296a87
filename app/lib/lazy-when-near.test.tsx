import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, whenNearOrUsed } from "./lazy-when-near";

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

describe("whenNearOrUsed", () => {
  let report: ObserverCallback = () => {};
  let options: IntersectionObserverInit | undefined;
  const disconnect = vi.fn();

  beforeEach(() => {
    class FakeIntersectionObserver {
      constructor(callback: ObserverCallback, init?: IntersectionObserverInit) {
        report = callback;
        options = init;
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    document.body.innerHTML = '<section id="part"></section>';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    disconnect.mockClear();
    document.body.replaceChildren();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it("waits until the element comes within the margin of the viewport", async () => {
    const near = whenNearOrUsed("part");
    expect(options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    report([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    report([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it.each(["pointerdown", "keydown", "popstate"])("gives up waiting at the first %s", async (type) => {
    const near = whenNearOrUsed("part");
    window.dispatchEvent(new Event(type));
    expect(await settled(near)).toBe(true);
  });

  it("does not count focus moved by script as the visitor's use", async () => {
    const near = whenNearOrUsed("part");
    window.dispatchEvent(new FocusEvent("focusin"));
    expect(await settled(near)).toBe(false);
  });

  it("resolves at once when the element is not on the page", async () => {
    expect(await settled(whenNearOrUsed("missing"))).toBe(true);
  });
});
