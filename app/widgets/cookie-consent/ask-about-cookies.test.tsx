import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieQuestion } from "~/widgets/cookie-consent/cookie-question";
import { cookieConsentCopy } from "~/content/cookie-consent";
import { askAboutCookies, type CookieAnswer } from "./ask-about-cookies";
import type { CookieCategory } from "~/lib/consent/consent-choices";
import * as hooks from "./hooks";

/** The page's template, as app/layouts/base-layout.astro renders it. */
function pageTemplate() {
  const template = document.createElement("template");
  template.id = "cookie-question";
  template.innerHTML = renderToStaticMarkup(<CookieQuestion />);
  document.body.append(template);
  return template;
}

const dialog = () => document.body.querySelector(":scope > dialog");
const button = (text: string) =>
  [...document.querySelectorAll("body > dialog button")].find((element) => element.textContent === text) as
    HTMLElement | undefined;
const switchFor = (category: CookieCategory) =>
  document.querySelector<HTMLElement>(hooks.category.is(category));
const labelledBy = () => document.getElementById(dialog()?.getAttribute("aria-labelledby") ?? "");
const describedBy = () => document.getElementById(dialog()?.getAttribute("aria-describedby") ?? "");

describe("askAboutCookies", () => {
  let answers: CookieAnswer[];
  const onAnswer = (answer: CookieAnswer) => answers.push(answer);

  beforeEach(() => {
    vi.useFakeTimers();
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

  it("asks once the delay has passed, with a copy of the template, named and described by its summary", () => {
    const template = pageTemplate();
    askAboutCookies(template, { onAnswer });
    vi.advanceTimersByTime(1499);
    expect(dialog()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()?.hasAttribute("open")).toBe(true);
    expect(template.content.querySelector("dialog")).not.toBeNull();
    expect(document.activeElement?.textContent).toBe(cookieConsentCopy.summary.title);
    expect(labelledBy()?.textContent).toBe(cookieConsentCopy.summary.title);
    expect(describedBy()?.textContent).toBe(cookieConsentCopy.summary.description);
  });

  it("copies the sheet halfway through the delay, so showing it is a task of its own", () => {
    const importNode = vi.spyOn(document, "importNode");
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(749);
    expect(importNode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(importNode).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    vi.advanceTimersByTime(750);
    expect(importNode).toHaveBeenCalledTimes(1);
    expect(dialog()?.hasAttribute("open")).toBe(true);
  });

  it("does nothing when the template holds no dialog", () => {
    const empty = document.createElement("template");
    expect(() => {
      askAboutCookies(empty, { onAnswer });
      vi.advanceTimersByTime(1500);
    }).not.toThrow();
    expect(dialog()).toBeNull();
  });

  it.each([
    ["Acceptera alla", "accept-all", { necessary: true, analytics: true, marketing: true }],
    ["Avvisa alla", "reject-all", { necessary: true, analytics: false, marketing: false }],
  ])("'%s' closes the dialog, then hands over its choice and settings", (text, choice, settings) => {
    let openWhenAnswered: boolean | undefined;
    askAboutCookies(pageTemplate(), {
      onAnswer: (answer) => {
        openWhenAnswered = dialog() !== null;
        onAnswer(answer);
      },
    });
    vi.advanceTimersByTime(1500);
    button(text)?.click();
    expect(answers).toEqual([{ choice, settings }]);
    expect(openWhenAnswered).toBe(false);
    expect(dialog()).toBeNull();
  });

  it("shows the detail view named after itself, and saves its switches with necessary locked on", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    button("Hantera inställningar")?.click();
    expect(document.activeElement?.textContent).toBe(cookieConsentCopy.details.title);
    expect(labelledBy()?.textContent).toBe(cookieConsentCopy.details.title);
    expect(describedBy()?.textContent).toBe(cookieConsentCopy.details.description);
    expect(document.querySelector<HTMLElement>(hooks.view.is("summary"))?.hidden).toBe(true);

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
  });

  it("goes back to the summary, named after it again", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    button("Hantera inställningar")?.click();
    button("Tillbaka")?.click();
    expect(document.activeElement?.textContent).toBe(cookieConsentCopy.summary.title);
    expect(labelledBy()?.textContent).toBe(cookieConsentCopy.summary.title);
    expect(document.querySelector<HTMLElement>(hooks.view.is("details"))?.hidden).toBe(true);
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

  it("closes without an answer when the privacy link is followed", () => {
    askAboutCookies(pageTemplate(), { onAnswer });
    vi.advanceTimersByTime(1500);
    document
      .querySelector<HTMLElement>(`body > dialog ${hooks.dismiss.selector}`)
      ?.dispatchEvent(new Event("click"));
    expect(dialog()).toBeNull();
    expect(answers).toEqual([]);
  });
});
