import { describe, expect, it } from "vitest";
import skeletonImage from "./skeleton-image.behaviour";
import * as hooks from "./hooks";

function pictureWithPlaceholder({ loaded }: { loaded: boolean }) {
  document.body.innerHTML = `<figure><div ${hooks.placeholder.name}></div><img src="/a.avif" alt="" /></figure>`;
  const image = document.querySelector("img");
  const placeholder = document.querySelector<HTMLElement>(hooks.placeholder.selector);
  if (!image || !placeholder) throw new Error("incomplete markup");
  Object.defineProperty(image, "complete", { value: loaded });
  Object.defineProperty(image, "naturalWidth", { value: loaded ? 800 : 0 });
  skeletonImage.mount(placeholder);
  return image;
}

const placeholderShown = () => document.querySelector(hooks.placeholder.selector) !== null;

describe("an image's pulsing placeholder", () => {
  it("goes at once when the image had loaded before the script ran", () => {
    pictureWithPlaceholder({ loaded: true });
    expect(placeholderShown()).toBe(false);
  });

  it("stays while the image loads and goes when it has", () => {
    const image = pictureWithPlaceholder({ loaded: false });
    expect(placeholderShown()).toBe(true);
    image.dispatchEvent(new Event("load"));
    expect(placeholderShown()).toBe(false);
  });

  it("stays over an image that failed to load, which has nothing to show in its place", () => {
    const image = pictureWithPlaceholder({ loaded: false });
    image.dispatchEvent(new Event("error"));
    expect(placeholderShown()).toBe(true);
  });
});
