import { browserStorage, clearConsent } from "~/lib/consent/consent-storage";

/** The footer's 'Cookieinställningar': clears the two stored entries and reloads the page. */
export function initCookieSettingsButton() {
  for (const button of document.querySelectorAll("[data-cookie-settings]")) {
    button.addEventListener("click", () => {
      clearConsent(browserStorage());
      window.location.reload();
    });
  }
}
