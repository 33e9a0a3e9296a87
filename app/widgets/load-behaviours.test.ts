import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { behavioursStartMeta, loadBehaviours } from "./load-behaviours";

const URL = "/assets/mount-behaviours.test.js";
const requested = () => document.head.querySelector<HTMLScriptElement>(`script[src="${URL}"]`);

function pageWithButtons(start?: "on-parse") {
  document.head.innerHTML = start ? `<meta name="${behavioursStartMeta}" content="${start}">` : "";
  document.body.innerHTML = `
    <button type="button" id="next"><span>Nästa steg</span></button>
    <button type="button" id="menu" commandfor="mobile-menu" command="show-modal">Meny</button>
    <form><button id="send">Skicka</button></form>`;
  const clicks: string[] = [];
  document.body.addEventListener("click", (event) => {
    if (event.target instanceof Element) clicks.push(event.target.closest("button")?.id ?? "?");
  });
  document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
  return clicks;
}

/** A tap's click, on the text inside the button where it has some. */
const press = (selector: string) =>
  document
    .querySelector(selector)
    ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

beforeEach(() => {
  // A page still waiting for its first paint: the observer never reports.
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadBehaviours", () => {
  it("asks for the file at once on a page that arranges its first screen with it", () => {
    pageWithButtons("on-parse");
    loadBehaviours(URL);
    expect(requested()?.type).toBe("module");
  });

  it("waits for the first paint, or asks at the visitor's first press", () => {
    pageWithButtons();
    loadBehaviours(URL);
    expect(requested()).toBeNull();
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(requested()).not.toBeNull();
  });

  it("clicks an early tap's button again once the behaviours run, but not a command or submit button", () => {
    const clicks = pageWithButtons();
    loadBehaviours(URL);
    press("#next span");
    press("#menu");
    press("#send");
    expect(clicks).toEqual(["next", "menu", "send"]);
    requested()?.dispatchEvent(new Event("load"));
    expect(clicks).toEqual(["next", "menu", "send", "next"]);
    press("#next span");
    expect(clicks).toEqual(["next", "menu", "send", "next", "next"]);
  });

  it("clicks nothing again when the file fails to load", () => {
    const clicks = pageWithButtons();
    loadBehaviours(URL);
    press("#next span");
    requested()?.dispatchEvent(new Event("error"));
    expect(clicks).toEqual(["next"]);
  });
});
