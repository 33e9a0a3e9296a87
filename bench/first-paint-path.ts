/**
 * `npm run bench:first-paint -- <folder>`: for the runs `npm run bench -- --save <folder>` kept,
 * what Lighthouse's simulated first paint counted on each page (bench/lib/first-paint-path.ts):
 * the document and the round trips it takes, the requests beside it that ended before the
 * observed paint, and the main-thread time before the paint, observed and as simulated. Medians
 * over the runs of each site, route, protocol and visit. It explains an FCP figure; it measures
 * nothing itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { median } from "./lib/bench-budgets.ts";
import { firstPaintPath, type FirstPaintPath, type Report, type TraceEvent } from "./lib/first-paint-path.ts";

const folder = process.argv[2];
if (!folder)
  throw new Error("usage: npm run bench:first-paint -- <folder written by npm run bench -- --save>");

const RUN_FILE =
  /^(?<site>[^_]+)(?<route>_.*?)-(?<protocol>http1|h2)-(?<visit>first|returning)-(?<throttling>simulate|devtools)-\d+\.report\.json$/;

const groups = new Map<string, { fcp: number; path: FirstPaintPath }[]>();
for (const file of readdirSync(folder).sort()) {
  const match = RUN_FILE.exec(file)?.groups as
    { site: string; route: string; protocol: string; visit: string; throttling: string } | undefined;
  if (!match) continue;
  const report = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Report & {
    audits: Record<string, { numericValue?: number }>;
  };
  const trace = JSON.parse(
    readFileSync(path.join(folder, file.replace(".report.json", ".trace.json")), "utf8"),
  ) as {
    traceEvents: TraceEvent[];
  };
  const key = [
    match.site,
    match.route.replaceAll("_", "/"),
    match.protocol,
    match.visit,
    match.throttling,
  ].join(" | ");
  const runs = groups.get(key) ?? [];
  runs.push({
    fcp: report.audits["first-contentful-paint"]?.numericValue ?? NaN,
    path: firstPaintPath(report, trace.traceEvents),
  });
  groups.set(key, runs);
}
if (groups.size === 0) throw new Error(`no saved runs in ${folder}`);

const round = (value: number) => String(Math.round(value));

console.log(
  [
    "| Site | Route | Protocol | Visit | Throttling | Runs | Simulated FCP ms | Observed FCP ms | Document KB (round trips) | Counted beside it | Main thread before the paint ms, observed → simulated |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...[...groups].map(([key, runs]) => {
      const of = (pick: (run: FirstPaintPath) => number) => median(runs.map((run) => pick(run.path)));
      const types = [...new Set(runs.flatMap((run) => Object.keys(run.path.counted)))].sort();
      const counted = types
        .map((type) => {
          const count = median(runs.map((run) => run.path.counted[type]?.count ?? 0));
          const kB = median(runs.map((run) => run.path.counted[type]?.kB ?? 0));
          return count ? `${type} ×${count}, ${kB.toFixed(1)} KB` : "";
        })
        .filter(Boolean)
        .join("; ");
      return `| ${key} | ${runs.length} | ${round(median(runs.map((run) => run.fcp)))} | ${round(of((run) => run.observedFcpMs))} | ${of((run) => run.documentKB).toFixed(1)} (${of((run) => run.documentWindows)}) | ${counted || "—"} | ${round(of((run) => run.cpuObservedMs))} → ${round(of((run) => run.cpuSimulatedMs))} |`;
    }),
  ].join("\n"),
);
