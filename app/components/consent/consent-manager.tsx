import { useEffect, useSyncExternalStore } from "react";
import { notify } from "~/components/ui/toaster";
import { consentSavedMessages, cookieConsentCopy } from "~/content/cookie-consent";
import { COOKIE_CHOICE_EVENT } from "~/lib/consent/consent-storage";
import { consentStore } from "~/lib/consent/consent-store";
import { AnalyticsBridge } from "./analytics-bridge";

/**
 * Applies the visitor's cookie consent. The question itself is asked without React, by a script
 * of its own (app/lib/consent/cookie-question.ts), so a first visit that is only read runs no
 * framework. An answer given on this page is confirmed here with a toast, once: at hydration when
 * it came first (answering is a use of the page, which starts hydration), or when it comes.
 */
export function ConsentManager() {
  const consent = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );

  useEffect(() => {
    let confirmed = false;
    const confirm = () => {
      const answer = window.vingaCookieChoice;
      if (!answer || confirmed) return;
      confirmed = true;
      notify("success", cookieConsentCopy.savedTitle, consentSavedMessages[answer.choice]);
    };
    confirm();
    window.addEventListener(COOKIE_CHOICE_EVENT, confirm);
    return () => window.removeEventListener(COOKIE_CHOICE_EVENT, confirm);
  }, []);

  return <AnalyticsBridge consent={consent} />;
}
