import { nearestSlide, stepWithin } from "~/lib/carousel";
import { arrowStep } from "~/lib/references/arrow-step";
import { snapPositions } from "~/lib/references/snap-positions";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

const glide = (): ScrollBehavior =>
  matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";

/**
 * The case study's image row (CaseStudyGallery): scroll-snap does the swiping; this adds the
 * previous/next buttons and ←/→ anywhere in the case study, one image at a time, and disables a
 * button at its end (handing its focus to the other one). It glides, or jumps with reduced motion.
 */
export default defineBehaviour({
  root: hooks.gallery,
  mount(carousel) {
    const track = carousel.querySelector<HTMLElement>(hooks.track.selector);
    const slides = [...carousel.querySelectorAll<HTMLElement>(hooks.slide.selector)];
    const previous = carousel.querySelector<HTMLButtonElement>(`button${hooks.step.is("-1")}`);
    const next = carousel.querySelector<HTMLButtonElement>(`button${hooks.step.is("1")}`);
    const dialog = carousel.closest("dialog");
    if (!track || !previous || !next || !dialog) return;

    const positions = () => {
      const first = slides[0]?.offsetLeft ?? 0;
      const starts = slides.map((slide) => slide.offsetLeft - first);
      return snapPositions(starts, track.scrollWidth - track.clientWidth);
    };
    const update = () => {
      const end = track.scrollWidth - track.clientWidth;
      const focused = document.activeElement;
      previous.disabled = track.scrollLeft <= 1;
      next.disabled = track.scrollLeft >= end - 1;
      if (focused === next && next.disabled && !previous.disabled) previous.focus();
      if (focused === previous && previous.disabled && !next.disabled) next.focus();
    };
    /**
     * The stop a glide is on its way to. A press during a glide steps on from there: counted from
     * the nearest stop, three quick presses ended one image along, the image the glide had not
     * yet passed the middle of.
     */
    let heading: number | null = null;
    /** Moves to the stop `to` picks, given the current stop and how many there are. */
    const move = (to: (current: number, count: number) => number | null) => {
      const stops = positions();
      const current = heading ?? nearestSlide(track.scrollLeft, stops, stops.at(-1) ?? 0);
      const target = to(current, stops.length);
      if (target === null) return false;
      const left = stops[target] ?? 0;
      heading = Math.abs(track.scrollLeft - left) < 1 ? null : target;
      track.scrollTo({ left, behavior: glide() });
      return true;
    };
    // At rest, or taken over by a swipe, a wheel or focus, the row is where it is. (In a browser
    // without scrollend a finished glide stays the heading until one of the others: the row is there.)
    track.addEventListener("scrollend", () => (heading = null));
    for (const type of ["pointerdown", "wheel"] as const)
      track.addEventListener(type, () => (heading = null), { passive: true });

    previous.addEventListener("click", () => move((current, count) => stepWithin(current, -1, count)));
    next.addEventListener("click", () => move((current, count) => stepWithin(current, 1, count)));
    track.addEventListener("scroll", update, { passive: true });
    // The browser leaves a focused image that is partly in view where it is: bring all of it in, at
    // once, as focus moves.
    track.addEventListener("focusin", (event) => {
      const slide = event.target instanceof Element ? event.target.closest(hooks.slide.selector) : null;
      if (!slide) return;
      heading = null;
      slide.scrollIntoView({ block: "nearest", inline: "nearest" });
    });
    // Measured once the dialog shows: a closed one has no layout.
    dialog.addEventListener("toggle", update);
    window.addEventListener("resize", () => dialog.open && update(), { passive: true });
    dialog.addEventListener("keydown", (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (move((current, count) => arrowStep(event.key, current, count))) event.preventDefault();
    });
  },
});
