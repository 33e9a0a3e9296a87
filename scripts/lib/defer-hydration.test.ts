import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, deferHydration } from "./defer-hydration";

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

  it("starts after the first contentful paint and preloads every module at once", () => {
    expect(bootstrap).toMatch(/^\(function afterFirstContentfulPaint\(start, latestMs\) \{$/m);
    expect(bootstrap).toMatch(/\}\)\(start, 5000\);$/);
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
