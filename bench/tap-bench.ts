/**
 * `npm run bench:taps`: what a visitor's first tap costs, measured as a person would feel it: from
 * the touch (the pointerdown event's timestamp; keydown for the carousel's first key) to the
 * presentation of the first frame in which its effect is on the page (the Event Timing API's end
 * of the tap's last event, as Interaction to Next Paint counts it; a requestAnimationFrame
 * timestamp alone would stop at the start of that frame, before its style, layout and paint), on
 * a phone profile (CPU slowed 4×, 150 ms round trips, 1.6 Mbps down), with an empty cache
 * and with a warm one, the tap landing at a random moment 0–2.5 s after the load event. A tap
 * whose effect never shows within 3 s is counted as lost. The same is measured for the menu of
 * another static site (e.g. the AstroWind template), in turn with ours, so a busy moment of this
 * shared machine weighs on both. Both sites are served by a plain nginx with gzip.
 *
 *   npm run bench:taps -- [--runs 20] [--control menu ...] [--against <dist> --against-menu <selector>
 *                          --against-open <js expression true once its menu shows>]
 */
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { paths } from "../app/lib/paths.ts";
import * as blogIndexHooks from "../app/widgets/blog-index/hooks.ts";
import * as cookieConsentHooks from "../app/widgets/cookie-consent/hooks.ts";
import * as designThinkingHooks from "../app/widgets/design-thinking/hooks.ts";
import { buildDirectory } from "../build-steps/build-directory.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { startPlainNginx } from "./lib/plain-nginx.ts";

type Control = {
  name: string;
  path: string;
  /** A first-time visitor: no stored consent (the cookie question opens after 1.5 s). */
  firstVisit?: boolean;
  /** Waited for before the random pause starts (e.g. the cookie question being open). */
  ready?: string;
  /** Done right after load, before the random pause, and not measured: e.g. a first step forward. */
  prepare?: { target: string; shown: string };
  /** CSS selector of what is tapped, or, with `key`, focused (without a key) and then sent the key. */
  target: string;
  key?: string;
  /** A JavaScript expression, true from the frame that shows the tap's effect. */
  shown: string;
};

/** True once the design-thinking carousel shows step `index` (its index hook, written by its behaviour). */
const carouselAt = (index: number) =>
  `document.querySelector('${designThinkingHooks.carousel.selector}')?.getAttribute('${designThinkingHooks.index.name}') === '${index}'`;

const controls: Control[] = [
  {
    name: "cookie answer",
    path: paths.home,
    firstVisit: true,
    ready: "document.querySelector('[data-testid=cookie-dialog]')?.isConnected === true",
    target: `[data-testid=cookie-dialog] ${cookieConsentHooks.choice.is("reject-all")}`,
    shown: "!document.querySelector('[data-testid=cookie-dialog]')",
  },
  {
    name: "menu",
    path: paths.home,
    target: "[commandfor=mobile-menu]",
    shown: "document.getElementById('mobile-menu')?.open === true",
  },
  {
    name: "blog filter",
    path: paths.blog,
    target: `button${blogIndexHooks.option.selector}:nth-child(2)`,
    shown: `document.querySelector('button${blogIndexHooks.option.selector}:nth-child(2)')?.getAttribute('aria-pressed') === 'true'`,
  },
  {
    name: "carousel next",
    path: paths.services,
    target: designThinkingHooks.next.selector,
    shown: carouselAt(1),
  },
  {
    name: "carousel previous",
    path: paths.services,
    prepare: {
      target: designThinkingHooks.next.selector,
      shown: carouselAt(1),
    },
    target: designThinkingHooks.previous.selector,
    shown: carouselAt(0),
  },
  {
    name: "carousel first key",
    path: paths.services,
    target: designThinkingHooks.viewport.selector,
    key: "ArrowRight",
    shown: carouselAt(1),
  },
  {
    name: "project card",
    path: paths.references,
    target: "[data-testid=project-grid] button[commandfor]",
    shown: "[...document.querySelectorAll('dialog')].some((dialog) => dialog.open)",
  },
  {
    name: "template card",
    path: paths.references,
    target: "[data-testid=template-grid] button",
    shown: "[...document.querySelectorAll('dialog')].some((dialog) => dialog.open)",
  },
  {
    name: "empty submit",
    path: paths.contact,
    target: "#contact-form form button[type=submit]",
    shown: "!!document.querySelector('#contact-form [aria-invalid=true]')",
  },
];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    control: { type: "string", multiple: true },
    against: { type: "string" },
    "against-menu": { type: "string", default: "[data-aw-toggle-menu]" },
    "against-open": {
      type: "string",
      default: "document.querySelector('[data-aw-toggle-menu]')?.classList.contains('expanded') === true",
    },
  },
});
const runs = Number(values.runs);
const chosen = controls.filter((control) => !values.control || values.control.includes(control.name));

/** A visitor who answered the cookie question before, so it stays out of the way. */
const RETURNING = {
  cookieConsentGiven: "true",
  cookieSettings: JSON.stringify({ necessary: true, analytics: false, marketing: false }),
};

async function phone(browser: Browser, origin: string, firstVisit: boolean) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The watcher below is evaluated from text; the site's own policy stays as it is otherwise.
    bypassCSP: true,
    storageState: firstVisit
      ? undefined
      : {
          cookies: [],
          origins: [
            { origin, localStorage: Object.entries(RETURNING).map(([name, value]) => ({ name, value })) },
          ],
        },
  });
  // Nothing leaves this machine: a real visitor's analytics or video requests are not part of a tap.
  await context.route(
    (url) => !/^https?:\/\/(localhost|127\.0\.0\.1)/.test(url.toString()),
    (route) => route.abort(),
  );
  return context;
}

