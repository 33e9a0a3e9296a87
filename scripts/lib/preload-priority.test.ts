import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./preload-priority";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low, once", () => {
    const html = '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>';
    const lowered = lowerModulePreloadPriority(html);
    expect(lowered).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
    );
    expect(lowerModulePreloadPriority(lowered)).toBe(lowered);
  });

  it("leaves stylesheets, font preloads and other links alone", () => {
    const html = '<link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font"/>';
    expect(lowerModulePreloadPriority(html)).toBe(html);
  });
});
