import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { GoogleAnalytics } from "~/lib/analytics/google-analytics";
import type { StoredConsent } from "~/lib/consent/consent-storage";
import { siteConfig } from "~/site.config";

/** The analytics code is downloaded only after the visitor has said yes to it (or to clean up after it). */
const loadAnalytics = () => import("~/lib/analytics/google-analytics");
const loadCookieCleanup = () => import("~/lib/analytics/analytics-cookies");

/**
 * Keeps Google Analytics in step with the visitor's consent: on when granted, fully off (script,
 * queue and cookies) when withdrawn, and a page view on every route change after the first.
 */
export function AnalyticsBridge({ consent }: { consent: StoredConsent | null }) {
  const analytics = useRef<GoogleAnalytics | null>(null);
  const known = consent !== null;
  const granted = consent?.given === true && consent.settings.analytics;
  const marketing = consent?.settings.marketing === true;

  useEffect(() => {
    if (!known) return;
    if (!granted) {
      if (analytics.current?.enabled) analytics.current.disable();
      // Cookies left from a visit before consent was withdrawn. A rough look first (the module
      // knows the exact names), so most visits fetch no code at all.
      else if (document.cookie.includes("_ga")) {
        void loadCookieCleanup().then((module) => module.deleteAnalyticsCookies());
      }
      return;
    }
    let cancelled = false;
    loadAnalytics()
      .then(({ createGoogleAnalytics }) => {
        if (cancelled) return;
        analytics.current ??= createGoogleAnalytics(siteConfig.analyticsId);
        analytics.current.enable({ marketing });
      })
      .catch((error: unknown) => console.error("Statistikmodulen kunde inte laddas.", error));
    return () => {
      cancelled = true;
    };
  }, [known, granted, marketing]);

  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    analytics.current?.pageView();
  }, [pathname, search]);

  return null;
}
