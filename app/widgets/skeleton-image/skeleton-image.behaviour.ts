import { defineBehaviour } from "../behaviour";
import * as skeletonImageHooks from "./hooks";

/** One observer for every placeholder on the page. */
let observer: IntersectionObserver | undefined;
function watchInView() {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries)
      skeletonImageHooks.placeholder.write(entry.target, entry.isIntersecting ? "in-view" : "");
  });
  return observer;
}

/**
 * Takes an image's placeholder away once the image has loaded, and lets it pulse only while it is
 * on screen. A pulse asks for a new frame all the time: the placeholders of lazy pictures further
 * down the page kept the main thread drawing frames while the visitor did nothing, and a tap
 * waited for the frame in progress. Over an image that failed to load the placeholder stays, still.
 */
export default defineBehaviour({
  root: skeletonImageHooks.placeholder,
  mount(placeholder) {
    const image = placeholder.parentElement?.querySelector("img");
    if (!image) return;
    if (image.complete && image.naturalWidth > 0) {
      placeholder.remove();
      return;
    }
    watchInView().observe(placeholder);
    const settle = () => watchInView().unobserve(placeholder);
    image.addEventListener(
      "load",
      () => {
        settle();
        placeholder.remove();
      },
      { once: true },
    );
    image.addEventListener(
      "error",
      () => {
        settle();
        skeletonImageHooks.placeholder.write(placeholder, "");
      },
      { once: true },
    );
  },
});
