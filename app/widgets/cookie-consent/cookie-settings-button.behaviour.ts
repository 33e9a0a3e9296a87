import { clearConsent } from "~/lib/consent/consent-storage";
import { browserStorage } from "./browser-storage";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

/** Marks the history entry across the reload, so the question it brings hands focus back to the button. */
const ASKED_FROM_BUTTON = "cookieSettingsAsked";

/** The footer's 'Cookieinställningar': clears the two stored entries and reloads the page. */
export default defineBehaviour({
  root: hooks.settings,
  mount(button) {
    button.hidden = false;
    button.addEventListener("click", () => {
      clearConsent(browserStorage());
      history.replaceState({ ...(history.state as object | null), [ASKED_FROM_BUTTON]: true }, "");
      window.location.reload();
    });
  },
});

/**
 * The button when this page is the reload it asked for (the mark is taken off, so a later reload
 * of the page is an ordinary one), else null.
 */
export function cookieSettingsButtonThatAsked() {
  const state = history.state as Record<string, unknown> | null;
  if (!state?.[ASKED_FROM_BUTTON]) return null;
  const { [ASKED_FROM_BUTTON]: _, ...rest } = state;
  history.replaceState(rest, "");
  return document.querySelector<HTMLElement>(hooks.settings.selector);
}
