import { useEffect, useState, useSyncExternalStore } from "react";
import type { CookieSettings } from "~/lib/consent/consent-storage";
import { consentStore } from "~/lib/consent/consent-store";
import { AnalyticsBridge } from "./analytics-bridge";
import type CookieDialogView from "./cookie-dialog";

/** The spec's pause before a first-time visitor is asked (§4, §9). */
export const CONSENT_DIALOG_DELAY_MS = 1500;

type CookieDialogComponent = typeof CookieDialogView;

/**
 * Asks for cookie consent and applies it. Renders nothing on the server, so the prerendered
 * pages carry only their content. The dialog's code is fetched only for visitors who have not
 * chosen, while the 1.5 s run, so it opens on time (no Suspense fallback to wait behind).
 */
export function ConsentManager() {
  const consent = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  const undecided = consent !== null && !consent.given;
  const [CookieDialog, setCookieDialog] = useState<CookieDialogComponent | null>(null);

  useEffect(() => {
    if (!undecided) return;
    let cancelled = false;
    const dialog = import("./cookie-dialog").then(
      (module) => module.default,
      (error: unknown) => {
        console.error("Cookiefrågan kunde inte laddas.", error);
        return null;
      },
    );
    const timer = setTimeout(() => {
      void dialog.then((component) => {
        if (!cancelled && component) setCookieDialog(() => component);
      });
    }, CONSENT_DIALOG_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [undecided]);

  const close = () => setCookieDialog(null);
  const choose = (settings: CookieSettings) => {
    consentStore.choose(settings);
    close();
  };

  return (
    <>
      <AnalyticsBridge consent={consent} />
      {undecided && CookieDialog && (
        <CookieDialog initialSettings={consent.settings} onChoose={choose} onDismiss={close} />
      )}
    </>
  );
}
