import { afterEach, describe, expect, it, vi } from "vitest";
import currentYear from "./current-year.behaviour";
import * as hooks from "./hooks";

describe("the footer's year", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the visitor's year, so a page built in December is right in January", () => {
    vi.useFakeTimers({ now: new Date("2027-01-02T09:00:00+01:00"), toFake: ["Date"] });
    document.body.innerHTML = `<p>© <span ${hooks.year.name}>2026</span> Vinga Design</p>`;
    const year = document.querySelector<HTMLElement>(hooks.year.selector);
    if (!year) throw new Error("no year");
    currentYear.mount(year);
    expect(document.body.textContent).toBe("© 2027 Vinga Design");
  });
});
