import { describe, expect, it } from "vitest";
import { formScrollOffset, formScrollTop } from "./form-scroll";

describe("formScrollOffset", () => {
  it("is 20 % of the window height below 768 px", () => {
    expect(formScrollOffset(390, 844)).toBeCloseTo(168.8);
    expect(formScrollOffset(767, 1000)).toBe(200);
  });

  it("is 80 px from 768 px up", () => {
    expect(formScrollOffset(768, 1024)).toBe(80);
    expect(formScrollOffset(1280, 800)).toBe(80);
  });
});

describe("formScrollTop", () => {
  it("stops 80 px above the form on wide screens", () => {
    expect(formScrollTop({ formTop: 600, scrollY: 0, viewportWidth: 1280, viewportHeight: 800 })).toBe(520);
  });

  it("stops 20 % of the window height above the form on narrow screens", () => {
    expect(formScrollTop({ formTop: 500, scrollY: 100, viewportWidth: 390, viewportHeight: 800 })).toBe(440);
  });

  it("accounts for the current scroll position, including a form above the window", () => {
    expect(formScrollTop({ formTop: -200, scrollY: 1000, viewportWidth: 1280, viewportHeight: 800 })).toBe(
      720,
    );
  });

  it("never asks for a position above the top of the page", () => {
    expect(formScrollTop({ formTop: 40, scrollY: 0, viewportWidth: 1280, viewportHeight: 800 })).toBe(0);
  });
});
