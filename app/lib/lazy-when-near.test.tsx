import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, whenNearOrUsed, type hydrationTurn } from "./lazy-when-near";

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

describe("hydrationTurn", () => {
  type Entry = { isIntersecting: boolean; target: Element };
  let report: (entries: Entry[]) => void = () => {};
  let idle: (() => void)[] = [];
  let turnOf: typeof hydrationTurn;

  beforeEach(async () => {
    class FakeIntersectionObserver {
      constructor(callback: (entries: Entry[]) => void) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    idle = [];
    vi.stubGlobal("scheduler", {
      postTask: (callback: () => void, options: { priority: string }) => {
        expect(options.priority).toBe("background");
        idle.push(callback);
        return Promise.resolve();
      },
    });
    document.body.innerHTML =
      '<header id="top"></header><main id="middle"></main><footer id="bottom"></footer>';
    // The queue lives in the module, as on a page: each test starts with a fresh one.
    vi.resetModules();
    ({ hydrationTurn: turnOf } = await import("./lazy-when-near"));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  const settledAll = async (promises: Record<string, Promise<void>>) => {
    const done = new Set<string>();
    for (const [name, promise] of Object.entries(promises)) void promise.then(() => done.add(name));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...done].sort();
  };
  const near = (...ids: string[]) =>
    report(ids.map((id) => ({ isIntersecting: true, target: document.getElementById(id) ?? document.body })));
  const runIdle = () => idle.splice(0).forEach((callback) => callback());

  it("lets the parts near the screen hydrate one per idle period, highest on the page first", async () => {
    const turns = { middle: turnOf("middle"), top: turnOf("top") };
    near("middle", "top");
    expect(await settledAll(turns)).toEqual([]);
    runIdle();
    expect(await settledAll(turns)).toEqual(["top"]);
    runIdle();
    expect(await settledAll(turns)).toEqual(["middle", "top"]);
  });

  it("keeps a part away from the screen waiting until it comes near", async () => {
    const turns = { top: turnOf("top"), bottom: turnOf("bottom") };
    near("top");
    runIdle();
    runIdle();
    expect(await settledAll(turns)).toEqual(["top"]);
    near("bottom");
    runIdle();
    expect(await settledAll(turns)).toEqual(["bottom", "top"]);
  });

  it.each(["pointerdown", "keydown", "popstate"])(
    "lets every part hydrate at the first %s, and those that appear later at once",
    async (type) => {
      const turns = { top: turnOf("top"), bottom: turnOf("bottom") };
      window.dispatchEvent(new Event(type));
      expect(await settledAll(turns)).toEqual(["bottom", "top"]);
      expect(await settledAll({ middle: turnOf("middle") })).toEqual(["middle"]);
    },
  );

  it("gives the same promise on every attempt, as React's `use` needs", () => {
    expect(turnOf("top")).toBe(turnOf("top"));
  });

  it("lets a part whose element is missing hydrate in the next idle period", async () => {
    const turns = { missing: turnOf("missing") };
    runIdle();
    expect(await settledAll(turns)).toEqual(["missing"]);
  });
});
