import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

/** The browser's PerformanceObserver, reduced to the paint entries the test reports. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ["paint"];
  static latest: FakePaintObserver | undefined;
  observing = false;
  constructor(private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.latest = this;
  }
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    expect({ type, buffered }).toEqual({ type: "paint", buffered: true });
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  painted(name: string) {
    if (this.observing) this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

let visibility: DocumentVisibilityState = "visible";
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  visibility = "visible";
  FakePaintObserver.supportedEntryTypes = ["paint"];
  FakePaintObserver.latest = undefined;
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const observer = () => {
  if (!FakePaintObserver.latest) throw new Error("no observer was made");
  return FakePaintObserver.latest;
};

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, not the first paint, and runs the job once", () => {
    const job = vi.fn();
    afterFirstPaint(job);
    observer().painted("first-paint");
    expect(job).not.toHaveBeenCalled();
    observer().painted("first-contentful-paint");
    setVisibility("hidden");
    expect(job).toHaveBeenCalledTimes(1);
    expect(observer().observing).toBe(false);
  });

  it("runs at once on a page that is hidden, which reports no paint", () => {
    setVisibility("hidden");
    const job = vi.fn();
    afterFirstPaint(job);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it("runs when the page is hidden before it paints, and not again when it paints", () => {
    const job = vi.fn();
    afterFirstPaint(job);
    setVisibility("hidden");
    expect(job).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    observer().painted("first-contentful-paint");
    expect(job).toHaveBeenCalledTimes(1);
  });

  it("runs after the first frame in a browser without paint timing", () => {
    FakePaintObserver.supportedEntryTypes = [];
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const job = vi.fn();
    afterFirstPaint(job);
    vi.runAllTimers();
    expect(job).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(job).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
