import type { ConsentChoice, CookieCategory } from "~/lib/consent/consent-choices";
import { hook } from "../define-hook.ts";

export type CookieQuestionView = "summary" | "details";

/** The template the question is copied from for a first-time visitor. */
export const question = hook("data-cookie-question");
/** The question's two views: the bar, and the settings dialog it opens. */
export const view = hook<CookieQuestionView>("data-cookie-view");
/** What a screen reader hears when the bar appears, which takes no focus. */
export const announcer = hook("data-cookie-announcer");
/** The settings dialog's title, which takes focus when the dialog opens. */
export const viewTitle = hook("data-cookie-view-title");
/** A button that answers. */
export const choice = hook<ConsentChoice>("data-cookie-choice");
/** A button that switches to the other view. */
export const showView = hook<CookieQuestionView>("data-cookie-show-view");
/** A category's switch. */
export const category = hook<CookieCategory>("data-cookie-category");
/** The necessary category's checkbox, which cannot be cleared. */
export const locked = hook("data-cookie-locked");
/** A link that leaves the question unanswered (the privacy policy). */
export const dismiss = hook("data-cookie-dismiss");
/** The footer's 'Cookieinställningar'. */
export const settings = hook("data-cookie-settings");
