import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVEAL_THRESHOLD, revealDelay } from "~/lib/reveal";
import revealGroup from "./reveal-group.behaviour";
import * as hooks from "./hooks";

/** IntersectionObserver as the browser drives it, with the test deciding what is on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

/**
 * Shows `share` of the group to every observer watching it, as a scroll would; one made on the way
 * gets its first report too, as the browser gives a new observer.
 */
function scrollTo(group: Element, share: number) {
  for (let index = 0; index < FakeObserver.all.length; index++) {
    const observer = FakeObserver.all[index];
    if (!observer) continue;
    if (!observer.targets.has(group)) continue;
    observer.report([
      {
        target: group,
        isIntersecting: share > 0,
        intersectionRatio: share,
        boundingClientRect: DOMRect.fromRect({ height: 400 }),
        rootBounds: DOMRect.fromRect({ height: 800 }),
      },
    ]);
  }
}

function mountGroup({ reducedMotion = false } = {}) {
  vi.stubGlobal("matchMedia", () => ({ matches: reducedMotion }));
  document.body.innerHTML = `<ul ${hooks.group.name}>${`<li ${hooks.card.name}>Kort</li>`.repeat(3)}</ul>`;
  const group = document.querySelector<HTMLElement>(hooks.group.selector);
  if (!group) throw new Error("no group");
  revealGroup.mount(group);
  const states = () =>
    [...group.querySelectorAll<HTMLElement>(hooks.card.selector)].map((card) => hooks.card.read(card));
  return { group, states };
}

describe("a group of cards that enter one after another", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hides a group below the screen until enough of it is in view, then plays each card in turn", () => {
    const { group, states } = mountGroup();
    scrollTo(group, 0);
    expect(states()).toEqual(["pending", "pending", "pending"]);
    scrollTo(group, REVEAL_THRESHOLD / 2);
    expect(states()).toEqual(["pending", "pending", "pending"]);
    scrollTo(group, REVEAL_THRESHOLD);
    expect(states()).toEqual(["shown", "shown", "shown"]);
    const delays = [...group.querySelectorAll<HTMLElement>(hooks.card.selector)].map(
      (card) => card.style.animationDelay,
    );
    expect(delays).toEqual([0, 1, 2].map(revealDelay));
  });

  it("never hides a group that is on the screen when the page starts", () => {
    const { group, states } = mountGroup();
    scrollTo(group, 1);
    expect(states()).toEqual(["", "", ""]);
  });

  it("shows every card at once with reduced motion, and watches nothing", () => {
    const { states } = mountGroup({ reducedMotion: true });
    expect(FakeObserver.all).toEqual([]);
    expect(states()).toEqual(["", "", ""]);
  });
});
