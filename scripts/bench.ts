/**
 * `npm run bench`: Lighthouse 13 (mobile) over every route of the production build, each run in a
 * fresh Chromium (no cache, no warmed-up process), as an independent measurement would be taken.
 * Prints the median and the worst run per route and exits non-zero when any single run misses a
 * budget in bench/budgets.json.
 *
 *   npm run bench -- [--runs 3] [--route /tjanster ...]
 *                    [--server plain|node]            plain: a neutral nginx with gzip (default);
 *                                                     node: `npm start`'s server (brotli, headers)
 *                    [--throttling simulate|devtools] Lantern's model (default) or applied throttling
 *                    [--root dir --label name]        measure another static site (e.g. a template)
 *                    [--against dir]                  one route (the first --route, else /)
 *                                                     against the same path of another static
 *                                                     site (a template, an earlier build), run
 *                                                     for run in turn, so noise hits both alike;
 *                                                     fails when ours does more main-thread
 *                                                     work (median)
 *                    [--save dir]                     keep every run's report and trace
 *                    [--returning]                    a returning visitor who accepted analytics:
 *                                                     the consent is in localStorage before the
 *                                                     measured load (which keeps storage and the
 *                                                     HTTP cache of a first visit), the Google tag
 *                                                     answered by a local stub at the network layer
 *                    [--block-scripts]                Lighthouse blocks every script file (inline
 *                                                     scripts still run): what the page itself costs
 *                                                     to parse, style, lay out and paint, the floor
 *                                                     under whatever the scripts add
 */
import * as chromeLauncher from "chrome-launcher";
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { CONSENT_GIVEN_KEY, CONSENT_SETTINGS_KEY } from "../app/lib/consent/consent-storage.ts";
import { buildDirectory } from "./lib/build-directory.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { startPlainNginx } from "./lib/plain-nginx.ts";
import { measuredPages } from "./lib/sample-pages.ts";
import { createStaticServer } from "./lib/static-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    route: { type: "string", multiple: true },
    server: { type: "string", default: "plain" },
    throttling: { type: "string", default: "simulate" },
    root: { type: "string" },
    label: { type: "string" },
    against: { type: "string" },
    save: { type: "string" },
    "block-scripts": { type: "boolean", default: false },
    returning: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const routes = values.route ?? measuredPages;
const throttling = values.throttling === "devtools" ? "devtools" : "simulate";
const serverKind = values.server === "node" ? "node" : "plain";
const root = path.resolve(values.root ?? path.join(buildDirectory, "client"));
const label =
  (values.label ?? (values.root ? path.basename(root) : "vinga")) +
  (values["block-scripts"] ? "-without-scripts" : "") +
  (values.returning ? "-returning-with-analytics" : "");
const allBudgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
const budgets = { ...allBudgets, ...allBudgets[throttling] };

if (!values.root && !existsSync(path.join(buildDirectory, "csp-hashes.json")))
  execSync("npm run build", { stdio: "inherit" });

async function startNodeServer() {
  const server = createStaticServer({ root: buildDirectory }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, stop: () => server.close() };
}

type Measurement = {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThreadMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  otherMs: number;
  scriptKB: number;
  totalKB: number;
};

/** Lighthouse's main-thread groups folded into the three the issue compares. */
const SCRIPT_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile", "garbageCollection"]);
const STYLE_GROUPS = new Set(["styleLayout"]);

/**
 * A stand-in for gtag.js, the only file the site loads from another origin: this machine has no
 * internet, and Google's script is not ours to measure.
 */
const GTAG_STUB = Buffer.from("window.dataLayer = window.dataLayer || [];\n").toString("base64");

/**
 * Makes `page` a returning visitor who accepted analytics: the Google tag is answered locally
 * (Fetch interception of https only, our server being plain http, so the browser's cache stays
 * on), and a first visit
 * leaves the consent in localStorage and the site's files in the HTTP cache.
 */
async function becomeReturningVisitor(page: Page, url: string) {
  const session = await page.createCDPSession();
  session.on("Fetch.requestPaused", ({ requestId }: { requestId: string }) => {
    void session.send("Fetch.fulfillRequest", {
      requestId,
      responseCode: 200,
      responseHeaders: [{ name: "Content-Type", value: "text/javascript" }],
      body: GTAG_STUB,
    });
  });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "https://*" }] });
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(
    (givenKey, settingsKey) => {
      localStorage.setItem(givenKey, "true");
      localStorage.setItem(
        settingsKey,
        JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      );
    },
    CONSENT_GIVEN_KEY,
    CONSENT_SETTINGS_KEY,
  );
}

