import { analyticsCookieNames, deleteAnalyticsCookies } from "~/widgets/cookie-consent/analytics-cookies";
import type { GoogleAnalytics } from "~/widgets/cookie-consent/google-analytics";
import type { StoredConsent } from "~/lib/consent/consent-storage";

let analytics: GoogleAnalytics | null = null;
let loading: Promise<GoogleAnalytics> | null = null;
/** Counts the calls, so an answer that arrives while the analytics code loads wins over an older one. */
let latest = 0;

/** The analytics code and the measurement id, downloaded only for a visitor who said yes. */
function loadAnalytics() {
  loading ??= Promise.all([
    import("~/widgets/cookie-consent/google-analytics"),
    import("~/site.config"),
  ]).then(([{ createGoogleAnalytics }, { siteConfig }]) => {
    const created = createGoogleAnalytics(siteConfig.analyticsId);
    // A page shown again from the back/forward cache runs no script anew: count it here.
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) created.pageView();
    });
    analytics = created;
    reportWebVitals();
    return created;
  });
  return loading;
}

/**
 * The page's real Core Web Vitals as GA4 events, measured by the web-vitals library. Downloaded
 * with the analytics code, so only for a visitor who said yes; a report that comes after the
 * visitor withdrew consent is dropped (`event` sends nothing while analytics is off).
 */
function reportWebVitals() {
  Promise.all([import("web-vitals/attribution"), import("~/lib/analytics/web-vitals-events")])
    .then(([{ onCLS, onFCP, onINP, onLCP, onTTFB }, { vitalEvent }]) => {
      const report = (metric: Parameters<typeof vitalEvent>[0]) => {
        const { name, params } = vitalEvent(metric);
        analytics?.event(name, params);
      };
      for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(report);
    })
    .catch((error: unknown) => console.error("Mätningen av sidans prestanda kunde inte laddas.", error));
}

/**
 * Whether analytics cookies are left. Cookies the browser will not let the page touch (a
 * sandboxed or privacy-hardened browser throws) hold none of ours, and a throw here would stop
 * the cookie question from being asked.
 */
function analyticsCookiesLeft() {
  try {
    return analyticsCookieNames(document.cookie).length > 0;
  } catch {
    return false;
  }
}

/**
 * Keeps Google Analytics in step with the visitor's consent: on when granted (Consent Mode v2
 * defaults, the tag, then configuration and a page view), fully off when not (tag removed, queue
 * emptied, state reset, `_ga` cookies deleted on the host and its parent domains).
 */
export function applyConsent({ given, settings }: StoredConsent) {
  const call = ++latest;
  if (!given || !settings.analytics) {
    if (analytics?.enabled) analytics.disable();
    // Cookies left from a visit before consent was withdrawn.
    else if (analyticsCookiesLeft()) deleteAnalyticsCookies();
    return;
  }
  loadAnalytics()
    .then((loaded) => {
      if (call === latest) loaded.enable({ marketing: settings.marketing });
    })
    .catch((error: unknown) => console.error("Statistikmodulen kunde inte laddas.", error));
}
