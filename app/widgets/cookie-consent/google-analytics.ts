import { deleteAnalyticsCookies } from "./analytics-cookies";

export const GTAG_ORIGIN = "https://www.googletagmanager.com";
/** The spec's pause between adding the tag and configuring it. */
export const CONFIG_DELAY_MS = 100;

type Gtag = (...args: unknown[]) => void;
export type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

export type PageView = { page_path: string; page_title: string; page_location: string };

/** What GA4 needs to know about the page now on screen (path plus query, title, full URL). */
export function currentPageView(win: Window): PageView {
  const { pathname, search, href } = win.location;
  return { page_path: `${pathname}${search}`, page_title: win.document.title, page_location: href };
}

/**
 * The first page view is sent by hand; Google Signals and ad personalisation stay off whatever the
 * property's settings, so "Acceptera alla" never sends to doubleclick.net or google.com/ads, which
 * the CSP does not allow (decision 0037).
 */
const measurementSettings = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/**
 * Google Analytics 4 behind consent. Nothing is requested until `enable()`; Consent Mode v2
 * defaults (everything denied) are queued before the tag, then updated from the visitor's choice.
 * `disable()` undoes it all: the tag is switched off and removed, the queue emptied, the cookies deleted.
 */
export function createGoogleAnalytics(
  measurementId: string,
  win: AnalyticsWindow = window as unknown as AnalyticsWindow,
) {
  const scriptSrc = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  const optOutFlag = `ga-disable-${measurementId}`;
  let enabled = false;
  let configured = false;
  let defaultsQueued = false;
  let configTimer: ReturnType<typeof setTimeout> | undefined;
  /** Events asked for before the configuration was sent: GA4 drops an event queued ahead of it. */
  let waiting: [string, Record<string, unknown>][] = [];

  const gtag: Gtag = (...args) => win.gtag?.(...args);

  function ensureQueue() {
    win.dataLayer ??= [];
    if (win.gtag) return;
    win.gtag = function gtag() {
      // gtag.js only processes the Arguments object itself, not a copy of it as an array.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer?.push(arguments);
    };
  }

  function addScriptOnce() {
    const document = win.document;
    if (document.querySelector(`script[src="${scriptSrc}"]`)) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = scriptSrc;
    script.addEventListener("error", () => {
      console.error(`Google Analytics kunde inte laddas (${scriptSrc}).`);
    });
    document.head.append(script);
  }

  return {
    get enabled() {
      return enabled;
    },

    enable({ marketing }: { marketing: boolean }) {
      win[optOutFlag] = false;
      ensureQueue();
      if (!defaultsQueued) {
        gtag("consent", "default", denied);
        defaultsQueued = true;
      }
      const adConsent = marketing ? "granted" : "denied";
      gtag("consent", "update", {
        ad_storage: adConsent,
        ad_user_data: adConsent,
        ad_personalization: adConsent,
        analytics_storage: "granted",
      });
      if (enabled) return;
      enabled = true;
      gtag("js", new Date());
      addScriptOnce();
      configTimer = setTimeout(() => {
        gtag("config", measurementId, measurementSettings);
        gtag("event", "page_view", currentPageView(win));
        configured = true;
        for (const [name, params] of waiting) gtag("event", name, params);
        waiting = [];
      }, CONFIG_DELAY_MS);
    },

    /**
     * Another page view of the page on screen, for a page the browser shows again from its
     * back/forward cache (no script runs anew there); ignored until `enable()` has sent the first.
     */
    pageView() {
      if (!enabled || !configured || !win.gtag) return;
      gtag("event", "page_view", currentPageView(win));
    },

    /** An event of the page on screen (its Core Web Vitals); dropped unless analytics is on. */
    event(name: string, params: Record<string, unknown>) {
      if (!enabled) return;
      if (configured) gtag("event", name, params);
      else waiting.push([name, params]);
    },

    disable() {
      clearTimeout(configTimer);
      waiting = [];
      // Removing the <script> does not unload code that already ran; this flag stops it sending.
      win[optOutFlag] = true;
      gtag("consent", "update", denied);
      for (const script of win.document.querySelectorAll(`script[src^="${GTAG_ORIGIN}/gtag/js"]`)) {
        script.remove();
      }
      if (win.dataLayer) win.dataLayer.length = 0;
      delete win.gtag;
      enabled = false;
      configured = false;
      defaultsQueued = false;
      deleteAnalyticsCookies(win.document);
    },
  };
}

export type GoogleAnalytics = ReturnType<typeof createGoogleAnalytics>;
