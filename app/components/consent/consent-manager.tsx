import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { notify } from "~/components/ui/toaster";
import { consentSavedMessages, cookieConsentCopy } from "~/content/cookie-consent";
import type { ConsentChoice } from "~/lib/consent/consent-choices";
import type { CookieSettings } from "~/lib/consent/consent-storage";
import { consentStore } from "~/lib/consent/consent-store";
import { AnalyticsBridge } from "./analytics-bridge";

/** The spec's pause before a first-time visitor is asked (§4, §9). */
export const CONSENT_DIALOG_DELAY_MS = 1500;

const loadCookieDialog = () => import("./cookie-dialog");
const CookieDialog = lazy(loadCookieDialog);

/**
 * Asks for cookie consent and applies it. Renders nothing on the server, so the prerendered
 * pages carry only their content; the dialog's code is fetched only for visitors who have not chosen.
 */
export function ConsentManager() {
  const consent = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  const undecided = consent !== null && !consent.given;
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!undecided) return;
    void loadCookieDialog();
    const timer = setTimeout(() => setAsking(true), CONSENT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [undecided]);

  const choose = (choice: ConsentChoice, settings: CookieSettings) => {
    consentStore.choose(settings);
    setAsking(false);
    notify("success", cookieConsentCopy.savedTitle, consentSavedMessages[choice]);
  };

  return (
    <>
      <AnalyticsBridge consent={consent} />
      {asking && undecided && (
        <Suspense fallback={null}>
          <CookieDialog onChoose={choose} onDismiss={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
