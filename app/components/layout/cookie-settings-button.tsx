/**
 * Forgets the stored cookie choice and reloads, so the question is asked again
 * (app/scripts/consent-settings-button.ts finds it by `data-cookie-settings`). Reloading is what
 * really withdraws consent: a loaded analytics tag cannot be unloaded from a running page.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" data-cookie-settings className={className}>
      Cookieinställningar
    </button>
  );
}
