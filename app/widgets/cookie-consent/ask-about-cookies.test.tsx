import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieQuestion } from "~/widgets/cookie-consent/cookie-question";
import { cookieConsentCopy } from "~/content/cookie-consent";
import { askAboutCookies, type CookieAnswer } from "./ask-about-cookies";
import type { CookieCategory } from "~/lib/consent/consent-choices";
import * as hooks from "./hooks";

/** The page's template, as app/layouts/base-layout.astro renders it, after a skip link and a header. */
function pageTemplate() {
  document.body.innerHTML = `<a href="#main">Hoppa till innehållet</a><header><a href="/">Hem</a></header><main id="main"><input aria-label="Namn"></main>`;
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(<CookieQuestion />);
  document.body.append(template);
  return template;
}

const bar = () => document.querySelector<HTMLElement>(`body > div ${hooks.view.is("summary")}`);
const dialog = () => document.querySelector<HTMLDialogElement>(`body > div dialog`);
const button = (text: string) =>
  [...document.querySelectorAll<HTMLElement>("body > div button")].find(
    (element) => element.textContent === text,
  );
const switchFor = (category: CookieCategory) =>
  document.querySelector<HTMLElement>(hooks.category.is(category));
const textOf = (element: Element | null | undefined, attribute: string) =>
  document.getElementById(element?.getAttribute(attribute) ?? "")?.textContent;

describe("askAboutCookies", () => {
  let answers: CookieAnswer[];
  const onAnswer = (answer: CookieAnswer) => answers.push(answer);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    answers = [];
    // happy-dom has no showModal/close of its own that fire `close`; these act as a browser's do.
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    vi.spyOn(HTMLDialogElement.prototype, "close").mockImplementation(function (this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows the bar once the delay has passed, after the skip link, named and described by its summary", () => {
    const template = pageTemplate();
    askAboutCookies(template, { onAnswer });
    vi.advanceTimersByTime(1499);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    expect(document.body.children[1]?.contains(bar() ?? null)).toBe(true);
    expect(template.content.querySelector(hooks.view.selector)).not.toBeNull();
    expect(textOf(bar(), "aria-labelledby")).toBe(cookieConsentCopy.summary.title);
    expect(textOf(bar(), "aria-describedby")).toBe(cookieConsentCopy.summary.description);
    expect(dialog()?.hasAttribute("open")).toBe(false);
  });

  it("takes no focus, and says politely that it is there", () => {
    pageTemplate();
    const field = document.querySelector("input");
    field?.focus();
    askAboutCookies(document.querySelector("template") as HTMLTemplateElement, { onAnswer });
    vi.advanceTimersByTime(1500);
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(field);
    const status = document.querySelector(hooks.announcer.selector);
    expect(status?.getAttribute("role")).toBe("status");
    expect(status?.textContent).toBe(
      `${cookieConsentCopy.summary.title} ${cookieConsentCopy.summary.description}`,
    );
  });

  it("copies the question halfway through the delay, so showing it is a task of its own", () => {
    const template = pageTemplate();
    const importNode = vi.spyOn(document, "importNode");
    askAboutCookies(template, { onAnswer });
    vi.advanceTimersByTime(749);
    expect(importNode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(importNode).toHaveBeenCalledTimes(1);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(750);
    expect(importNode).toHaveBeenCalledTimes(1);
    expect(bar()).not.toBeNull();
  });

  it("does nothing when the template holds no question", () => {
    const empty = document.createElement("template");
    expect(() => {
      askAboutCookies(empty, { onAnswer });
      vi.advanceTimersByTime(1500);
    }).not.toThrow();
    expect(bar()).toBeNull();
  });

  it.each([
    ["Acceptera alla", "accept-all", { necessary: true, analytics: true, marketing: true }],
    ["Avvisa alla", "reject-all", { necessary: true, analytics: false, marketing: false }],
  ])("'%s' removes the bar, then hands over its choice and settings", (text, choice, settings) => {
    let shownWhenAnswered: boolean | undefined;
    askAboutCookies(pageTemplate(), {
      onAnswer: (answer) => {
        shownWhenAnswered = bar() !== null;
        onAnswer(answer);
      },
    });
    vi.advanceTimersByTime(1500);
    button(text)?.click();
    expect(answers).toEqual([{ choice, settings }]);
    expect(shownWhenAnswered).toBe(false);
    expect(bar()).toBeNull();
  });

  it("opens the settings as a dialog with focus on its title, and saves its switches with necessary locked on", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    button("Hantera inställningar")?.click();
    expect(dialog()?.hasAttribute("open")).toBe(true);
    expect(document.activeElement?.textContent).toBe(cookieConsentCopy.details.title);
    expect(textOf(dialog(), "aria-labelledby")).toBe(cookieConsentCopy.details.title);
    expect(textOf(dialog(), "aria-describedby")).toBe(cookieConsentCopy.details.description);

    const necessary = document.querySelector<HTMLInputElement>(`input${hooks.locked.selector}`);
    necessary?.click();
    expect(necessary?.checked).toBe(true);
    switchFor("marketing")?.click();
    expect(switchFor("marketing")?.getAttribute("aria-checked")).toBe("true");
    expect(switchFor("analytics")?.getAttribute("aria-checked")).toBe("false");
    button("Spara inställningar")?.click();
    expect(answers).toEqual([
      { choice: "save-selection", settings: { necessary: true, analytics: false, marketing: true } },
    ]);
    expect(bar()).toBeNull();
  });

  it("'Tillbaka' closes the settings and leaves the bar", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    button("Hantera inställningar")?.click();
    button("Tillbaka")?.click();
    expect(dialog()?.hasAttribute("open")).toBe(false);
    expect(bar()).not.toBeNull();
    expect(answers).toEqual([]);
  });

  it("starts the switches from settings stored without the consent flag", () => {
    askAboutCookies(pageTemplate(), {
      onAnswer,
      selection: { necessary: true, analytics: true, marketing: false },
    });
    vi.advanceTimersByTime(1500);
    expect(switchFor("analytics")?.getAttribute("aria-checked")).toBe("true");
    expect(switchFor("marketing")?.getAttribute("aria-checked")).toBe("false");
  });

  it("names the locked checkbox by its category alone; the badge describes it", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    const necessary = document.querySelector<HTMLInputElement>(`input${hooks.locked.selector}`);
    const label = document.querySelector(`label[for="${necessary?.id}"]`);
    expect(label?.textContent).toBe("Nödvändiga");
    const described = (necessary?.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe(cookieConsentCopy.alwaysOn);
  });

  it("goes without an answer when the privacy link is followed, or on Escape in the bar", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    bar()?.querySelector(hooks.dismiss.selector)?.dispatchEvent(new Event("click"));
    expect(bar()).toBeNull();

    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    bar()?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(bar()).toBeNull();
    expect(answers).toEqual([]);
  });
});
