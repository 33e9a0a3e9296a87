import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, deferHydration, hydrateOnFirstUse } from "./defer-hydration";

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><main>Hej</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const result = deferHydration(page);
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("removes the preload links and the static imports from the document", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(bootstrap).not.toMatch(/^import /m);
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(result).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts at the first use, with the storage keys that call for it at load, and preloads every module at once", () => {
    expect(bootstrap).toMatch(
      /^\(function hydrateOnFirstUse\(start, keys, atLoad, afterPaint, latestMs\) \{$/m,
    );
    expect(bootstrap).toContain(
      '(start, {"consentSettings":"cookieSettings","contactDraft":"contactDraft"}, false, function afterFirstContentfulPaint(',
    );
    expect(bootstrap).toMatch(/\}, 5000\);$/);
    expect(deferHydration(page, { atLoad: true })).toContain(", true, function afterFirstContentfulPaint(");
    expect(bootstrap).toContain(
      'const preload = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"];',
    );
  });

  it("evaluates every module but the entry one task at a time, the manifest first, before hydrating", () => {
    expect(bootstrap).toContain('const evaluationOrder = ["/assets/manifest-1.js","/assets/root-3.js"];');
    const evaluation = bootstrap.indexOf("for (const href of evaluationOrder)");
    expect(evaluation).toBeGreaterThan(bootstrap.indexOf("for (const href of preload.slice"));
    expect(evaluation).toBeLessThan(bootstrap.indexOf('import("/assets/entry.client-2.js");'));
  });

  it("keeps the modules and their order: manifest, route modules, then the entry", () => {
    const manifest = bootstrap.indexOf('import("/assets/manifest-1.js")');
    const routes = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/about-4.js")]);',
    );
    const registry = bootstrap.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
    );
    const entry = bootstrap.indexOf('import("/assets/entry.client-2.js");');
    expect([manifest, routes, registry, entry].every((index) => index > 0)).toBe(true);
    expect(manifest).toBeLessThan(routes);
    expect(routes).toBeLessThan(registry);
    expect(registry).toBeLessThan(entry);
  });

  it("keeps what the bootstrap does with split route chunks", () => {
    const split = page.replace(
      'import * as route1 from "/assets/about-4.js";',
      'import * as route1_clientLoader from "/assets/post-5.js";\nimport * as route1_main from "/assets/post-main-6.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(split))?.[1] ?? "";
    expect(code).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-3.js"), import("/assets/post-5.js"), import("/assets/post-main-6.js")]);',
    );
    expect(code.indexOf("const route1 = {...route1_clientLoader,...route1_main};")).toBeLessThan(
      code.indexOf("window.__reactRouterRouteModules"),
    );
  });

  it("refuses a page whose bootstrap it does not recognise", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no React Router bootstrap/);
    expect(() => deferHydration('<script type="module" async="">console.log(1)</script>')).toThrow(
      /unexpected shape/,
    );
  });
});

describe("afterFirstContentfulPaint", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let reportPaint: (name: string) => void = () => {};

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubPaintTiming() {
    const disconnect = vi.fn();
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: PaintCallback) {
        reportPaint = (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
    return disconnect;
  }

  it("waits for the first contentful paint, not the first paint, and starts once", () => {
    vi.useFakeTimers();
    const disconnect = stubPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start, 5000);
    reportPaint("first-paint");
    expect(start).not.toHaveBeenCalled();
    reportPaint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the latest after the given time when no paint is reported", () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start, 5000);
    vi.advanceTimersByTime(4999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("falls back to the next frame without paint timing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    const start = vi.fn();
    afterFirstContentfulPaint(start, 5000);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("hydrateOnFirstUse", () => {
  const keys = { consentSettings: "settings", contactDraft: "draft" };
  const root = document.documentElement;
  let afterPaint: ReturnType<typeof vi.fn<(start: () => void, latestMs: number) => void>>;

  afterEach(async () => {
    vi.unstubAllGlobals();
    // Every run listens on the window for good: a use and the hydration mark let each one go.
    window.dispatchEvent(new Event("keydown"));
    root.dataset.hydrated = "true";
    await new Promise((resolve) => setTimeout(resolve, 0));
    localStorage.clear();
    sessionStorage.clear();
    delete root.dataset.hydrated;
    delete root.dataset.used;
    document.body.innerHTML = "";
    history.replaceState(null, "", "/");
  });

  function setUp({ atLoad = false } = {}) {
    localStorage.setItem("settings", '{"necessary":true,"analytics":false,"marketing":false}');
    afterPaint = vi.fn();
    const start = vi.fn();
    return { start, run: () => hydrateOnFirstUse(start, keys, atLoad, afterPaint, 5000) };
  }

  it.each([
    ["a visitor who has not answered the cookie question", () => localStorage.clear()],
    ["a visitor who declined analytics", () => undefined],
  ])("waits for a use from %s, then starts once and marks the page used", (_, arrange) => {
    const { start, run } = setUp();
    arrange();
    run();
    expect(afterPaint).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("keydown"));
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.dataset.used).toBe("true");
  });

  it.each([
    ["analytics consent", () => localStorage.setItem("settings", '{"analytics":true}')],
    ["a contact draft", () => sessionStorage.setItem("draft", "{}")],
    ["a query string", () => history.replaceState(null, "", "/blogg?kategori=seo")],
    ["a fragment", () => history.replaceState(null, "", "/contact#contact-form")],
  ])("starts after the first paint for %s, without marking the page used", (_, arrange) => {
    const { start, run } = setUp();
    arrange();
    run();
    expect(afterPaint).toHaveBeenCalledTimes(1);
    afterPaint.mock.calls[0]?.[0]();
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.dataset.used).toBeUndefined();
  });

  it("starts after the first paint on a page that asks for it, and when storage throws", () => {
    const { run } = setUp({ atLoad: true });
    run();
    expect(afterPaint).toHaveBeenCalledTimes(1);

    const again = setUp();
    vi.stubGlobal("localStorage", {
      getItem() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    again.run();
    expect(afterPaint).toHaveBeenCalledTimes(1);
  });

  it("holds a click on a control until the page is marked hydrated, then clicks it again once", async () => {
    document.body.innerHTML = '<button type="button">Öppna</button><a href="#x">Länk</a>';
    const [button, link] = [document.querySelector("button"), document.querySelector("a")];
    if (!button || !link) throw new Error("fixture markup missing");
    const { start, run } = setUp();
    run();
    const reachedPage = vi.fn();
    document.addEventListener("click", reachedPage);

    button.click();
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.dataset.used).toBe("true");
    link.click();
    expect(reachedPage).toHaveBeenCalledTimes(1);
    expect(reachedPage.mock.calls[0]?.[0].target).toBe(link);

    root.dataset.hydrated = "true";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reachedPage).toHaveBeenCalledTimes(2);
    expect(reachedPage.mock.calls[1]?.[0].target).toBe(button);
    button.click();
    expect(reachedPage).toHaveBeenCalledTimes(3);
  });
});
