import { afterEach, describe, expect, it, vi } from "vitest";
import { BADGE_RETURN_MS } from "~/lib/badge-physics";
import heroBadges from "./hero-badges.behaviour";
import * as hooks from "./hooks";

/** A hero with one landed badge centred at (500, 300), and media queries answered as given. */
function mountHero({ finePointer = true, reducedMotion = false, landed = true } = {}) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduced-motion") ? reducedMotion : finePointer,
  }));
  document.body.innerHTML = `<section><ul ${hooks.list.name}><li ${hooks.badge.name}><span>WCAG</span></li></ul></section>`;
  const list = document.querySelector<HTMLElement>(hooks.list.selector);
  const badge = document.querySelector<HTMLElement>(hooks.badge.selector);
  const area = document.querySelector("section");
  if (!list || !badge || !area) throw new Error("incomplete hero");
  list.getAnimations = () => (landed ? [] : [{ playState: "running" } as Animation]);
  badge.getBoundingClientRect = () => DOMRect.fromRect({ x: 460, y: 280, width: 80, height: 40 });
  heroBadges.mount(list);
  const move = (clientX: number, clientY: number, pointerType = "mouse") => {
    area.dispatchEvent(new PointerEvent("pointermove", { pointerType, clientX, clientY, bubbles: true }));
    vi.advanceTimersToNextFrame();
  };
  const leave = () => area.dispatchEvent(new PointerEvent("pointerleave"));
  const offset = () => badge.querySelector("span")?.style.transform ?? "";
  return { move, leave, offset };
}

describe("the hero badges", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shy away from a mouse close by, and drift home after it leaves", () => {
    const { move, leave, offset } = mountHero();
    move(440, 300);
    const [x, y] = [...offset().matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
    expect(x).toBeGreaterThan(0);
    expect(y).toBe(0);
    leave();
    vi.advanceTimersByTime(BADGE_RETURN_MS);
    vi.advanceTimersToNextFrame();
    expect(offset()).toBe("translate3d(0.0px, 0.0px, 0)");
  });

  it.each([
    ["a finger", { finePointer: true }, "touch"],
    ["a screen without a fine pointer", { finePointer: false }, "mouse"],
    ["reduced motion", { reducedMotion: true }, "mouse"],
    ["a badge still landing", { landed: false }, "mouse"],
  ])("stay put for %s", (_case, options, pointerType) => {
    const { move, offset } = mountHero(options);
    move(440, 300, pointerType);
    expect(offset()).toBe("");
  });
});
