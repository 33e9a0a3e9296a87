/**
 * `npm run bench:largest-paint -- <folder> [name filter]`: for the runs `npm run bench -- --save
 * <folder>` kept, what Lighthouse's simulated largest paint (Lantern) waited for: it reruns
 * Lighthouse's own Lantern computation on each run's trace and DevTools log and prints, in the order
 * they started, the requests and main-thread tasks of the largest paint's graph with their simulated
 * start and end. It explains an LCP figure (docs/quality.md); it measures nothing itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

const [folder, filter = ""] = process.argv.slice(2);
if (!folder)
  throw new Error(
    "usage: npm run bench:largest-paint -- <folder written by npm run bench -- --save> [filter]",
  );

type GraphNode =
  | {
      type: "network";
      request: { resourceType?: string; priority: string; transferSize: number; url: string };
    }
  | { type: "cpu"; duration: number };
type Timing = { startTime: number; endTime: number };

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
const describe = (node: GraphNode) =>
  node.type === "network"
    ? `${node.request.resourceType ?? "Other"}, ${node.request.priority}, ${(node.request.transferSize / 1024).toFixed(1)} KB, ${node.request.url.startsWith("data:") ? "data: address" : new URL(node.request.url).pathname}`
    : `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed`;

const runs = readdirSync(folder).filter((file) => file.endsWith(".report.json") && file.includes(filter));
if (runs.length === 0) throw new Error(`no saved runs in ${folder}`);
for (const file of runs.sort()) {
  const base = path.join(folder, file.slice(0, -".report.json".length));
  const report = read(`${base}.report.json`) as {
    configSettings: object;
    requestedUrl: string;
    finalDisplayedUrl: string;
  };
  const data = {
    trace: read(`${base}.trace.json`),
    devtoolsLog: read(`${base}.devtoolslog.json`),
    gatherContext: { gatherMode: "navigation" },
    settings: report.configSettings,
    URL: {
      requestedUrl: report.requestedUrl,
      mainDocumentUrl: report.finalDisplayedUrl,
      finalDisplayedUrl: report.finalDisplayedUrl,
    },
    SourceMaps: [],
    HostDPR: 1,
    simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(
    data as never,
    { computedCache: new Map() } as never,
  )) as {
    timing: number;
    pessimisticEstimate: { nodeTimings: Map<GraphNode, Timing> };
  };
  console.log(
    `\n${file}: simulated LCP ${Math.round(lcp.timing)} ms; the pessimistic graph, in the order nodes started:`,
  );
  const nodes = [...lcp.pessimisticEstimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of nodes)
    console.log(
      `  ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${describe(node)}`,
    );
}
