/** Takes each image's pulsing placeholder (SkeletonImage) away once the image has loaded. */
export function dropLoadedSkeletons() {
  for (const skeleton of document.querySelectorAll<HTMLElement>("[data-skeleton]")) {
    const image = skeleton.parentElement?.querySelector("img");
    if (!image) continue;
    if (image.complete && image.naturalWidth > 0) skeleton.remove();
    else image.addEventListener("load", () => skeleton.remove(), { once: true });
  }
}
