import { defineBehaviour } from "../behaviour";
import * as currentYearHooks from "./hooks";

/** Puts the visitor's year in, so a page built in December still reads right in January. */
export default defineBehaviour({
  root: currentYearHooks.year,
  mount(element) {
    const year = String(new Date().getFullYear());
    if (element.textContent !== year) element.textContent = year;
  },
});
