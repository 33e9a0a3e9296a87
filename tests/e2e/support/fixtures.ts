import { test as base, expect, type Page, type Route } from "@playwright/test";

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;

export type ThirdPartyLog = {
  url: string;
  method: string;
  body: string | null;
};

type Fixtures = {
  /** Every request that tried to leave this machine (all are stopped unless a test stubs them). */
  thirdPartyRequests: ThirdPartyLog[];
  /** Console errors and CSP violations; a test fails on any it did not expect. */
  consoleErrors: string[];
  /**
   * Messages a test expects to be logged as errors or thrown uncaught (e.g. the 404 page's path). Pass one RegExp
   * (use alternation for several): Playwright reads an array option as [value, options].
   */
  expectedConsoleErrors: RegExp | RegExp[];
  /**
   * localStorage entries the site finds on arrival. By default a returning visitor who declined
   * optional cookies, so the consent dialog (1.5 s after load) stays out of unrelated tests;
   * null for a first visit.
   */
  storedConsent: Record<string, string> | null;
  seedStorage: undefined;
};

/** What the not-found page logs: the browser's line for the 404 answer and the path it was asked for. */
export const NOT_FOUND_PAGE_LOGS = /404 Error: User attempted to access non-existent route|status of 404/;

export const test = base.extend<Fixtures>({
  thirdPartyRequests: [
    async ({ context }, use) => {
      const requests: ThirdPartyLog[] = [];
      await context.route(
        (url) => !LOCAL.test(url.toString()) && !url.protocol.startsWith("data"),
        (route: Route) => {
          const request = route.request();
          requests.push({
            url: request.url(),
            method: request.method(),
            body: request.postData(),
          });
          return route.abort("blockedbyclient");
        },
      );
      await use(requests);
    },
    { auto: true },
  ],
  expectedConsoleErrors: [/(?!)/, { option: true }],
  storedConsent: [
    { cookieConsentGiven: "true", cookieSettings: '{"necessary":true,"analytics":false,"marketing":false}' },
    { option: true },
  ],
  // Seeded by an init script, not `storageState`: Playwright fills a storage state's localStorage by
  // opening the origin in a page of its own, which cost every test half a second. The marker makes
  // the seed a one-off per context, as a storage state is, so a choice the test makes survives reloads.
  seedStorage: [
    async ({ context, storedConsent, baseURL }, use) => {
      if (storedConsent && baseURL) {
        await context.addInitScript(
          ({ origin, entries }) => {
            if (location.origin !== origin) return;
            try {
              if (localStorage.getItem("e2e-seeded") !== null) return;
              localStorage.setItem("e2e-seeded", "1");
              for (const [name, value] of entries) localStorage.setItem(name, value);
            } catch {
              // A test that blocks storage sees the site without it.
            }
          },
          { origin: new URL(baseURL).origin, entries: Object.entries(storedConsent) },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = [expectedConsoleErrors].flat();
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (expected.some((pattern) => pattern.test(text))) return;
        // Requests a test blocked on purpose are reported by Chromium as failed loads.
        if (/net::ERR_BLOCKED_BY_CLIENT/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => {
        if (!expected.some((pattern) => pattern.test(error.message)))
          errors.push(`pageerror: ${error.message}`);
      });
      await use(errors);
      expect(errors, "console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Tests of the page as a visitor without JavaScript gets it, which must work with no script at all. */
export function describeWithoutJavaScript(tests: () => void) {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    tests();
  });
}

/** The URLs the page requests that match `pattern`, collected from now on. */
export function requestsMatching(page: Page, pattern: RegExp) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Brings running entrance animations (dialogs fading in, cards revealed on scroll) to their end, so
 * axe judges contrast on the settled page. Finished by call, not awaited: `finished` resolves only
 * while the page keeps ticking its animations, and in one full run on a loaded machine it never did.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // Neither an endless animation nor a stopped one (rate 0) has an end to jump to.
      if (animation.effect?.getComputedTiming().iterations === Infinity || animation.playbackRate === 0)
        continue;
      animation.finish();
    }
  });
}

/**
 * A fake clock that starts at `time` and stands still until the test moves it, set before the page
 * loads. Paused 30 s after its start: the clock runs between the two calls, and on a busy machine
 * that took over a second ("Cannot fast-forward to the past"); no page is open yet to mind the jump.
 */
export async function pausedClock(page: Page, time: Date | number) {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time).getTime() + 30_000);
}

/**
 * Stops the page's clock where it is now, on a page already open (a toast's 4 s frozen mid-way).
 * The clock runs while the pause is sent, so a pause just ahead of now can already be past on a
 * busy machine: then it is sent again from the new now.
 */
export async function pauseClockNow(page: Page) {
  await page.clock.install();
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * Makes every touch of `window[storage]` throw from the page's first script on, as it does for a
 * visitor who blocks site data.
 */
export async function blockStorage(page: Page, storage: "localStorage" | "sessionStorage") {
  await page.addInitScript((name) => {
    Object.defineProperty(window, name, {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  }, storage);
}
