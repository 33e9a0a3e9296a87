import { defineBehaviour } from "../behaviour";
import * as skeletonImageHooks from "./hooks";

/** Takes an image's pulsing placeholder away once the image has loaded, so the pulse stops. */
export default defineBehaviour({
  root: skeletonImageHooks.placeholder,
  mount(placeholder) {
    const image = placeholder.parentElement?.querySelector("img");
    if (!image) return;
    if (image.complete && image.naturalWidth > 0) placeholder.remove();
    else image.addEventListener("load", () => placeholder.remove(), { once: true });
  },
});
