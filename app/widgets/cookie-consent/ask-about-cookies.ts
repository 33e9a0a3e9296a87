import { settingsForChoice, type ConsentChoice } from "~/lib/consent/consent-choices";
import { defaultCookieSettings, type CookieSettings } from "~/lib/consent/consent-storage";
import * as hooks from "./hooks";
import { type CookieQuestionView } from "./hooks";

/** The spec's pause before a first-time visitor is asked (§4, §9). */
export const COOKIE_QUESTION_DELAY_MS = 1500;

export type CookieAnswer = { choice: ConsentChoice; settings: CookieSettings };

type QuestionOptions = {
  /** Called in the tap's own task, once the dialog has closed. */
  onAnswer: (answer: CookieAnswer) => void;
  /** Where the switches start (settings stored without the consent flag, or none). */
  selection?: CookieSettings;
  delayMs?: number;
  /**
   * Where focus goes once the question closes when it had nowhere to return to (nothing was
   * focused before it opened): the control that asked for it, across a reload.
   */
  returnFocusTo?: HTMLElement | null;
};

/** What Tab may reach in the view shown: hidden views have no boxes. */
const focusableIn = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>("a[href], button, input")].filter(
    (element) => element.getClientRects().length > 0,
  );

/** Copies the dialog out of its template into this document and wires it; returns what shows it. */
function buildQuestion(
  template: HTMLTemplateElement,
  {
    onAnswer,
    selection,
    returnFocusTo,
  }: { onAnswer: QuestionOptions["onAnswer"]; selection: CookieSettings; returnFocusTo: HTMLElement | null },
) {
  const source = template.content.querySelector("dialog");
  if (!source) return null;
  const dialog = document.importNode(source, true);
  let current = selection;

  const titleOf = (view: Element | null) =>
    view?.querySelector<HTMLElement>(hooks.viewTitle.selector) ?? null;
  const showView = (name: CookieQuestionView) => {
    let shown: Element | null = null;
    for (const view of dialog.querySelectorAll<HTMLElement>(hooks.view.selector)) {
      view.hidden = hooks.view.read(view) !== name;
      if (!view.hidden) shown = view;
    }
    const title = titleOf(shown);
    const description = shown?.querySelector(hooks.viewDescription.selector);
    // The dialog is named and described by the view on screen.
    if (title) dialog.setAttribute("aria-labelledby", title.id);
    if (description) dialog.setAttribute("aria-describedby", description.id);
    // The button that switched views is gone, so focus goes to the new view's title.
    title?.focus();
  };

  for (const toggle of dialog.querySelectorAll<HTMLElement>(hooks.category.selector)) {
    const category = hooks.category.read(toggle);
    if (category !== "analytics" && category !== "marketing") continue;
    toggle.setAttribute("aria-checked", String(current[category]));
    toggle.addEventListener("click", () => {
      current = { ...current, [category]: !current[category] };
      toggle.setAttribute("aria-checked", String(current[category]));
    });
  }
  // The necessary category cannot be switched off: its checkbox ignores every click and Space.
  dialog
    .querySelector(`input${hooks.locked.selector}`)
    ?.addEventListener("click", (event) => event.preventDefault());
  for (const button of dialog.querySelectorAll<HTMLElement>(hooks.choice.selector)) {
    const choice = hooks.choice.read(button);
    if (!choice) continue;
    button.addEventListener("click", () => {
      dialog.close();
      onAnswer({ choice, settings: settingsForChoice(choice, current) });
    });
  }
  for (const button of dialog.querySelectorAll<HTMLElement>(hooks.showView.selector)) {
    button.addEventListener("click", () => showView(hooks.showView.read(button) ?? "summary"));
  }
  for (const link of dialog.querySelectorAll(hooks.dismiss.selector)) {
    link.addEventListener("click", () => dialog.close());
  }
  // The page behind is inert, but Tab would still leave the page for the browser's own controls.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = document.activeElement;
    const title = titleOf(dialog.querySelector(`${hooks.view.selector}:not([hidden])`));
    if (event.shiftKey && (active === first || active === title)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  // Closing (a choice, the privacy link or Escape) hands focus back to where it was before the
  // question opened: showModal() remembered it; where that was nowhere, to `returnFocusTo`. The
  // copy then goes; the next page asks anew.
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (document.activeElement === document.body || !document.activeElement) returnFocusTo?.focus();
  });

  return () => {
    document.body.append(dialog);
    dialog.showModal();
    titleOf(dialog.querySelector(`${hooks.view.selector}:not([hidden])`))?.focus();
  };
}

/** A field the visitor types or picks in (not a checkbox or a button): focus there is work in progress. */
const isTypingField = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable ||
    element.matches(
      "textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=image])",
    ));

/**
 * Runs `show` now, or, while focus is in a field the visitor is filling in, once focus has left
 * the fields: a modal question would take focus from under the visitor's typing (WCAG 2.2.4).
 * Moving from field to field keeps it waiting; a keyboard visitor meets it at the first Tab out
 * of the fields (onto a button or a link), where it takes focus as it would have at load.
 */
function whenNotTyping(show: () => void) {
  if (!isTypingField(document.activeElement)) {
    show();
    return;
  }
  const check = () => {
    if (isTypingField(document.activeElement)) return;
    document.removeEventListener("focusout", afterFocusMoves);
    show();
  };
  // focusout comes before focus lands: look where it went in the next task.
  const afterFocusMoves = () => setTimeout(check);
  document.addEventListener("focusout", afterFocusMoves);
}

/**
 * Asks a first-time visitor about cookies `delayMs` from now (later while they are typing in a
 * field, see whenNotTyping), with a copy of the dialog in `template`
 * (cookie-question.tsx). A choice closes the dialog and goes to
 * `onAnswer`; Escape closes it without an answer, so the next page asks again.
 */
export function askAboutCookies(
  template: HTMLTemplateElement,
  {
    onAnswer,
    selection = defaultCookieSettings,
    delayMs = COOKIE_QUESTION_DELAY_MS,
    returnFocusTo = null,
  }: QuestionOptions,
) {
  // Building and showing are separate tasks: showing restyles the whole page (all of it turns
  // inert behind a modal dialog), and with the copying and wiring in the same task it was one
  // long enough to count as blocking on a throttled phone.
  let show: (() => void) | null | undefined;
  const prepare = () => (show ??= buildQuestion(template, { onAnswer, selection, returnFocusTo }));
  setTimeout(prepare, delayMs / 2);
  setTimeout(() => {
    const ready = prepare();
    if (ready) whenNotTyping(ready);
  }, delayMs);
}
