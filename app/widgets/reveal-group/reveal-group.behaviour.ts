import { revealDelay, REVEAL_THRESHOLD } from "~/lib/reveal";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";
import { watchInView } from "./watch-in-view";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The cards of a group (RevealGroup) animate in once, one after another, when the group is scrolled
 * into view. Only a group off the screen when this runs is hidden until it comes; without
 * JavaScript, or with reduced motion, every card simply shows.
 */
export default defineBehaviour({
  root: hooks.group,
  mount(group) {
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    const cards = [...group.querySelectorAll<HTMLElement>(hooks.card.selector)];
    watchInView([group], REVEAL_THRESHOLD, {
      onFirst: (_group, onScreen) => {
        if (!onScreen) cards.forEach((card) => hooks.card.write(card, "pending"));
      },
      onChange: (_group, inView) => {
        if (!cards.some((card) => hooks.card.read(card) === "pending")) return false;
        if (!inView) return;
        cards.forEach((card, index) => {
          card.style.animationDelay = revealDelay(index);
          hooks.card.write(card, "shown");
        });
        return false;
      },
    });
  },
});
