/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) over every route of the
 * production build served by the same server as `npm start`. Prints the median of the runs per
 * route and exits non-zero when a route misses a budget in bench/budgets.json.
 *
 *   npm run bench -- [--runs 3] [--route /tjanster ...]
 */
import * as chromeLauncher from "chrome-launcher";
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { buildDirectory } from "./lib/build-directory.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { createStaticServer } from "./lib/static-server.ts";

const defaultRoutes = [
  "/",
  "/tjanster",
  "/references",
  "/blogg",
  "/blogg/vad-kostar-hemsida-2025",
  "/blogg/planera-hemsida-del-2-struktur-och-innehall",
  "/blogg/gdpr-cookies-vad-behover-du-veta",
  "/about",
  "/contact",
  "/integritetspolicy",
];

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, route: { type: "string", multiple: true } },
});
const runs = Number(values.runs);
const routes = values.route ?? defaultRoutes;
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));

if (!existsSync(path.join(buildDirectory, "csp-hashes.json")))
  execSync("npm run build", { stdio: "inherit" });
const server = createStaticServer({ root: buildDirectory }).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

type Measurement = {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKB: number;
  totalKB: number;
};

/** Median of the runs that produced the metric (a run can fail to report one). */
const median = (numbers: number[]) => {
  const sorted = numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const items = (
    audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const transfer = (type: string) =>
    (items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptKB: transfer("script"),
    totalKB: transfer("total"),
  };
}

const rows: { route: string; m: Measurement; misses: string[] }[] = [];
try {
  for (const route of routes) {
    const samples: Measurement[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(origin + route));
    const m = Object.fromEntries(
      Object.keys(samples[0] ?? {}).map((key) => [
        key,
        median(samples.map((s) => s[key as keyof Measurement])),
      ]),
    ) as Measurement;
    const misses: string[] = [];
    for (const [category, minimum] of Object.entries(budgets.scores as Record<string, number>)) {
      if (m[category as keyof Measurement] < minimum)
        misses.push(`${category} ${m[category as keyof Measurement]}`);
    }
    if (m.fcp > budgets.firstContentfulPaintMs) misses.push(`FCP ${Math.round(m.fcp)} ms`);
    if (m.lcp > budgets.largestContentfulPaintMs) misses.push(`LCP ${Math.round(m.lcp)} ms`);
    if (m.tbt > budgets.totalBlockingTimeMs) misses.push(`TBT ${Math.round(m.tbt)} ms`);
    if (m.cls > budgets.cumulativeLayoutShift) misses.push(`CLS ${m.cls.toFixed(3)}`);
    if (m.scriptKB > budgets.scriptTransferKB) misses.push(`JS ${m.scriptKB.toFixed(0)} KB`);
    if (m.totalKB > budgets.totalTransferKB) misses.push(`total ${m.totalKB.toFixed(0)} KB`);
    rows.push({ route, m, misses });
    console.log(`${route}: done (${runs} runs)`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const header = [
  "Route",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS KB",
  "Total KB",
  "Budget",
];
const table = [
  `| ${header.join(" | ")} |`,
  `| ${header.map(() => "---").join(" | ")} |`,
  ...rows.map(
    ({ route, m, misses }) =>
      `| ${[
        route,
        m.performance,
        m.accessibility,
        m["best-practices"],
        m.seo,
        Math.round(m.fcp),
        Math.round(m.lcp),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        m.scriptKB.toFixed(1),
        m.totalKB.toFixed(1),
        misses.length === 0 ? "ok" : `missed: ${misses.join(", ")}`,
      ].join(" | ")} |`,
  ),
].join("\n");

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.md", `${table}\n`);
console.log(
  `\nLighthouse 13 (mobile, simulated throttling), median of ${runs} run(s), ${new Date().toISOString()}\n`,
);
console.log(table);
const missed = rows.filter((row) => row.misses.length > 0).length;
console.log(`\nbench: ${rows.length - missed} passed, ${missed} failed`);
process.exitCode = missed > 0 ? 1 : 0;
