import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { behavioursStartMeta, loadBehaviours } from "./load-behaviours";

const URL = "/assets/mount-behaviours.test.js";
const requested = () => document.head.querySelector<HTMLScriptElement>(`script[src="${URL}"]`);

/** Importing the behaviour file, settled by the test: it resolves once every behaviour has mounted. */
function importedLater() {
  const { promise, resolve, reject } = Promise.withResolvers<undefined>();
  return {
    mounted: () => promise,
    allMounted: () => resolve(undefined),
    failed: () => reject(new Error("the file did not load")),
  };
}

/** Lets the promise callbacks that a settled import queued run. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

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
    loadBehaviours(URL, importedLater().mounted);
    expect(requested()?.type).toBe("module");
  });

  it("waits for the first paint, or asks at the visitor's first press", () => {
    pageWithButtons();
    loadBehaviours(URL, importedLater().mounted);
    expect(requested()).toBeNull();
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(requested()).not.toBeNull();
  });

  it("clicks an early tap's button again once every behaviour has mounted, but not a command or submit button", async () => {
    const clicks = pageWithButtons();
    const file = importedLater();
    loadBehaviours(URL, file.mounted);
    press("#next span");
    press("#menu");
    press("#send");
    requested()?.dispatchEvent(new Event("load"));
    await settled();
    expect(clicks).toEqual(["next", "menu", "send"]);
    file.allMounted();
    await settled();
    expect(clicks).toEqual(["next", "menu", "send", "next"]);
    press("#next span");
    expect(clicks).toEqual(["next", "menu", "send", "next", "next"]);
  });

  it("clicks nothing again when the file fails to load", async () => {
    const clicks = pageWithButtons();
    const file = importedLater();
    loadBehaviours(URL, file.mounted);
    press("#next span");
    file.failed();
    await settled();
    expect(clicks).toEqual(["next"]);
  });
});
