/**
 * `npm run bench:main-thread -- <folder> [name filter]`: for the runs `npm run bench -- --save
 * <folder>` kept, when the main-thread work Lighthouse counts was done. Its "main thread" figure is
 * the trace's top-level tasks, observed without throttling, times the simulated CPU slowdown (4);
 * this splits the same tasks (Lighthouse's own MainThreadTasks) at the observed first paint and half
 * a second after it, and lists what ran later, task by task. It explains a main-thread figure
 * (docs/quality.md); it measures nothing itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { median } from "./lib/bench-budgets.ts";

const [folder, filter = ""] = process.argv.slice(2);
if (!folder)
  throw new Error("usage: npm run bench:main-thread -- <folder written by npm run bench -- --save> [filter]");

/** What the first paint is followed by before "later" starts: the paint's own follow-up frames and tasks. */
const AFTER_PAINT_MS = 500;
/** Later tasks shorter than this are counted but not listed. */
const LISTED_MS = 1;

type Task = {
  event: { name: string };
  startTime: number;
  duration: number;
  selfTime: number;
  parent?: Task;
  children: Task[];
};
type Report = {
  audits: {
    "mainthread-work-breakdown": { numericValue: number };
    metrics: { details: { items: [{ observedFirstContentfulPaint: number }] } };
  };
};

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
const ms = (value: number) => value.toFixed(0);
const both = (values: number[]) => `${ms(median(values))} (${ms(Math.max(...values))})`;

/** The task's own work by event name, largest first: what the task was. */
function describe(task: Task) {
  const byName = new Map<string, number>();
  const walk = (node: Task) => {
    byName.set(node.event.name, (byName.get(node.event.name) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, time]) => `${name} ${time.toFixed(1)}`)
    .join(", ");
}

type Split = { lighthouse: number; before: number; after: number; later: number; listed: string[] };
const groups = new Map<string, Split[]>();
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith(".report.json") && name.includes(filter))
  .sort()) {
  const base = path.join(folder, file.slice(0, -".report.json".length));
  const report = read(`${base}.report.json`) as Report;
  const paint = report.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const tasks = (await MainThreadTasks.request(
    read(`${base}.trace.json`) as never,
    {
      computedCache: new Map(),
    } as never,
  )) as Task[];
  const topLevel = tasks.filter((task) => !task.parent);
  const sum = (keep: (task: Task) => boolean) =>
    topLevel.filter(keep).reduce((total, task) => total + task.duration, 0);
  const isLater = (task: Task) => task.startTime >= paint + AFTER_PAINT_MS;
  const split: Split = {
    lighthouse: report.audits["mainthread-work-breakdown"].numericValue,
    before: sum((task) => task.startTime < paint),
    after: sum((task) => task.startTime >= paint && !isLater(task)),
    later: sum(isLater),
    listed: topLevel
      .filter((task) => isLater(task) && task.duration >= LISTED_MS)
      .map((task) => `+${ms(task.startTime - paint)} ms, ${task.duration.toFixed(1)} ms: ${describe(task)}`),
  };
  const group = path.basename(base).replace(/-\d+$/, "");
  groups.set(group, [...(groups.get(group) ?? []), split]);
}
if (groups.size === 0) throw new Error(`no saved runs in ${folder}`);

console.log(
  `| Run | Lighthouse main thread ms | observed: before the first paint | first paint to +${AFTER_PAINT_MS} ms | later | later × 4 |`,
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [group, splits] of groups) {
  const of = (key: "lighthouse" | "before" | "after" | "later") => both(splits.map((split) => split[key]));
  console.log(
    `| ${group} (${splits.length}) | ${of("lighthouse")} | ${of("before")} | ${of("after")} | ${of("later")} | ${ms(4 * median(splits.map((split) => split.later)))} |`,
  );
}
for (const [group, splits] of groups) {
  console.log(
    `\n${group}, tasks of ${LISTED_MS} ms or more later than ${AFTER_PAINT_MS} ms after the first paint, first run:`,
  );
  for (const line of splits[0]?.listed ?? []) console.log(`  ${line}`);
}