type Sample = { latency: number | null };

/** One tap as the page saw it, in its own clock: the touch, the frame showing the effect, its presentation. */
type TapRecord = { down: number | null; shownAt: number | null; presented: number | null };

async function tapOnce(context: BrowserContext, url: string, control: Control): Promise<Sample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    // A busy machine can take long over a slow phone line; the tap, not the load, is measured.
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (control.ready) await page.waitForFunction(control.ready, undefined, { timeout: 10_000 });
    if (control.prepare) {
      await page.locator(control.prepare.target).first().tap();
      await page.waitForFunction(control.prepare.shown, undefined, { timeout: 10_000 });
    }
    await page.waitForTimeout(Math.random() * (control.ready ? 1000 : 2500));
    const target = page.locator(control.target).first();
    await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.evaluate(
      ({ shown, start }) => {
        const done = new Function(`return (${shown})`) as () => boolean;
        const record: TapRecord = { down: null, shownAt: null, presented: null };
        (window as unknown as { tapRecord: TapRecord }).tapRecord = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (record.down === null || entry.startTime < record.down) continue;
            record.presented = Math.max(record.presented ?? 0, entry.startTime + entry.duration);
          }
        }).observe({ type: "event", durationThreshold: 16 });
        addEventListener(
          start,
          (event) => {
            record.down = event.timeStamp;
            const check = () => {
              if (done()) record.shownAt = performance.now();
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      },
      { shown: control.shown, start: control.key ? "keydown" : "pointerdown" },
    );
    if (control.key) {
      await target.focus();
      await page.keyboard.press(control.key);
    } else {
      const box = await target.boundingBox();
      if (!box) return { latency: null };
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    }
    const record = await page
      .waitForFunction(
        () => {
          const { tapRecord } = window as unknown as { tapRecord: TapRecord };
          if (tapRecord.down === null || tapRecord.shownAt === null) return null;
          // Event Timing reports after the frame is presented, so the entry of the event that showed
          // the effect ends after that frame's animation callbacks ran (shownAt); an earlier event's
          // entry (the pointerdown's) ends before. An event under 16 ms is not reported at all.
          const reported = tapRecord.presented !== null && tapRecord.presented >= tapRecord.shownAt;
          return reported || performance.now() - tapRecord.shownAt > 500 ? tapRecord : null;
        },
        undefined,
        { timeout: 3500 },
      )
      .then((handle) => handle.jsonValue() as Promise<TapRecord>)
      .catch(() => null);
    if (!record || record.down === null || record.shownAt === null) return { latency: null };
    return { latency: Math.max(record.shownAt, record.presented ?? 0) - record.down };
  } finally {
    await page.close();
  }
}

async function measure(browser: Browser, origin: string, control: Control, cache: "empty" | "warm") {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await phone(browser, origin, control.firstVisit === true);
    try {
      if (cache === "warm") {
        const warmUp = await context.newPage();
        await warmUp.goto(origin + control.path, { waitUntil: "load", timeout: 120_000 });
        await warmUp.close();
      }
      samples.push(await tapOnce(context, origin + control.path, control));
    } finally {
      await context.close();
    }
  }
  return samples;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function row(site: string, control: string, cache: string, samples: Sample[]) {
  const latencies = samples
    .flatMap((sample) => (sample.latency === null ? [] : [sample.latency]))
    .sort((a, b) => a - b);
  const lost = samples.length - latencies.length;
  const median = latencies.length > 0 ? quantile(latencies, 0.5)?.toFixed(0) : "–";
  const worst = latencies.length > 0 ? latencies.at(-1)?.toFixed(0) : "–";
  return `| ${site} | ${control} | ${cache} | ${samples.length} | ${lost} | ${median} | ${worst} |`;
}

if (!existsSync(path.join(buildDirectory, "csp-hashes.json")))
  execSync("npm run build", { stdio: "inherit" });
const ours = await startPlainNginx(path.join(buildDirectory, "client"));
const theirs = values.against ? await startPlainNginx(path.resolve(values.against)) : null;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
const started = new Date();
const lines = [
  "| Site | Control | Cache | Taps | Lost | Median ms | Worst ms |",
  "| ---- | ------- | ----- | ---- | ---- | --------- | -------- |",
];
try {
  for (const cache of ["empty", "warm"] as const) {
    for (const control of chosen) {
      lines.push(row("vinga", control.name, cache, await measure(browser, ours.origin, control, cache)));
      console.log(lines.at(-1));
      if (theirs && control.name === "menu") {
        const menu: Control = {
          name: "menu",
          path: "/",
          target: values["against-menu"],
          shown: values["against-open"],
        };
        lines.push(
          row(
            path.basename(values.against ?? ""),
            "menu",
            cache,
            await measure(browser, theirs.origin, menu, cache),
          ),
        );
        console.log(lines.at(-1));
      }
    }
  }
} finally {
  await browser.close();
  ours.stop();
  theirs?.stop();
}
const text = [
  `Taps, phone profile (CPU ×4, 150 ms RTT, 1.6 Mbps), ${runs} per row, ${started.toISOString()}`,
  "",
  ...lines,
].join("\n");
console.log(`\n${text}`);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  path.join("bench-results", `taps-${started.toISOString().replace(/[:.]/g, "-")}.md`),
  `${text}\n`,
);
