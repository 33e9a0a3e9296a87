import { test as base, expect, type Locator, type Page, type Route } from "@playwright/test";

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
};

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
  storageState: async ({ storedConsent, baseURL }, use) => {
    const localStorage = Object.entries(storedConsent ?? {}).map(([name, value]) => ({ name, value }));
    await use(
      baseURL && localStorage.length > 0
        ? { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] }
        : undefined,
    );
  },
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

/**
 * Whether React has hydrated the page's shell (the root layout marks the document) and the parts
 * a visitor first sees, the header and the start of `<main>`. Those take their turns right after
 * the shell (HydrateWhenNear); timers they start on hydration start then.
 */
const onScreenHydrated = () => {
  const hydrated = (element: Element | null | undefined) =>
    !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  return (
    document.documentElement.dataset.hydrated === "true" &&
    hydrated(document.querySelector("header")) &&
    hydrated(document.querySelector("main")?.firstElementChild)
  );
};

/**
 * Waits until React has hydrated the page as far as a visitor first sees it. A page left alone
 * hydrates only when it has work to do at once (scripts/lib/defer-hydration.ts), otherwise at its
 * first use: this uses it as lightly as a visitor can, with a press of Shift.
 */
export async function waitForHydration(page: Page, { use = true } = {}) {
  if (use) await page.keyboard.press("Shift");
  await page.waitForFunction(onScreenHydrated);
}

/** Whether React has hydrated the element (it then carries React's fiber key). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** Navigates inside the running app, as a link click would, without a document load. */
export async function clientNavigate(page: Page, to: string) {
  await page.evaluate(async (path) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    await router.navigate(path);
  }, to);
}

/**
 * With a paused clock the deferred bootstrap (it waits for a frame and a timer) only starts when
 * time moves: step one frame at a time until React has hydrated, so timers the page sets on
 * hydration start at a known moment (at most one frame ago). `use` as for waitForHydration.
 */
export async function hydrateWithPausedClock(page: Page, { use = true } = {}) {
  if (use) await page.keyboard.press("Shift");
  for (let frame = 0; frame < 120; frame++) {
    if (await page.evaluate(onScreenHydrated)) return;
    // Once the shell is React's, the parts on screen take their turns in background tasks, which
    // the paused clock does not hold: waiting for them in real time keeps every timer started on
    // hydration (the shell's and the parts') at the same moment of fake time.
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === "true")) {
      for (let poll = 0; poll < 50; poll++) {
        if (await page.evaluate(onScreenHydrated)) return;
        await page.waitForTimeout(20);
      }
    }
    await page.clock.runFor(16);
  }
  throw new Error("the page did not hydrate within 120 frames of fake time");
}

/** A chunk of Vite's output by its name: `bundle("contact-form")` matches /assets/contact-form-<hash>.js. */
export const bundle = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

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
