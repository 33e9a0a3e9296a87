import { BADGE_RETURN_MS, repulsionOffset, type Point } from "~/lib/badge-physics";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

const FINE_HOVER_POINTER = "(hover: hover) and (pointer: fine)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Landed hero badges shy away from a mouse pointer moving over the hero and drift back
 * BADGE_RETURN_MS after it leaves. Touch screens and reduced motion get none of it. Until the
 * pointer moves nothing runs; then offsets go straight to the badges' outer spans in one animation
 * frame (all reads, then all writes), and their CSS transition glides them there.
 */
export default defineBehaviour({
  root: hooks.list,
  mount(list) {
    const area = list.closest("section");
    if (!area) return;
    const finePointer = window.matchMedia(FINE_HOVER_POINTER);
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    let badges: HTMLElement[] | null = null;
    let landed = false;
    let pointer: Point | null = null;
    let frame = 0;
    let returnTimer: ReturnType<typeof setTimeout> | undefined;

    // A badge has landed once its drop animation (app.css, badge-drop) has finished.
    const hasLanded = () =>
      (landed ||= list
        .getAnimations({ subtree: true })
        .every((animation) => animation.playState === "finished"));

    const render = () => {
      frame = 0;
      badges ??= [...list.querySelectorAll<HTMLElement>(hooks.badge.selector)];
      const centres = badges.map((badge) => {
        const box = badge.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      });
      badges.forEach((badge, index) => {
        const centre = centres[index];
        const offset = pointer && centre ? repulsionOffset(centre, pointer) : { x: 0, y: 0 };
        const mover = badge.firstElementChild;
        if (mover instanceof HTMLElement)
          mover.style.transform = `translate3d(${offset.x.toFixed(1)}px, ${offset.y.toFixed(1)}px, 0)`;
      });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(render);
    };

    area.addEventListener(
      "pointermove",
      (event) => {
        if (event.pointerType !== "mouse" || !finePointer.matches || reducedMotion.matches || !hasLanded())
          return;
        clearTimeout(returnTimer);
        pointer = { x: event.clientX, y: event.clientY };
        schedule();
      },
      { passive: true },
    );
    area.addEventListener("pointerleave", () => {
      if (!pointer) return;
      clearTimeout(returnTimer);
      returnTimer = setTimeout(() => {
        pointer = null;
        schedule();
      }, BADGE_RETURN_MS);
    });
  },
});
