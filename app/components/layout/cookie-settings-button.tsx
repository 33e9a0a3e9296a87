import { browserStorage, clearConsent } from "~/lib/consent/consent-storage";

/** Forgets the stored choice and reloads, so the consent question is asked again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        clearConsent(browserStorage());
        window.location.reload();
      }}
    >
      Cookieinställningar
    </button>
  );
}
