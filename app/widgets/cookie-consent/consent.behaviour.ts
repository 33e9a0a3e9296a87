import { consentSavedToast } from "~/content/cookie-consent";
import { isConsentStorageKey, readConsent, saveConsent } from "~/lib/consent/consent-storage";
import { browserStorage } from "./browser-storage";
import { askAboutCookies } from "./ask-about-cookies";
import { defineBehaviour } from "../behaviour";
import { notify } from "../toasts/toasts";
import { applyConsent } from "./consent-analytics";
import { cookieSettingsButtonThatAsked } from "./cookie-settings-button.behaviour";
import * as hooks from "./hooks";

/**
 * Runs `job` once the page has loaded and left the browser idle, so it never delays the page. The
 * behaviours start after the first paint (decision 0024), so this never runs ahead of it.
 */
function afterLoad(job: () => void) {
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(job, { timeout: 2000 }) : setTimeout(job);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * The visitor's cookie consent on every page. A first-time visitor is asked (ask-about-cookies.ts);
 * the answer is stored, confirmed with a toast in the same tap and then applied. A returning
 * visitor's stored answer is applied after the page has loaded. A change made in another tab is
 * applied here too. Storage that cannot be read counts as no answer: the question is asked.
 *
 * It starts in a task of its own: opening storage and reading the cookies wait on the browser
 * process, and in the page's first task, which every other behaviour shares, that made the task
 * long enough to hold up a tap on a slow phone.
 */
export default defineBehaviour({
  root: "page",
  mount() {
    setTimeout(startConsent);
  },
});

function startConsent() {
  const storage = browserStorage();
  // Read at start and again only when another tab changes it, so a broken entry is logged once.
  let consent = readConsent(storage);

  if (consent.given) {
    afterLoad(() => applyConsent(consent));
  } else {
    applyConsent(consent);
    const template = document.querySelector(hooks.question.selector);
    if (template instanceof HTMLTemplateElement) {
      askAboutCookies(template, {
        selection: consent.settings,
        returnFocusTo: cookieSettingsButtonThatAsked(),
        onAnswer: ({ choice, settings }) => {
          saveConsent(storage, settings);
          notify("success", consentSavedToast.title, consentSavedToast.messages[choice]);
          consent = { given: true, settings };
          applyConsent(consent);
        },
      });
    }
  }

  window.addEventListener("storage", (event) => {
    if (event.storageArea !== storage || !isConsentStorageKey(event.key)) return;
    consent = readConsent(storage);
    applyConsent(consent);
  });
}
