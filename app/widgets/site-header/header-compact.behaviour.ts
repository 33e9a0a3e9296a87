import { defineBehaviour } from "../behaviour";
import * as siteHeaderHooks from "./hooks";

/** The header turns compact past this scroll position (app.css, `animation-range`, says the same). */
const COMPACT_AFTER_PX = 50;

/**
 * For browsers without scroll-driven animations: sets the header's --header-compact from the
 * scroll position, which app.css otherwise sets by itself. Elsewhere this does nothing at all.
 */
export default defineBehaviour({
  root: siteHeaderHooks.header,
  mount(header) {
    if (CSS.supports("animation-timeline: scroll()")) return;
    let compact: boolean | null = null;
    const update = () => {
      const next = window.scrollY > COMPACT_AFTER_PX;
      if (next === compact) return;
      compact = next;
      header.style.setProperty("--header-compact", next ? "1" : "0");
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
  },
});
