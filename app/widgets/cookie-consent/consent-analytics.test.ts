// @vitest-environment-options {"url":"https://www.vingadesign.se/about","settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultCookieSettings } from "~/lib/consent/consent-storage";
import { siteConfig } from "~/site.config";
import type * as ConsentAnalyticsModule from "./consent-analytics";

type ConsentAnalytics = typeof ConsentAnalyticsModule;

type Queue = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown };
const win = window as unknown as Queue & Record<string, unknown>;
const granted = { given: true, settings: { necessary: true, analytics: true, marketing: false } } as const;
const withdrawn = { given: true, settings: defaultCookieSettings };

const commands = () =>
  (win.dataLayer ?? []).map((entry) =>
    Array.from(entry)[0] === "event" ? Array.from(entry)[1] : Array.from(entry)[0],
  );
const tagScripts = () => document.querySelectorAll("script[src*='googletagmanager']");

let current: ConsentAnalytics | undefined;
/** A fresh copy of the module per test: it keeps the page's one analytics instance. */
const freshModule = async () => {
  vi.resetModules();
  current = await import("./consent-analytics");
  return current;
};
/** A page event as the browser sends it (happy-dom's PageTransitionEvent has no `persisted`). */
const pageshow = (persisted: boolean) =>
  Object.defineProperty(new Event("pageshow"), "persisted", { value: persisted });
/** Lets the dynamic imports settle, then the 100 ms configuration pass. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(100);
}

describe("applyConsent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Switches the test's instance off, so its page-show listener sends nothing in later tests.
    current?.applyConsent(withdrawn);
    vi.useRealTimers();
    for (const script of tagScripts()) script.remove();
    delete win.dataLayer;
    delete win.gtag;
    Reflect.deleteProperty(win, `ga-disable-${siteConfig.analyticsId}`);
  });

  it("starts analytics on consent: defaults, update, tag, configuration and a page view", async () => {
    const { applyConsent } = await freshModule();
    applyConsent(granted);
    await settle();
    expect(commands()).toEqual(["consent", "consent", "js", "config", "page_view"]);
    expect(tagScripts()).toHaveLength(1);
  });

  it.each([
    { when: "without consent", answers: [{ given: false, settings: defaultCookieSettings }, withdrawn] },
    // A withdrawal that comes while the code loads wins over the consent before it.
    { when: "when consent is withdrawn while the code loads", answers: [granted, withdrawn] },
  ])("loads nothing $when", async ({ answers }) => {
    const { applyConsent } = await freshModule();
    for (const answer of answers) applyConsent(answer);
    await settle();
    expect(win.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it("turns it fully off when consent is withdrawn", async () => {
    const { applyConsent } = await freshModule();
    applyConsent(granted);
    await settle();
    applyConsent(withdrawn);
    expect(tagScripts()).toHaveLength(0);
    expect(win.dataLayer).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it("deletes analytics cookies left from an earlier visit when there is no consent", async () => {
    const { applyConsent } = await freshModule();
    document.cookie = "_ga=GA1.1.1.1; Path=/";
    document.cookie = "theme=dark; Path=/";
    applyConsent({ given: false, settings: defaultCookieSettings });
    expect(document.cookie).toBe("theme=dark");
    document.cookie = "theme=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
  });

  it("counts a page the browser shows again from its back/forward cache, not a first show", async () => {
    const { applyConsent } = await freshModule();
    applyConsent(granted);
    await settle();
    window.dispatchEvent(pageshow(false));
    window.dispatchEvent(pageshow(true));
    expect(commands().filter((command) => command === "page_view")).toHaveLength(2);
  });
});
