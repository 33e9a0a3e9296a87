import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as hooks from "./hooks";
import { ToastRegion } from "./toast-region";
import { notify, TOAST_DURATION_MS, TOASTS_VISIBLE } from "./toasts";

const shown = () =>
  [...document.querySelectorAll(`${hooks.edge.selector} > li`)].map(
    (toast) => toast.querySelector(hooks.title.selector)?.textContent,
  );

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToStaticMarkup(<ToastRegion />)}`;
  });
  afterEach(() => vi.useRealTimers());

  it("shows the title and the description, with its own kind's icon only", () => {
    notify("error", "Ett fel uppstod", "Försök igen senare.");
    const toast = document.querySelector(`${hooks.edge.selector} > li`);
    expect(toast?.querySelector(hooks.title.selector)?.textContent).toBe("Ett fel uppstod");
    expect(toast?.querySelector(hooks.description.selector)?.textContent).toBe("Försök igen senare.");
    expect(toast?.querySelector(hooks.icon.is("error"))).not.toBeNull();
    expect(toast?.querySelector(hooks.icon.is("success"))).toBeNull();
  });

  it(`goes after ${TOAST_DURATION_MS} ms left alone`, () => {
    notify("success", "Sparat", "Dina val är sparade.");
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toEqual(["Sparat"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("stays while the pointer is on it, then takes only the time it had left", () => {
    notify("success", "Sparat", "Dina val är sparade.");
    const toast = document.querySelector(`${hooks.edge.selector} > li`);
    vi.advanceTimersByTime(1000);
    toast?.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["Sparat"]);
    toast?.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    expect(shown()).toEqual(["Sparat"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it(`keeps ${TOASTS_VISIBLE} at once: a fourth puts the oldest away`, () => {
    for (const title of ["Ett", "Två", "Tre", "Fyra"]) notify("success", title, "");
    expect(shown()).toEqual(["Två", "Tre", "Fyra"]);
  });

  it("closes at its button, handing focus that was in it to the main content", () => {
    notify("success", "Sparat", "Dina val är sparade.");
    const close = document.querySelector<HTMLButtonElement>(hooks.close.selector);
    close?.focus();
    close?.click();
    expect(shown()).toEqual([]);
    expect(document.activeElement?.id).toBe("main");
  });
});
