import { defineBehaviour } from "../behaviour";
import * as enlargedImageHooks from "./hooks";

/**
 * An enlarged case-study image covers the screen; a click beside the image (anywhere but the image
 * and the buttons) leaves it, as Escape and its close button do.
 */
export default defineBehaviour({
  root: enlargedImageHooks.view,
  mount(dialog) {
    if (!(dialog instanceof HTMLDialogElement)) return;
    dialog.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("img, button")) return;
      dialog.close();
    });
  },
});
