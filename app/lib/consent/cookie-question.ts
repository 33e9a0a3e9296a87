import type { ConsentChoice } from "./consent-choices";
import type { CookieSettings } from "./consent-storage";

/** The spec's pause before a first-time visitor is asked (§4, §9). */
export const COOKIE_QUESTION_DELAY_MS = 1500;

type ViewText = { title: string; description: string };

export type CookieQuestionConfig = {
  /** The dialog, rendered at build time from app/components/consent/cookie-question.tsx. */
  markup: string;
  delayMs: number;
  keys: { given: string; settings: string };
  /** Announces a choice to the app (see PageChoice in consent-storage.ts). */
  choiceEvent: string;
  /** What "Acceptera alla" and "Avvisa alla" store; "Spara inställningar" stores the switches. */
  presets: Record<Exclude<ConsentChoice, "save-selection">, CookieSettings>;
  views: { summary: ViewText; details: ViewText };
  /** Logged when the browser refuses to store the answer. */
  unsavedMessage: string;
};

/**
 * Asks a first-time visitor about cookies, `delayMs` after the page has loaded, without React:
 * every page inlines this function by its source text (scripts/lib/cookie-question-script.ts),
 * so it refers to nothing outside itself. The answer is stored where app/lib/consent/
 * consent-storage.ts reads it and handed to the app for this page (`window.vingaCookieChoice`
 * and `choiceEvent`), which confirms it with a toast and starts analytics once it has hydrated.
 * Escape closes the question without storing anything; the next page asks again.
 */
export function askAboutCookies(config: CookieQuestionConfig) {
  // Null where merely touching localStorage throws (blocked storage, some private modes).
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  let undecided = true;
  let selection = { analytics: false, marketing: false };
  try {
    if (!storage) throw new Error("no storage");
    undecided = storage.getItem(config.keys.given) !== "true";
    const stored = JSON.parse(storage.getItem(config.keys.settings) ?? "{}") as Record<
      string,
      unknown
    > | null;
    selection = { analytics: stored?.analytics === true, marketing: stored?.marketing === true };
  } catch {
    // Storage that cannot be read asks every time, with the switches off; the app logs what it
    // cannot read once it runs (consent-storage.ts).
  }
  if (!undecided) return;

  /** Parses the sheet and wires it up, off the page; returns what shows it. */
  const build = () => {
    const template = document.createElement("template");
    template.innerHTML = config.markup;
    const dialog = template.content.firstElementChild as HTMLDialogElement | null;
    if (!dialog) return null;
    const titleElement = dialog.querySelector<HTMLElement>(`#${dialog.getAttribute("aria-labelledby")}`);
    const description = dialog.querySelector<HTMLElement>(`#${dialog.getAttribute("aria-describedby")}`);
    const switches = [...dialog.querySelectorAll<HTMLElement>("[data-category]")];
    const root = document.documentElement.style;
    const before = { overflow: root.overflow, scrollbarGutter: root.scrollbarGutter };
    let returnFocusTo: Element | null = null;

    const showView = (name: string) => {
      const text = name === "details" ? config.views.details : config.views.summary;
      for (const view of dialog.querySelectorAll<HTMLElement>("[data-view]")) {
        view.hidden = view.dataset.view !== name;
      }
      if (titleElement) titleElement.textContent = text.title;
      if (description) description.textContent = text.description;
      // The button that switched views is gone, so focus goes to the new view's title.
      titleElement?.focus();
    };
    const close = () => dialog.close();
    const choose = (choice: ConsentChoice) => {
      const settings =
        choice === "save-selection" ? { necessary: true as const, ...selection } : config.presets[choice];
      try {
        storage?.setItem(config.keys.given, "true");
        storage?.setItem(config.keys.settings, JSON.stringify(settings));
      } catch (error) {
        // The choice still applies to this page; the next one asks again.
        console.error(config.unsavedMessage, error);
      }
      window.vingaCookieChoice = { choice, settings };
      window.dispatchEvent(new Event(config.choiceEvent));
      close();
    };

    for (const toggle of switches) {
      const category = toggle.dataset.category as keyof typeof selection;
      toggle.setAttribute("aria-checked", String(selection[category]));
      toggle.addEventListener("click", () => {
        selection = { ...selection, [category]: !selection[category] };
        toggle.setAttribute("aria-checked", String(selection[category]));
      });
    }
    dialog.querySelector("input[data-locked]")?.addEventListener("click", (event) => {
      event.preventDefault();
    });
    for (const button of dialog.querySelectorAll<HTMLElement>("[data-choice]")) {
      button.addEventListener("click", () => choose(button.dataset.choice as ConsentChoice));
    }
    for (const button of dialog.querySelectorAll<HTMLElement>("[data-show-view]")) {
      button.addEventListener("click", () => showView(button.dataset.showView ?? "summary"));
    }
    dialog.querySelector("[data-dismiss]")?.addEventListener("click", close);
    // The page behind is inert, but Tab would still leave for the browser's own controls.
    dialog.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href], button, input")].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === titleElement)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    });
    dialog.addEventListener("close", () => {
      dialog.remove();
      root.overflow = before.overflow;
      root.scrollbarGutter = before.scrollbarGutter;
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    });

    return () => {
      returnFocusTo = document.activeElement;
      // The page keeps its place behind the sheet: no scrolling, and the scrollbar's room is kept.
      root.overflow = "hidden";
      root.scrollbarGutter = "stable";
      document.body.append(dialog);
      dialog.showModal();
      titleElement?.focus();
    };
  };
  // Building and showing are separate tasks: showing restyles the whole page (all of it turns
  // inert behind a modal dialog), and with the parsing and wiring in the same task it was one
  // long enough to count as blocking on a throttled phone.
  let show: (() => void) | null | undefined;
  const prepare = () => (show ??= build());
  setTimeout(prepare, config.delayMs / 2);
  setTimeout(() => prepare()?.(), config.delayMs);
}