async function measure(url: string, saveAs: string | null): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const browser = values.returning
    ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    : undefined;
  try {
    const page = await browser?.newPage();
    if (page) await becomeReturningVisitor(page, url);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        throttlingMethod: throttling,
        disableStorageReset: values.returning,
        blockedUrlPatterns: values["block-scripts"] ? ["*.js", "*.mjs"] : [],
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    if (saveAs) {
      writeFileSync(`${saveAs}.report.json`, result.report as string);
      writeFileSync(`${saveAs}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const resources = (
      audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const transfer = (type: string) =>
      (resources?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    const groups =
      (audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] })
        ?.items ?? [];
    const groupMs = (accept: (group: string) => boolean) =>
      groups.filter((item) => accept(item.group)).reduce((sum, item) => sum + item.duration, 0);
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
      mainThreadMs: groupMs(() => true),
      scriptMs: groupMs((group) => SCRIPT_GROUPS.has(group)),
      styleLayoutMs: groupMs((group) => STYLE_GROUPS.has(group)),
      otherMs: groupMs((group) => !SCRIPT_GROUPS.has(group) && !STYLE_GROUPS.has(group)),
      scriptKB: transfer("script"),
      totalKB: transfer("total"),
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

const median = (numbers: number[]) => {
  const sorted = numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Scores are worse when lower; every other figure when higher. A run that reports no value is worst. */
const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "best-practices", "seo"]);
const worst = (key: keyof Measurement, numbers: number[]) =>
  numbers.some(Number.isNaN) ? NaN : HIGHER_IS_BETTER.has(key) ? Math.min(...numbers) : Math.max(...numbers);

function misses(m: Measurement) {
  const found: string[] = [];
  for (const [category, minimum] of Object.entries(budgets.scores as Record<string, number>))
    if (!(m[category as keyof Measurement] >= minimum))
      found.push(`${category} ${m[category as keyof Measurement]}`);
  if (!(m.fcp <= budgets.firstContentfulPaintMs)) found.push(`FCP ${Math.round(m.fcp)} ms`);
  if (!(m.lcp <= budgets.largestContentfulPaintMs)) found.push(`LCP ${Math.round(m.lcp)} ms`);
  if (!(m.tbt <= budgets.totalBlockingTimeMs)) found.push(`TBT ${Math.round(m.tbt)} ms`);
  if (!(m.cls <= budgets.cumulativeLayoutShift)) found.push(`CLS ${m.cls.toFixed(3)}`);
  if (budgets.totalTransferKB !== undefined && !(m.totalKB <= budgets.totalTransferKB))
    found.push(`total ${m.totalKB.toFixed(0)} KB`);
  return found;
}

/** Our build, on the server the options ask for (another site is always served by plain nginx). */
const startOurServer = () =>
  serverKind === "node" && !values.root ? startNodeServer() : startPlainNginx(root);

/** Where `--save` keeps one run's report and trace, or null without it. */
const savePath = (site: string, route: string, run: number) =>
  values.save
    ? path.join(values.save, `${site}${route.replaceAll("/", "_") || "_"}-${throttling}-${run}`)
    : null;

const ms = (value: number) => String(Math.round(value));

/** Prints a result and keeps it in bench-results/. */
function report(file: string, text: string) {
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(path.join("bench-results", file), `${text}\n`);
  console.log(`\n${text}`);
}

/**
 * One page of ours against the same path of another site, one run each in turn (the order
 * alternating), so a busy moment on a shared machine weighs on both alike. The issue's
 * comparison is main-thread work.
 */
async function compareWith(reference: string, route: string) {
  const referenceLabel = path.basename(reference);
  const servers = {
    [label]: await startOurServer(),
    [referenceLabel]: await startPlainNginx(reference),
  };
  const sides = [label, referenceLabel];
  const samples: Record<string, Measurement[]> = { [label]: [], [referenceLabel]: [] };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const side of run % 2 ? sides : [...sides].reverse()) {
        samples[side]?.push(await measure(`${servers[side]?.origin}${route}`, savePath(side, route, run)));
      }
      console.log(
        `run ${run}: ${sides.map((side) => `${side} ${Math.round(samples[side]?.at(-1)?.mainThreadMs ?? NaN)} ms`).join(", ")}`,
      );
    }
  } finally {
    for (const server of Object.values(servers)) server.stop();
  }
  const of = (side: string, key: keyof Measurement) => samples[side]?.map((sample) => sample[key]) ?? [];
  const table = [
    "| Site | Main thread ms, run by run | Median (worst) | Script / style+layout / other, median | TBT ms | FCP ms | LCP ms |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...sides.map(
      (side) =>
        `| ${side} | ${of(side, "mainThreadMs").map(ms).join(", ")} | ${ms(median(of(side, "mainThreadMs")))} (${ms(Math.max(...of(side, "mainThreadMs")))}) | ${ms(median(of(side, "scriptMs")))} / ${ms(median(of(side, "styleLayoutMs")))} / ${ms(median(of(side, "otherMs")))} | ${ms(median(of(side, "tbt")))} (${ms(Math.max(...of(side, "tbt")))}) | ${ms(median(of(side, "fcp")))} | ${ms(median(of(side, "lcp")))} |`,
    ),
  ].join("\n");
  const ours = median(of(label, "mainThreadMs"));
  const theirs = median(of(referenceLabel, "mainThreadMs"));
  const verdict = `main thread on ${route}: ${label} ${ms(ours)} ms, ${referenceLabel} ${ms(theirs)} ms (medians): ${ours <= theirs ? "no larger" : "larger"}`;
  const title = `${route} against ${referenceLabel}: Lighthouse 13, mobile, ${throttling} throttling, ${runs} run(s) each in a fresh browser, in turn, ${new Date().toISOString().slice(0, 16)}Z`;
  report(
    `${label}-against-${referenceLabel}${route.replaceAll("/", "_")}-${throttling}.md`,
    `${title}\n\n${table}\n\n${verdict}`,
  );
  process.exitCode = ours <= theirs ? 0 : 1;
}

if (values.save) mkdirSync(values.save, { recursive: true });
if (values.against) await compareWith(path.resolve(values.against), routes[0] ?? "/");
else await measureRoutes();

async function measureRoutes() {
  const server = await startOurServer();

  const rows: { route: string; median: Measurement; worst: Measurement; misses: string[] }[] = [];
  try {
    for (const route of routes) {
      const samples: Measurement[] = [];
      for (let run = 1; run <= runs; run++) {
        samples.push(await measure(server.origin + route, savePath(label, route, run)));
      }
      const keys = Object.keys(samples[0] ?? {}) as (keyof Measurement)[];
      const pick = (aggregate: (key: keyof Measurement, numbers: number[]) => number) =>
        Object.fromEntries(
          keys.map((key) => [
            key,
            aggregate(
              key,
              samples.map((sample) => sample[key]),
            ),
          ]),
        ) as Measurement;
      const runMisses = samples.flatMap((sample, index) =>
        misses(sample).map((miss) => `run ${index + 1}: ${miss}`),
      );
      rows.push({
        route,
        median: pick((_, numbers) => median(numbers)),
        worst: pick(worst),
        misses: runMisses,
      });
      console.log(`${route}: ${runs} run(s)${runMisses.length ? `, missed: ${runMisses.join("; ")}` : ""}`);
    }
  } finally {
    server.stop();
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
    "Main thread ms (script / style+layout / other)",
    "JS KB",
    "Total KB",
    "Budget",
  ];
  /** "median (worst)" when the runs differ, one figure when they agree. */
  const both = (median: number, worst: number, format: (value: number) => string) =>
    format(median) === format(worst) ? format(median) : `${format(median)} (${format(worst)})`;
  const table = [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows
      .map(({ route, median: m, worst: w, misses: missed }) =>
        [
          route,
          both(m.performance, w.performance, String),
          both(m.accessibility, w.accessibility, String),
          both(m["best-practices"], w["best-practices"], String),
          both(m.seo, w.seo, String),
          both(m.fcp, w.fcp, ms),
          both(m.lcp, w.lcp, ms),
          both(m.tbt, w.tbt, ms),
          both(m.cls, w.cls, (value) => value.toFixed(3)),
          `${both(m.mainThreadMs, w.mainThreadMs, ms)}: ${ms(m.scriptMs)} / ${ms(m.styleLayoutMs)} / ${ms(m.otherMs)}`,
          m.scriptKB.toFixed(1),
          m.totalKB.toFixed(1),
          missed.length === 0
            ? "ok"
            : `missed in ${new Set(missed.map((miss) => miss.split(":")[0])).size} run(s)`,
        ].join(" | "),
      )
      .map((line) => `| ${line} |`),
  ].join("\n");

  const title = `${label}: Lighthouse 13, mobile, ${throttling} throttling, ${serverKind === "node" && !values.root ? "npm start's server" : "plain nginx with gzip"}, ${runs} run(s) per route each in a fresh browser, median (worst), ${new Date().toISOString().slice(0, 16)}Z`;
  report(`${label}-${throttling}-${serverKind}.md`, `${title}\n\n${table}`);
  const failed = rows.filter((row) => row.misses.length > 0).length;
  console.log(`\nbench: ${rows.length - failed} route(s) met every budget in every run, ${failed} did not`);
  process.exitCode = failed > 0 ? 1 : 0;
}
