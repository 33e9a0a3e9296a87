import { cookieConsentCopy } from "../../app/content/cookie-consent.ts";
import { settingsForChoice } from "../../app/lib/consent/consent-choices.ts";
import {
  CONSENT_GIVEN_KEY,
  CONSENT_SETTINGS_KEY,
  COOKIE_CHOICE_EVENT,
  defaultCookieSettings,
  UNSAVED_CONSENT_MESSAGE,
} from "../../app/lib/consent/consent-storage.ts";
import {
  askAboutCookies,
  COOKIE_QUESTION_DELAY_MS,
  type CookieQuestionConfig,
} from "../../app/lib/consent/cookie-question.ts";

/**
 * The script that asks a first-time visitor about cookies, for the end of every page's body:
 * askAboutCookies by its source text, given the question's markup (rendered by the app's server
 * entry) and everything else it needs as JSON. `<` is escaped, so no text can end the script.
 */
export function cookieQuestionScript(markup: string) {
  const config: CookieQuestionConfig = {
    markup,
    delayMs: COOKIE_QUESTION_DELAY_MS,
    keys: { given: CONSENT_GIVEN_KEY, settings: CONSENT_SETTINGS_KEY },
    choiceEvent: COOKIE_CHOICE_EVENT,
    presets: {
      "accept-all": settingsForChoice("accept-all", defaultCookieSettings),
      "reject-all": settingsForChoice("reject-all", defaultCookieSettings),
    },
    views: { summary: cookieConsentCopy.summary, details: cookieConsentCopy.details },
    unsavedMessage: UNSAVED_CONSENT_MESSAGE,
  };
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script>(${askAboutCookies.toString()})(${json});</script>`;
}

/** Adds the cookie question's script at the end of a page's body. */
export function withCookieQuestion(html: string, markup: string) {
  if (!html.includes("</body>")) throw new Error("withCookieQuestion: the page has no </body>");
  return html.replace("</body>", `${cookieQuestionScript(markup)}</body>`);
}
