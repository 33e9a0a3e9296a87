import { describe, expect, it } from "vitest";
import {
  congestionWindows,
  firstPaintPath,
  hasRenderBlockingPriority,
  tasksBeforePaint,
  type Report,
  type TraceEvent,
} from "./first-paint-path.ts";

const MAIN = { pid: 1, tid: 7 };
const OTHER_THREAD = { pid: 1, tid: 9 };
const NAVIGATION = 1_000_000;
const FCP_MS = 200;
const FCP_TS = NAVIGATION + FCP_MS * 1000;

/** A task of `durMs` starting `atMs` after navigation, holding the named events. */
function task(
  atMs: number,
  durMs: number,
  holds: string[],
  thread = MAIN,
  url = "http://localhost/",
): TraceEvent[] {
  const ts = NAVIGATION + atMs * 1000;
  return [
    { name: "RunTask", ts, dur: durMs * 1000, ...thread },
    ...holds.map((name, index) => ({
      name,
      ts: ts + index + 1,
      dur: 10,
      ...thread,
      args: { beginData: { url } },
    })),
  ];
}

const paintEvent: TraceEvent = { name: "firstContentfulPaint", ts: FCP_TS, ...MAIN };

const trace: TraceEvent[] = [
  ...task(4, 3, ["ParseHTML"], MAIN, "chrome://resources/js/parse_html_subset.js"),
  ...task(10, 20, ["ParseHTML"]),
  ...task(40, 5, ["ParseHTML"]),
  ...task(50, 30, ["UpdateLayoutTree", "Layout", "Paint"]),
  ...task(90, 12, ["v8.evaluateModule"]),
  ...task(120, 40, ["Layout"]),
  ...task(60, 500, ["ParseHTML", "Layout"], OTHER_THREAD),
  ...task(250, 50, ["EvaluateScript"]),
  paintEvent,
];

function report(requests: object[], cpuSlowdownMultiplier = 4): Report {
  return {
    configSettings: { throttling: { cpuSlowdownMultiplier } },
    audits: {
      metrics: {
        details: {
          items: [
            {
              observedFirstContentfulPaint: FCP_MS,
              observedFirstContentfulPaintTs: FCP_TS,
              observedNavigationStartTs: NAVIGATION,
            },
          ],
        },
      },
      "network-requests": { details: { items: requests } },
    },
  };
}

const documentRequest = {
  url: "/",
  resourceType: "Document",
  priority: "VeryHigh",
  networkEndTime: 20,
  transferSize: 20_000,
};

describe("first paint path", () => {
  it("counts the round trips of a document the way Lantern's window grows", () => {
    expect(congestionWindows(500)).toBe(1);
    expect(congestionWindows(14_600)).toBe(1);
    expect(congestionWindows(14_601)).toBe(2);
    expect(congestionWindows(43_800)).toBe(2);
    expect(congestionWindows(43_801)).toBe(3);
  });

  it("treats VeryHigh requests and High scripts as able to hold up the paint, and nothing else", () => {
    expect(hasRenderBlockingPriority({ priority: "VeryHigh", resourceType: "Font" })).toBe(true);
    expect(hasRenderBlockingPriority({ priority: "High", resourceType: "Script" })).toBe(true);
    expect(hasRenderBlockingPriority({ priority: "High", resourceType: "Image" })).toBe(false);
    expect(hasRenderBlockingPriority({ priority: "VeryLow", resourceType: "Stylesheet" })).toBe(false);
    expect(hasRenderBlockingPriority({ priority: "Low", resourceType: "Script" })).toBe(false);
  });

  it("keeps the first parse, first layout, first paint and script tasks of the page's main thread before the paint", () => {
    const kept = tasksBeforePaint(trace, NAVIGATION, FCP_TS).map((event) => (event.ts - NAVIGATION) / 1000);
    // 4 parses one of Chromium's own pages; 40 (a second parse) and 120 (a later layout) are not
    // firsts; 250 starts after the paint; the other thread's task is not the page's.
    expect(kept).toEqual([10, 50, 90]);
  });

  it("finds nothing without the paint's trace event", () => {
    expect(
      tasksBeforePaint(
        trace.filter((event) => event !== paintEvent),
        NAVIGATION,
        FCP_TS,
      ),
    ).toEqual([]);
  });

  it("lists the document, the blocking requests that ended before the paint, and the CPU time it multiplies", () => {
    const path = firstPaintPath(
      report([
        documentRequest,
        {
          url: "/font-a.woff2",
          resourceType: "Font",
          priority: "VeryHigh",
          networkEndTime: 150,
          transferSize: 2048,
        },
        {
          url: "/font-b.woff2",
          resourceType: "Font",
          priority: "VeryHigh",
          networkEndTime: 190,
          transferSize: 1024,
        },
        {
          url: "/late.woff2",
          resourceType: "Font",
          priority: "VeryHigh",
          networkEndTime: 260,
          transferSize: 4096,
        },
        { url: "/app.js", resourceType: "Script", priority: "High", networkEndTime: 80, transferSize: 512 },
        {
          url: "/all.css",
          resourceType: "Stylesheet",
          priority: "VeryLow",
          networkEndTime: 60,
          transferSize: 9000,
        },
        {
          url: "/photo.avif",
          resourceType: "Image",
          priority: "Low",
          networkEndTime: 70,
          transferSize: 9000,
        },
      ]),
      trace,
    );
    expect(path.observedFcpMs).toBe(FCP_MS);
    expect(path.documentKB).toBeCloseTo(20_000 / 1024);
    expect(path.documentWindows).toBe(2);
    expect(path.counted).toEqual({ Font: { count: 2, kB: 3 }, Script: { count: 1, kB: 0.5 } });
    expect(path.cpuObservedMs).toBeCloseTo(20 + 30 + 12);
    expect(path.cpuSimulatedMs).toBeCloseTo((20 + 30 + 12) * 4);
  });

  it("scales the main-thread time by the run's own CPU slowdown", () => {
    expect(firstPaintPath(report([documentRequest], 1), trace).cpuSimulatedMs).toBeCloseTo(62);
  });

  it("refuses a report without metrics or requests", () => {
    expect(() => firstPaintPath(report([]), trace)).toThrow(/no metrics or requests/);
  });
});
