// @vitest-environment-options {"url":"https://www.vingadesign.se/tjanster?paket=1","settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectedConsentState } from "../../../tests/support/consent-mode";
import { analyticsCookieNames } from "./analytics-cookies";
import { CONFIG_DELAY_MS, createGoogleAnalytics, type AnalyticsWindow } from "./google-analytics";

const ID = "G-TEST123";
const SRC = `https://www.googletagmanager.com/gtag/js?id=${ID}`;
const win = window as unknown as AnalyticsWindow;

/** The queued gtag calls as plain arrays (gtag.js queues Arguments objects). */
const queued = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScripts = () => document.querySelectorAll(`script[src^="https://www.googletagmanager.com/"]`);

beforeEach(() => {
  vi.useFakeTimers();
  document.title = "Tjänster och priser | Vinga Design";
});

afterEach(() => {
  vi.useRealTimers();
  for (const script of tagScripts()) script.remove();
  delete win.dataLayer;
  delete win.gtag;
  Reflect.deleteProperty(win, `ga-disable-${ID}`);
});

describe("before consent", () => {
  it("requests nothing and defines nothing", () => {
    createGoogleAnalytics(ID, win);
    vi.advanceTimersByTime(1000);
    expect(tagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });

  it("sends no page view for a page shown again", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.pageView();
    expect(win.dataLayer).toBeUndefined();
  });
});

describe("enable", () => {
  it("queues Consent Mode v2 defaults, then the visitor's update, before the tag is added", () => {
    const analytics = createGoogleAnalytics(ID, win);
    const append = document.head.append.bind(document.head);
    let queueWhenTagAdded: unknown[][] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      queueWhenTagAdded = queued();
      append(...nodes);
    });

    analytics.enable({ marketing: false });

    expect(tagScripts()).toHaveLength(1);
    expect(queueWhenTagAdded.slice(0, 2)).toEqual([
      ["consent", "default", expectedConsentState({ analytics: false, marketing: false })],
      ["consent", "update", expectedConsentState({ analytics: true, marketing: false })],
    ]);
    expect(queueWhenTagAdded[2]?.[0]).toBe("js");
  });

  it("grants the advertising signals only with marketing consent", () => {
    createGoogleAnalytics(ID, win).enable({ marketing: true });
    expect(queued()[1]).toEqual([
      "consent",
      "update",
      expectedConsentState({ analytics: true, marketing: true }),
    ]);
  });

  it("queues the Arguments object itself, as gtag.js requires", () => {
    createGoogleAnalytics(ID, win).enable({ marketing: false });
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("adds the async tag script for the measurement id exactly once", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    analytics.enable({ marketing: true });
    createGoogleAnalytics(ID, win).enable({ marketing: false });

    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("src")).toBe(SRC);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it("configures the measurement and sends the first page view after 100 ms", () => {
    createGoogleAnalytics(ID, win).enable({ marketing: false });
    vi.advanceTimersByTime(CONFIG_DELAY_MS - 1);
    expect(queued().some(([command]) => command === "config")).toBe(false);

    vi.advanceTimersByTime(1);
    expect(queued().slice(-2)).toEqual([
      [
        "config",
        ID,
        { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
      ],
      [
        "event",
        "page_view",
        {
          page_path: "/tjanster?paket=1",
          page_title: "Tjänster och priser | Vinga Design",
          page_location: "https://www.vingadesign.se/tjanster?paket=1",
        },
      ],
    ]);
  });

  it("logs a tag that fails to load and nothing else happens", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    createGoogleAnalytics(ID, win).enable({ marketing: false });

    expect(() => tagScripts()[0]?.dispatchEvent(new Event("error"))).not.toThrow();

    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("Google Analytics kunde inte laddas");
  });
});

