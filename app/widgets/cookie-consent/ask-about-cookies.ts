import { settingsForChoice, type ConsentChoice } from "~/lib/consent/consent-choices";
import { defaultCookieSettings, type CookieSettings } from "~/lib/consent/consent-storage";
import * as hooks from "./hooks";

/** The specification's pause before a first-time visitor is asked (its states and limits). */
export const COOKIE_QUESTION_DELAY_MS = 1500;

export type CookieAnswer = { choice: ConsentChoice; settings: CookieSettings };

type QuestionOptions = {
  /** Called in the tap's own task, once the question has gone. */
  onAnswer: (answer: CookieAnswer) => void;
  /** Where the switches start (settings stored without the consent flag, or none). */
  selection?: CookieSettings;
  delayMs?: number;
  /**
   * Where focus goes once the question is answered from inside it: the control that asked for it,
   * across a reload. Without one, focus stays where the question was in the page's order.
   */
  returnFocusTo?: HTMLElement | null;
};

/** What Tab may reach in the dialog: a view that is not shown has no boxes. */
const focusableIn = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>("a[href], button, input")].filter(
    (element) => element.getClientRects().length > 0,
  );

/**
 * Copies the question out of its template and wires it; returns what shows it. The bar goes into
 * the page's order right after the skip link, before the header: the first Tab of a visitor who
 * has not yet moved reaches it, and a screen reader finds it as a landmark named by its title.
 */
function buildQuestion(
  template: HTMLTemplateElement,
  {
    onAnswer,
    selection,
    returnFocusTo,
  }: { onAnswer: QuestionOptions["onAnswer"]; selection: CookieSettings; returnFocusTo: HTMLElement | null },
) {
  const source = template.content.firstElementChild;
  const question = source && document.importNode(source, true);
  const bar = question?.querySelector<HTMLElement>(hooks.view.is("summary"));
  const dialog = question?.querySelector<HTMLDialogElement>(`dialog${hooks.view.is("details")}`);
  const announcer = question?.querySelector<HTMLElement>(hooks.announcer.selector);
  if (!question || !bar || !dialog || !announcer) return null;
  let current = selection;

  const page = document.documentElement;
  // While the bar shows, the page can scroll its last lines clear of it, and a focused control is
  // scrolled into view above it, never under it (WCAG 2.4.11).
  const keepPageClear = new ResizeObserver(() => {
    const height = `${bar.offsetHeight}px`;
    page.style.setProperty("scroll-padding-bottom", height);
    document.body.style.setProperty("padding-bottom", height);
    // A control the visitor is on stays clear of the bar now that the page has room for it.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !question.contains(focused)) {
      focused.scrollIntoView({ block: "nearest" });
    }
  });
  const remove = () => {
    keepPageClear.disconnect();
    page.style.removeProperty("scroll-padding-bottom");
    document.body.style.removeProperty("padding-bottom");
    const hadFocus = question.contains(document.activeElement);
    question.remove();
    if (hadFocus) returnFocusTo?.focus();
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
  for (const button of question.querySelectorAll<HTMLElement>(hooks.choice.selector)) {
    const choice = hooks.choice.read(button);
    if (!choice) continue;
    button.addEventListener("click", () => {
      if (dialog.open) dialog.close();
      remove();
      onAnswer({ choice, settings: settingsForChoice(choice, current) });
    });
  }
  for (const button of question.querySelectorAll<HTMLElement>(hooks.showView.selector)) {
    button.addEventListener("click", () => {
      if (hooks.showView.read(button) === "summary") {
        // Closing hands focus back to 'Hantera inställningar', which opened it.
        dialog.close();
        return;
      }
      dialog.showModal();
      dialog.querySelector<HTMLElement>(hooks.viewTitle.selector)?.focus();
    });
  }
  for (const link of question.querySelectorAll(hooks.dismiss.selector)) {
    link.addEventListener("click", remove);
  }
  // Escape in the bar leaves the question unanswered; in the dialog it only closes the dialog.
  bar.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !(event.target instanceof Node && dialog.contains(event.target))) remove();
  });
  // The page behind is inert, but Tab would still leave the page for the browser's own controls.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = document.activeElement;
    const title = dialog.querySelector(hooks.viewTitle.selector);
    if (event.shiftKey && (active === first || active === title)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  return () => {
    const skipLink = document.body.querySelector(":scope > a[href^='#']");
    if (skipLink) skipLink.after(question);
    else document.body.prepend(question);
    keepPageClear.observe(bar);
    // The bar takes no focus (WCAG 3.2.1): a polite message tells a screen reader it is there.
    // The live region is in the page before its text arrives, so it is read.
    const textOf = (attribute: string) =>
      bar.querySelector(`#${bar.getAttribute(attribute) ?? ""}`)?.textContent ?? "";
    requestAnimationFrame(() => {
      announcer.textContent = `${textOf("aria-labelledby")} ${textOf("aria-describedby")}`;
    });
  };
}

/**
 * Asks a first-time visitor about cookies `delayMs` from now, with a copy of the question in
 * `template` (cookie-question.tsx). A choice removes it and goes to `onAnswer`; Escape removes it
 * without an answer, so the next page asks again. It takes no focus, so it may come while the
 * visitor is typing: the keys go on to the field they are in.
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
  // Building and showing are separate tasks, so neither is long enough to block a tap on a
  // throttled phone.
  let show: (() => void) | null | undefined;
  const prepare = () => (show ??= buildQuestion(template, { onAnswer, selection, returnFocusTo }));
  setTimeout(prepare, delayMs / 2);
  setTimeout(() => prepare()?.(), delayMs);
}
