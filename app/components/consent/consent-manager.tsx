import { useEffect, useSyncExternalStore } from "react";
import { useLazyDialog } from "~/hooks/use-lazy-dialog";
import type { CookieSettings } from "~/lib/consent/consent-storage";
import { consentStore } from "~/lib/consent/consent-store";
import { AnalyticsBridge } from "./analytics-bridge";

/** The spec's pause before a first-time visitor is asked (§4, §9). */
export const CONSENT_DIALOG_DELAY_MS = 1500;

const loadCookieDialog = () => import("./cookie-dialog").then((module) => module.default);

/**
 * Asks for cookie consent and applies it. Renders nothing on the server, so the prerendered
 * pages carry only their content. The dialog's code is fetched only for visitors who have not
 * chosen, while the 1.5 s run, so it opens on time.
 */
export function ConsentManager() {
  const consent = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  const undecided = consent !== null && !consent.given;
  const dialog = useLazyDialog(loadCookieDialog, "Cookiefrågan kunde inte laddas.");
  const { preload, open } = dialog;

  useEffect(() => {
    if (!undecided) return;
    // In a task of its own: inserting the dialog's module preloads took 8 ms of the task that
    // runs hydration's effects.
    const preloading = setTimeout(preload);
    const timer = setTimeout(open, CONSENT_DIALOG_DELAY_MS);
    return () => {
      clearTimeout(preloading);
      clearTimeout(timer);
    };
    // Asked once per undecided visit; `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [undecided]);

  const choose = (settings: CookieSettings) => {
    consentStore.choose(settings);
    dialog.onOpenChange(false);
  };

  return (
    <>
      <AnalyticsBridge consent={consent} />
      {undecided && dialog.Dialog && (
        <dialog.Dialog
          open={dialog.isOpen}
          initialSettings={consent.settings}
          onChoose={choose}
          onDismiss={() => dialog.onOpenChange(false)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </>
  );
}
