import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieQuestion } from "~/components/consent/cookie-question";
import { cookieConsentCopy } from "~/content/cookie-consent";
import { askAboutCookies, type CookieQuestionConfig } from "./cookie-question";

const config: CookieQuestionConfig = {
  markup: renderToStaticMarkup(<CookieQuestion />),
  delayMs: 1500,
  keys: { given: "given", settings: "settings" },
  choiceEvent: "test:choice",
  presets: {
    "accept-all": { necessary: true, analytics: true, marketing: true },
    "reject-all": { necessary: true, analytics: false, marketing: false },
  },
  views: { summary: cookieConsentCopy.summary, details: cookieConsentCopy.details },
  unsavedMessage: "kunde inte sparas",
};

const dialog = () => document.querySelector("dialog");
const button = (text: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === text);
const switchFor = (category: string) => document.querySelector<HTMLElement>(`[data-category="${category}"]`);

describe("askAboutCookies", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = "";
    delete window.vingaCookieChoice;
  });

  it("asks a visitor who has not answered once the delay has passed", () => {
    askAboutCookies(config);
    vi.advanceTimersByTime(1499);
    expect(dialog()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()?.open).toBe(true);
    expect(document.activeElement?.textContent).toBe("Får vi använda cookies?");
  });

  it("parses the sheet halfway through the delay, so showing it is a task of its own", () => {
    const createElement = vi.spyOn(document, "createElement");
    askAboutCookies(config);
    vi.advanceTimersByTime(749);
    expect(createElement).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(createElement).toHaveBeenCalledWith("template");
    expect(dialog()).toBeNull();
    createElement.mockClear();
    vi.advanceTimersByTime(750);
    expect(createElement).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(true);
  });

  it("does not ask a visitor who has answered", () => {
    localStorage.setItem("given", "true");
    askAboutCookies(config);
    vi.advanceTimersByTime(5000);
    expect(dialog()).toBeNull();
  });

  it.each([
    ["Acceptera alla", "accept-all", '{"necessary":true,"analytics":true,"marketing":true}'],
    ["Avvisa alla", "reject-all", '{"necessary":true,"analytics":false,"marketing":false}'],
  ])("'%s' stores its settings, hands them to the app and closes", (text, choice, stored) => {
    const announced = vi.fn();
    window.addEventListener("test:choice", announced);
    askAboutCookies(config);
    vi.advanceTimersByTime(1500);
    button(text)?.click();
    expect([localStorage.getItem("given"), localStorage.getItem("settings")]).toEqual(["true", stored]);
    expect(window.vingaCookieChoice).toEqual({ choice, settings: JSON.parse(stored) });
    expect(announced).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    window.removeEventListener("test:choice", announced);
  });

  it("saves the switches of the detail view, the necessary category locked on", () => {
    askAboutCookies(config);
    vi.advanceTimersByTime(1500);
    button("Hantera inställningar")?.click();
    expect(document.activeElement?.textContent).toBe("Cookieinställningar");
    expect(document.getElementById("cookie-question-description")?.textContent).toBe(
      cookieConsentCopy.details.description,
    );
    const necessary = document.querySelector<HTMLInputElement>("input[data-locked]");
    necessary?.click();
    expect(necessary?.checked).toBe(true);
    switchFor("marketing")?.click();
    expect(switchFor("marketing")?.getAttribute("aria-checked")).toBe("true");
    expect(switchFor("analytics")?.getAttribute("aria-checked")).toBe("false");
    button("Spara inställningar")?.click();
    expect(localStorage.getItem("settings")).toBe('{"necessary":true,"analytics":false,"marketing":true}');
    expect(window.vingaCookieChoice?.choice).toBe("save-selection");
  });

  it("asks where storage cannot be touched, and the answer still applies to the page", () => {
    // Stubbed first, so that unstubAllGlobals puts the real storage back afterwards.
    vi.stubGlobal("localStorage", undefined);
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    askAboutCookies(config);
    vi.advanceTimersByTime(1500);
    button("Avvisa alla")?.click();
    expect(window.vingaCookieChoice?.choice).toBe("reject-all");
  });

  it("logs a refused write and still hands the answer over", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    askAboutCookies(config);
    vi.advanceTimersByTime(1500);
    button("Acceptera alla")?.click();
    expect(error).toHaveBeenCalledWith("kunde inte sparas", expect.any(DOMException));
    expect(window.vingaCookieChoice?.choice).toBe("accept-all");
  });
});
