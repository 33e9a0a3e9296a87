/**
 * What Lighthouse's simulated first paint (Lantern) puts on the path of one run, read from the
 * run's report and trace, so a missed FCP budget can be explained from the run itself (decision 0032).
 *
 * Lantern rebuilds the page load as a graph from the unthrottled trace and replays it at 150 ms
 * RTT, 1.6 Mbit/s and four times slower CPU. For FCP it keeps (FirstContentfulPaint.
 * getFirstPaintBasedGraph in @paulirish/trace_engine):
 * - the document, always, downloaded whole before anything is parsed;
 * - every request with render-blocking priority (VeryHigh, or High for a script) that *ended
 *   before the observed first contentful paint* — on a fast local server that includes web fonts
 *   and a deferred module script, which a real slow phone would not wait for;
 * - the main-thread tasks of the first parse, the first layout, the first paint and the scripts
 *   evaluated before the paint, each multiplied by the CPU slowdown.
 * This module lists those parts; it does not replay the simulation.
 */

/** The parts of a Lighthouse report (LHR) this reads. */
export type Report = {
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  audits: Record<string, { details?: { items?: unknown[] } } | undefined>;
};

type NetworkRequest = {
  url: string;
  resourceType?: string;
  priority: string;
  networkEndTime: number;
  transferSize: number;
};

type ObservedMetrics = {
  observedFirstContentfulPaint: number;
  observedFirstContentfulPaintTs: number;
  observedNavigationStartTs: number;
};

export type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};

/** The first congestion window Lantern's TCP model starts with: 10 segments of 1460 bytes. */
const FIRST_WINDOW_BYTES = 10 * 1460;

/** How many round trips a response of `bytes` takes when the window doubles after each one. */
export function congestionWindows(bytes: number) {
  let windows = 0;
  for (let sent = 0, window = FIRST_WINDOW_BYTES; sent < bytes; window *= 2, windows++) sent += window;
  return Math.max(windows, 1);
}

/** Lantern's test for a request that can hold up the first paint (NetworkNode.hasRenderBlockingPriority). */
export function hasRenderBlockingPriority({
  priority,
  resourceType,
}: Pick<NetworkRequest, "priority" | "resourceType">) {
  return (
    priority === "VeryHigh" ||
    (priority === "High" && (resourceType === "Script" || resourceType === "Document"))
  );
}

export type FirstPaintPath = {
  observedFcpMs: number;
  documentKB: number;
  documentWindows: number;
  /** Requests besides the document on the simulated path, by resource type: count and KB. */
  counted: Record<string, { count: number; kB: number }>;
  /** Main-thread time of the tasks Lantern keeps, as observed and as simulated. */
  cpuObservedMs: number;
  cpuSimulatedMs: number;
};

const TASK = "RunTask";
const MARKERS = { parse: "ParseHTML", layout: "Layout", paint: "Paint" } as const;
const SCRIPT_EVALUATION = new Set(["EvaluateScript", "v8.evaluateModule"]);

/**
 * The top-level tasks on the renderer's main thread that Lantern keeps for the first paint: the
 * ones holding the first ParseHTML, the first Layout and the first Paint, and every task that
 * evaluated a script, among the tasks that started before the observed first contentful paint.
 */
export function tasksBeforePaint(events: TraceEvent[], navigationStartTs: number, fcpTs: number) {
  // The paint's own trace event names the renderer's main thread of the measured page.
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.ts === fcpTs);
  if (!paint) return [];
  const onMainThread = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
  const tasks = events
    .filter((event) => event.name === TASK && onMainThread(event))
    .filter((task) => task.ts >= navigationStartTs && task.ts <= fcpTs)
    .sort((a, b) => a.ts - b.ts);
  const inside = (task: TraceEvent) => (event: TraceEvent) =>
    onMainThread(event) && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0);
  // Chromium's own pages parse HTML on the same thread (chrome://resources' parseHtmlSubset); only
  // the document's own parse counts.
  const ours = (event: TraceEvent) =>
    event.name !== MARKERS.parse || /^https?:/.test(event.args?.beginData?.url ?? "");
  const holds = (task: TraceEvent, names: (name: string) => boolean) =>
    events.some((event) => names(event.name) && ours(event) && inside(task)(event));
  const kept = new Set<TraceEvent>();
  for (const marker of Object.values(MARKERS)) {
    const task = tasks.find((candidate) => holds(candidate, (name) => name === marker));
    if (task) kept.add(task);
  }
  for (const task of tasks) if (holds(task, (name) => SCRIPT_EVALUATION.has(name))) kept.add(task);
  return [...kept].sort((a, b) => a.ts - b.ts);
}

export function firstPaintPath(report: Report, trace: TraceEvent[]): FirstPaintPath {
  const metrics = report.audits.metrics?.details?.items?.[0] as ObservedMetrics | undefined;
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
  const mainDocument = requests.find((request) => request.resourceType === "Document") ?? requests[0];
  if (!metrics || !mainDocument) throw new Error("first-paint-path: the report has no metrics or requests");
  const rest = requests.filter((request) => request !== mainDocument);
  const counted: FirstPaintPath["counted"] = {};
  for (const request of rest) {
    if (!hasRenderBlockingPriority(request) || request.networkEndTime > metrics.observedFirstContentfulPaint)
      continue;
    const type = request.resourceType ?? "Other";
    const entry = (counted[type] ??= { count: 0, kB: 0 });
    entry.count++;
    entry.kB += request.transferSize / 1024;
  }
  const cpuObservedMs =
    tasksBeforePaint(trace, metrics.observedNavigationStartTs, metrics.observedFirstContentfulPaintTs).reduce(
      (sum, task) => sum + (task.dur ?? 0),
      0,
    ) / 1000;
  return {
    observedFcpMs: metrics.observedFirstContentfulPaint,
    documentKB: mainDocument.transferSize / 1024,
    documentWindows: congestionWindows(mainDocument.transferSize),
    counted,
    cpuObservedMs,
    cpuSimulatedMs: cpuObservedMs * report.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
