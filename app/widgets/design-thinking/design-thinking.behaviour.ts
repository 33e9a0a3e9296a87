import { carouselBounds, nearestSlide, stepStatus, stepWithin } from "~/lib/carousel";
import * as revealGroupHooks from "../reveal-group/hooks";
import { watchInView } from "../reveal-group/watch-in-view";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

const DESKTOP = "(min-width: 768px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** A timeline step counts as reached when 30 % of it is on screen. */
const TIMELINE_SHARE = 0.3;
/** Without the scrollend event, a scroll counts as ended after this long without another. */
const SCROLL_SETTLE_MS = 150;

/**
 * The design-thinking steps (DesignThinkingSection). Below 768 px a carousel on native scroll
 * snapping: the buttons and ←/→ (wherever focus is inside it) move one step, a swipe moves
 * freely, and the buttons, the status line and the current step follow wherever it stops. From
 * 768 px a timeline: steps fade in as they come into view and the one nearest the middle of the
 * screen is current. Wired at once, so the first tap or key press after load is never lost.
 */
export default defineBehaviour({
  root: hooks.section,
  mount(section) {
    const carousel = section.querySelector<HTMLElement>(hooks.carousel.selector);
    const viewport = carousel?.querySelector<HTMLElement>(hooks.viewport.selector);
    if (!carousel || !viewport) return;
    const steps = [...viewport.querySelectorAll<HTMLElement>(hooks.step.selector)];
    const status = carousel.querySelector(hooks.status.selector);
    const previous = carousel.querySelector<HTMLButtonElement>(hooks.previous.selector);
    const next = carousel.querySelector<HTMLButtonElement>(hooks.next.selector);
    const desktop = window.matchMedia(DESKTOP);
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    const count = steps.length;

    const markCurrent = (current: number) =>
      steps.forEach((step, index) => {
        if (index === current) step.setAttribute("aria-current", "step");
        else step.removeAttribute("aria-current");
      });

    /* The carousel. */
    let selected = 0;
    /** Where a button or key press is taking the carousel, until its scroll arrives there. */
    let heading: { index: number; left: number } | null = null;

    /**
     * Shows `index` as the current slide. A button about to be disabled (Nästa on the last step,
     * Föregående on the first) hands focus to the other one first, so focus never falls to the page.
     */
    const select = (index: number) => {
      selected = index;
      hooks.index.write(carousel, `${index}`);
      const { canPrevious, canNext } = carouselBounds(index, count);
      const focused = document.activeElement;
      if (!canNext && focused === next) previous?.focus();
      if (!canPrevious && focused === previous) next?.focus();
      if (previous) previous.disabled = !canPrevious;
      if (next) next.disabled = !canNext;
      if (status) status.textContent = stepStatus(index, count);
      markCurrent(index);
    };

    /** Where the viewport's scroll position puts each slide at its snap point (its start, after the scroll padding). */
    const slideStarts = () => {
      const origin = viewport.getBoundingClientRect().left - viewport.scrollLeft;
      const padding = Number.parseFloat(getComputedStyle(viewport).scrollPaddingLeft) || 0;
      return steps.map((step) => step.getBoundingClientRect().left - origin - padding);
    };
    const maxScroll = () => viewport.scrollWidth - viewport.clientWidth;
    const arrived = (left: number) => Math.abs(viewport.scrollLeft - left) < 2;

    const move = (delta: -1 | 1) => {
      const from = heading?.index ?? selected;
      const target = stepWithin(from, delta, count);
      if (target === from) return;
      const left = Math.min(slideStarts()[target] ?? 0, maxScroll());
      select(target);
      heading = arrived(left) ? null : { index: target, left };
      viewport.scrollTo({ left, behavior: reducedMotion.matches ? "instant" : "smooth" });
    };

    /**
     * A scroll has come to rest: the slide it stopped at is current. A smooth scroll that a second
     * press took over also ends, short of its goal; the current slide then stays the pressed one.
     */
    const settle = () => {
      if (desktop.matches || (heading && !arrived(heading.left))) return;
      heading = null;
      const index = nearestSlide(viewport.scrollLeft, slideStarts(), maxScroll());
      if (index !== selected) select(index);
    };
    if ("onscrollend" in window) viewport.addEventListener("scrollend", settle);
    else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      viewport.addEventListener(
        "scroll",
        () => {
          clearTimeout(timer);
          timer = setTimeout(settle, SCROLL_SETTLE_MS);
        },
        { passive: true },
      );
    }
    // A swipe or a wheel takes over from a press: wherever it stops is current.
    for (const type of ["pointerdown", "wheel"] as const)
      viewport.addEventListener(type, () => (heading = null), { passive: true });

    previous?.addEventListener("click", () => move(-1));
    next?.addEventListener("click", () => move(1));
    const controls = carousel.querySelector<HTMLElement>(hooks.controls.selector);
    if (controls) controls.hidden = false;
    // The arrow keys work wherever focus is in the carousel: its scrolling list and its buttons.
    carousel.addEventListener("keydown", (event) => {
      if (desktop.matches || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") move(-1);
      else if (event.key === "ArrowRight") move(1);
      else return;
      event.preventDefault();
    });

    /**
     * The viewport (a named region in the markup, so a scroller that is a tab stop without this
     * script still has a name) as a carousel, a tab stop that takes the arrow keys (WAI-ARIA
     * carousel pattern), its steps as named slides.
     */
    const labelAsCarousel = (on: boolean) => {
      const carouselAttributes = { "aria-roledescription": "karusell", tabindex: "0" };
      for (const [name, value] of Object.entries(carouselAttributes)) {
        if (on) viewport.setAttribute(name, value);
        else viewport.removeAttribute(name);
      }
      for (const step of steps) {
        if (on) {
          step.setAttribute("aria-roledescription", "steg");
          step.setAttribute("aria-labelledby", hooks.slideLabelledBy.read(step) ?? "");
        } else {
          step.removeAttribute("aria-roledescription");
          step.removeAttribute("aria-labelledby");
        }
      }
    };

    /* The timeline. */
    let stopTimeline: (() => void) | null = null;
    /**
     * Only the first timeline hides the steps below the screen until they come. A later one (the
     * layout run again: a rotated tablet, a resized window, a full-page capture) would otherwise hide
     * steps the visitor has already seen, and a capture would catch them mid-entrance, invisible.
     */
    let hideStepsBelow = true;
    const startTimeline = () => {
      const mayHide = hideStepsBelow;
      hideStepsBelow = false;
      const inView = new Set<Element>();
      // Several steps can be in view at once; the current one is the nearest the middle of the screen.
      const distanceFromMiddle = (step: Element) => {
        const box = step.getBoundingClientRect();
        return Math.abs(box.top + box.height / 2 - window.innerHeight / 2);
      };
      stopTimeline = watchInView(steps, TIMELINE_SHARE, {
        onFirst: (step, onScreen) => {
          if (mayHide && !onScreen && !reducedMotion.matches && step instanceof HTMLElement)
            revealGroupHooks.card.write(step, "pending");
        },
        onChange: (step, shown) => {
          if (shown) {
            inView.add(step);
            if (revealGroupHooks.card.read(step) === "pending") revealGroupHooks.card.write(step, "shown");
          } else inView.delete(step);
          const nearest = [...inView].sort((a, b) => distanceFromMiddle(a) - distanceFromMiddle(b))[0];
          if (nearest) markCurrent(steps.indexOf(nearest as HTMLElement));
        },
      });
    };

    const applyLayout = () => {
      stopTimeline?.();
      stopTimeline = null;
      if (desktop.matches) {
        labelAsCarousel(false);
        startTimeline();
      } else {
        // No step may stay hidden by a timeline entrance that never came; the carousel has shown them all.
        steps.forEach((step) => revealGroupHooks.card.remove(step));
        hideStepsBelow = false;
        labelAsCarousel(true);
        heading = null;
        select(nearestSlide(viewport.scrollLeft, slideStarts(), maxScroll()));
      }
    };
    desktop.addEventListener("change", applyLayout);
    applyLayout();
  },
});
