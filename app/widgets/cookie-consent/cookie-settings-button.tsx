import { cookieConsentCopy } from "~/content/cookie-consent";
import * as hooks from "./hooks";

/**
 * Forgets the stored cookie choice and reloads, so the question is asked again
 * (cookie-settings-button.behaviour.ts). Reloading is what really withdraws consent: a loaded
 * analytics tag cannot be unloaded from a running page. Hidden until that behaviour runs: without
 * scripts no choice is stored or measured, and the button would do nothing.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" {...hooks.settings.on()} hidden className={className}>
      {cookieConsentCopy.settingsButton}
    </button>
  );
}
