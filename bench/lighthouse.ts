/**
 * `npm run bench`: Lighthouse 13 (mobile) over every route of the production build, each run in a
 * fresh Chromium (no cache, no warmed-up process), as an independent measurement would be taken.
 * Every run of a protocol and visit also measures the floor, a one-heading page served the same
 * way (the budgets on first paint are relative to it), and with `--against` another site's pages,
 * all in turn, so a busy moment on a shared machine weighs on every side alike. Prints a table per
 * protocol and visit with the median and the worst run, and exits non-zero when any single run of
 * ours misses a budget in bench/budgets.json (or, with `--against`, when ours does more main-thread
 * work on the first route both sites have, median).
 *
 *   npm run bench -- [--runs 3] [--route /tjanster ...]
 *                    [--protocol http1|h2 ...]        HTTP/1.1 in the clear, or TLS + HTTP/2 with a
 *                                                     throwaway certificate (default: both)
 *                    [--visit first|returning ...]    a first visit, or a returning visitor who
 *                                                     accepted analytics: the consent is in
 *                                                     localStorage before the measured load (which
 *                                                     keeps storage and the HTTP cache of a first
 *                                                     visit), the Google tag answered by a local
 *                                                     stub at the network layer (default: both;
 *                                                     `--returning` is `--visit returning`)
 *                    [--server plain|node]            plain: a neutral nginx with gzip (default);
 *                                                     node: `npm start`'s server (HTTP/1.1 only)
 *                    [--throttling simulate|devtools] Lantern's model (default) or applied throttling
 *                    [--root dir --label name]        measure another static site (e.g. a template)
 *                    [--against dir ...]              other static sites (a template, an earlier
 *                    [--against-route / ...]          build), each at those of these routes it has
 *                    [--against-label name ...]       (default /), measured in the same runs; the
 *                                                     n-th label names the n-th site
 *                    [--save dir]                     keep every run's report, trace and DevTools log
 *                    [--block-scripts]                Lighthouse blocks every script file (inline
 *                                                     scripts still run): what the page itself costs
 *                                                     to parse, style, lay out and paint, the floor
 *                                                     under whatever the scripts add
 *
 * AstroWind, the template the issues compare with, built offline (no install scripts, no browser):
 *   fetch github:onwidget/astrowind (the session's mirror tool) and `git clone` the mirror into
 *   /tmp/astrowind, then `cd /tmp/astrowind && npm install --ignore-scripts` and
 *   `NODE_OPTIONS="--import <this repository>/bench/astrowind-offline.mjs" npm run build` (placeholder photos), and
 *   npm run bench -- --against /tmp/astrowind/dist --against-label astrowind --against-route / …
 */
import * as chromeLauncher from "chrome-launcher";
import { execSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { CONSENT_GIVEN_KEY, CONSENT_SETTINGS_KEY } from "../app/lib/consent/consent-storage.ts";
import { budgetChecks, median, type Budgets } from "./lib/bench-budgets.ts";
import { buildDirectory } from "../build-steps/build-directory.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import {
  protocols as allProtocols,
  startPlainNginx,
  throwawayCertificate,
  type Protocol,
  type ThrowawayCertificate,
} from "./lib/plain-nginx.ts";
import { measuredPages } from "./lib/sample-pages.ts";
import { createStaticServer } from "../hosting/node/static-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    route: { type: "string", multiple: true },
    protocol: { type: "string", multiple: true },
    visit: { type: "string", multiple: true },
    server: { type: "string", default: "plain" },
    throttling: { type: "string", default: "simulate" },
    root: { type: "string" },
    label: { type: "string" },
    against: { type: "string", multiple: true },
    "against-route": { type: "string", multiple: true },
    "against-label": { type: "string", multiple: true },
    save: { type: "string" },
    "block-scripts": { type: "boolean", default: false },
    returning: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const routes = values.route ?? measuredPages;
const throttling = values.throttling === "devtools" ? "devtools" : "simulate";
const serverKind = values.server === "node" ? "node" : "plain";

/** The values of a repeatable option, each one checked against what it may be. */
function choices<T extends string>(name: string, given: string[] | undefined, allowed: readonly T[]) {
  for (const value of given ?? [])
    if (!allowed.includes(value as T)) throw new Error(`--${name} ${value}: one of ${allowed.join(", ")}`);
  return (given ?? allowed) as T[];
}
const protocols = choices("protocol", values.protocol, allProtocols);
const visits = choices("visit", values.returning ? ["returning"] : values.visit, [
  "first",
  "returning",
] as const);
type Visit = (typeof visits)[number];
if (serverKind === "node" && protocols.includes("h2"))
  throw new Error("--server node speaks HTTP/1.1 only: add --protocol http1");

const root = path.resolve(values.root ?? path.join(buildDirectory, "client"));
const label =
  (values.label ?? (values.root ? path.basename(root) : "vinga")) +
  (values["block-scripts"] ? "-without-scripts" : "");
const allBudgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
const budgets: Budgets = { ...allBudgets, ...allBudgets[throttling] };

if (!values.root && !existsSync(path.join(buildDirectory, "csp-hashes.json")))
  execSync("npm run build", { stdio: "inherit" });

/**
 * The physical floor: one heading and nothing else, served by the same server as every site, so
 * what a page costs beyond it is the page's own.
 */
function floorSite() {
  const folder = mkdtempSync(path.join(tmpdir(), "vinga-bench-floor-"));
  // nginx's workers, started by root, read as nobody: a temporary folder is private by default.
  chmodSync(folder, 0o755);
  writeFileSync(
    path.join(folder, "index.html"),
    '<!doctype html><html lang="sv"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="En sida med en rubrik: golvet för första målningen.">' +
      "<title>Golvet</title></head><body><h1>Webbyrån i Göteborg</h1></body></html>\n",
  );
  return folder;
}

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
 * (Fetch interception of Google's origin only, so the browser's cache stays on for the site), and
 * a first visit leaves the consent in localStorage and the site's files in the HTTP cache.
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
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "https://www.googletagmanager.com/*" }] });
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

async function measure(
  url: string,
  visit: Visit,
  tls: ThrowawayCertificate | undefined,
  saveAs: string | null,
): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      "--headless=new",
      ...chromiumFlags,
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiHash}`] : []),
    ],
  });
  const browser =
    visit === "returning"
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
        disableStorageReset: visit === "returning",
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
      writeFileSync(`${saveAs}.devtoolslog.json`, JSON.stringify(result.artifacts.DevtoolsLog));
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
    chrome.kill();
  }
}

/** Where `--save` keeps one run's report, trace and DevTools log, or null without it. */
const savePath = (name: string, route: string, protocol: Protocol, visit: Visit, run: number) =>
  values.save
    ? path.join(
        values.save,
        `${name}${route.replaceAll("/", "_") || "_"}-${protocol}-${visit}-${throttling}-${run}`,
      )
    : null;

const ms = (value: number) => String(Math.round(value));

/** Prints a result and keeps it in bench-results/. */
function report(file: string, text: string) {
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(path.join("bench-results", file), `${text}\n`);
  console.log(`\n${text}`);
}

type Site = { name: string; root: string; routes: string[]; ours: boolean; floor: boolean };

const floor: Site = { name: "floor", root: floorSite(), routes: ["/"], ours: false, floor: true };
const ourSite: Site = { name: label, root, routes, ours: true, floor: false };
const referenceSites: Site[] = (values.against ?? []).map((dir, index) => {
  const siteRoot = path.resolve(dir);
  return {
    name: values["against-label"]?.[index] ?? path.basename(siteRoot),
    root: siteRoot,
    routes: (values["against-route"] ?? ["/"]).filter((route) =>
      existsSync(path.join(siteRoot, route, "index.html")),
    ),
    ours: false,
    floor: false,
  };
});
const sites = [floor, ourSite, ...referenceSites];

/** Every site on its own server for this protocol; ours on `npm start`'s server when asked. */
async function startServers(tls: ThrowawayCertificate | undefined) {
  const servers = new Map<Site, { origin: string; stop: () => void }>();
  for (const site of sites)
    servers.set(
      site,
      site.ours && serverKind === "node" && !values.root
        ? await startNodeServer()
        : await startPlainNginx(site.root, tls),
    );
  return servers;
}

type Row = { site: Site; route: string; samples: Measurement[] };

/**
 * One protocol and visit: every page of every site once per run, the order reversed on every
 * other run, so neither the floor nor the reference is always measured right after a cold start.
 */
async function measureRound(protocol: Protocol, visit: Visit, tls: ThrowawayCertificate | undefined) {
  const rows: Row[] = sites.flatMap((site) => site.routes.map((route) => ({ site, route, samples: [] })));
  const servers = await startServers(tls);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const row of run % 2 ? rows : [...rows].reverse()) {
        const url = `${servers.get(row.site)?.origin}${row.route}`;
        row.samples.push(
          await measure(url, visit, tls, savePath(row.site.name, row.route, protocol, visit, run)),
        );
      }
      console.log(`${protocol}, ${visit} visit: run ${run} of ${runs} done`);
    }
  } finally {
    for (const server of servers.values()) server.stop();
  }
  return rows;
}

/** "median (worst)" when the runs differ, one figure when they agree. */
function both(numbers: number[], format: (value: number) => string, higherIsBetter = false) {
  const [middle, bad] = [median(numbers), higherIsBetter ? Math.min(...numbers) : Math.max(...numbers)];
  return format(middle) === format(bad) ? format(middle) : `${format(middle)} (${format(bad)})`;
}

const PROTOCOL_NAMES: Record<Protocol, string> = { http1: "HTTP/1.1", h2: "TLS + HTTP/2" };

/** The table of one protocol and visit, and how many of our routes missed a budget in any run. */
function tabulate(protocol: Protocol, visit: Visit, rows: Row[]) {
  const floorFcp = median(rows.find((row) => row.site.floor)?.samples.map((sample) => sample.fcp) ?? []);
  const first = rows[0]?.samples[0];
  if (!first) throw new Error("bench: no run measured");
  const budgetNames = budgetChecks(first, floorFcp, budgets).map(([name]) => name);
  const header = [
    "Site",
    "Route",
    "Perf",
    "A11y / BP / SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "FCP ÷ floor",
    "LCP − FCP ms",
    "Main thread ms (script / style+layout / other)",
    "Total KB",
    ...budgetNames,
  ];
  let missedRoutes = 0;
  const lines = rows.map(({ site, route, samples }) => {
    const of = (key: keyof Measurement) => samples.map((sample) => sample[key]);
    const checks = samples.map((sample) => budgetChecks(sample, floorFcp, budgets));
    const missedIn = budgetNames.map((_, index) => checks.filter((check) => !check[index]?.[1]).length);
    if (site.ours && missedIn.some((count) => count > 0)) missedRoutes++;
    return [
      site.name,
      route,
      both(of("performance"), String, true),
      [of("accessibility"), of("best-practices"), of("seo")]
        .map((scores) => both(scores, String, true))
        .join(" / "),
      both(of("fcp"), ms),
      both(of("lcp"), ms),
      both(of("tbt"), ms),
      both(of("cls"), (value) => value.toFixed(3)),
      both(
        of("fcp").map((fcp) => fcp / floorFcp),
        (value) => value.toFixed(2),
      ),
      both(
        samples.map((sample) => sample.lcp - sample.fcp),
        ms,
      ),
      `${both(of("mainThreadMs"), ms)}: ${ms(median(of("scriptMs")))} / ${ms(median(of("styleLayoutMs")))} / ${ms(median(of("otherMs")))}`,
      median(of("totalKB")).toFixed(1),
      ...(site.floor
        ? budgetNames.map(() => "—")
        : missedIn.map((count) => (count ? `missed ${count}/${samples.length}` : "ok"))),
    ];
  });
  const table = [header, header.map(() => "---"), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
  const title =
    `${label}, ${PROTOCOL_NAMES[protocol]}, ${visit === "first" ? "first visit" : "returning visitor with analytics"}: ` +
    `Lighthouse 13, mobile, ${throttling} throttling, ` +
    `${serverKind === "node" && !values.root ? "npm start's server" : "plain nginx with gzip"}, ` +
    `${runs} run(s) per page each in a fresh browser, in turn with the floor${referenceSites.length ? ` and ${referenceSites.map((site) => site.name).join(", ")}` : ""}, ` +
    `median (worst), ${new Date().toISOString().slice(0, 16)}Z`;
  return { title, table, missedRoutes, floorFcp };
}

/**
 * The issue's comparison with each reference: main-thread work on the first route both sites
 * have, medians of the same runs.
 */
function mainThreadVerdicts(rows: Row[]) {
  const mainThread = (site: Site, route: string) =>
    median(
      rows
        .find((row) => row.site === site && row.route === route)
        ?.samples.map((sample) => sample.mainThreadMs) ?? [],
    );
  return referenceSites.flatMap((reference) => {
    const route = routes.find((candidate) => reference.routes.includes(candidate));
    if (route === undefined) return [];
    const [ours, theirs] = [mainThread(ourSite, route), mainThread(reference, route)];
    return [
      {
        text: `main thread on ${route}: ${label} ${ms(ours)} ms, ${reference.name} ${ms(theirs)} ms (medians): ${ours <= theirs ? "no larger" : "larger"}`,
        larger: ours > theirs,
      },
    ];
  });
}

if (values.save) mkdirSync(values.save, { recursive: true });
const tls = protocols.includes("h2") ? throwawayCertificate() : undefined;
let failed = false;
for (const protocol of protocols) {
  for (const visit of visits) {
    const rows = await measureRound(protocol, visit, protocol === "h2" ? tls : undefined);
    const { title, table, missedRoutes } = tabulate(protocol, visit, rows);
    const verdicts = mainThreadVerdicts(rows);
    report(
      `${label}-${protocol}-${visit}-${throttling}-${serverKind}.md`,
      [title, table, ...verdicts.map((verdict) => verdict.text)].join("\n\n"),
    );
    const ourRoutes = routes.length;
    console.log(
      `\nbench (${PROTOCOL_NAMES[protocol]}, ${visit} visit): ${ourRoutes - missedRoutes} route(s) met every budget in every run, ${missedRoutes} did not`,
    );
    if (missedRoutes > 0 || verdicts.some((verdict) => verdict.larger)) failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