describe("page views for a page shown again", () => {
  it("sends path with query, title and location once configured", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    vi.advanceTimersByTime(CONFIG_DELAY_MS);

    history.pushState(null, "", "/blogg?kategori=seo");
    document.title = "Blogg | Vinga Design";
    analytics.pageView();

    expect(queued().at(-1)).toEqual([
      "event",
      "page_view",
      {
        page_path: "/blogg?kategori=seo",
        page_title: "Blogg | Vinga Design",
        page_location: "https://www.vingadesign.se/blogg?kategori=seo",
      },
    ]);
    history.pushState(null, "", "/tjanster?paket=1");
  });

  it("leaves the first page view to the configuration step", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    analytics.pageView();
    expect(queued().filter(([, name]) => name === "page_view")).toHaveLength(0);
  });

  it("sends nothing when the gtag function is gone", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    vi.advanceTimersByTime(CONFIG_DELAY_MS);
    const before = queued().length;
    delete win.gtag;
    analytics.pageView();
    expect(queued()).toHaveLength(before);
  });
});

describe("events (the Core Web Vitals reports)", () => {
  const lcp = { value: 1200, metric_id: "v5-1" };

  it("drops an event before consent", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.event("LCP", lcp);
    expect(win.dataLayer).toBeUndefined();
  });

  it("holds an event that comes before the configuration and sends it after the first page view", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    analytics.event("LCP", lcp);
    expect(queued().filter(([command]) => command === "event")).toEqual([]);
    vi.advanceTimersByTime(CONFIG_DELAY_MS);
    expect(
      queued()
        .filter(([command]) => command === "event")
        .map(([, name]) => name),
    ).toEqual(["page_view", "LCP"]);
    analytics.event("CLS", { value: 3 });
    expect(queued().at(-1)).toEqual(["event", "CLS", { value: 3 }]);
  });

  it("forgets held events when consent is withdrawn", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    analytics.event("LCP", lcp);
    analytics.disable();
    analytics.enable({ marketing: false });
    vi.advanceTimersByTime(CONFIG_DELAY_MS);
    expect(queued().filter(([, name]) => name === "LCP")).toEqual([]);
  });
});

describe("disable (withdrawn consent)", () => {
  function enabledAnalytics() {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: true });
    vi.advanceTimersByTime(CONFIG_DELAY_MS);
    return analytics;
  }

  it("removes the script, empties the queue in place and removes gtag", () => {
    const analytics = enabledAnalytics();
    const queue = win.dataLayer;

    analytics.disable();

    expect(tagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBe(queue);
    expect(queue).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
    expect(analytics.enabled).toBe(false);
  });

  it("switches the already loaded tag off with Google's opt-out flag, and back on with new consent", () => {
    const analytics = enabledAnalytics();
    analytics.disable();
    expect(win[`ga-disable-${ID}`]).toBe(true);
    analytics.enable({ marketing: false });
    expect(win[`ga-disable-${ID}`]).toBe(false);
  });

  it("cancels a pending configuration and sends no more page views", () => {
    const analytics = createGoogleAnalytics(ID, win);
    analytics.enable({ marketing: false });
    analytics.disable();
    vi.advanceTimersByTime(CONFIG_DELAY_MS * 5);
    analytics.pageView();
    expect(win.dataLayer).toHaveLength(0);
  });

  it("resets its state, so consent given again starts over with the defaults and one script", () => {
    const analytics = enabledAnalytics();
    analytics.disable();
    analytics.enable({ marketing: false });

    expect(queued()[0]?.slice(0, 2)).toEqual(["consent", "default"]);
    expect(tagScripts()).toHaveLength(1);
    expect(analytics.enabled).toBe(true);
  });

  it("deletes the _ga and _ga_<id> cookies on the host and its parent domain", () => {
    const analytics = enabledAnalytics();
    document.cookie = "_ga=GA1.1.42.42; Path=/; Domain=vingadesign.se";
    document.cookie = "_ga_TEST123=GS1.1.42; Path=/; Domain=vingadesign.se";
    document.cookie = "_ga_TEST123=GS1.1.43; Path=/";
    document.cookie = "lang=sv; Path=/";

    analytics.disable();

    expect(analyticsCookieNames(document.cookie)).toEqual([]);
    expect(document.cookie).toBe("lang=sv");
    document.cookie = "lang=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
  });
});
