import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";
import { applyMasonry } from "./masonry";

/**
 * Lays out a list of cards as a masonry now, and again whenever the list's width or a card's
 * height changes (brand fonts arriving, text zoom, a new column count). A change is laid out in the
 * next frame: placing the cards resizes the list, and doing that inside the observer's own callback
 * would report a resize loop.
 */
export default defineBehaviour({
  root: hooks.list,
  mount(list) {
    applyMasonry(list);
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => applyMasonry(list));
    });
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
  },
});
