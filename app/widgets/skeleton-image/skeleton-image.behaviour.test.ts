import { beforeAll, describe, expect, it, vi } from "vitest";
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

/** The browser's IntersectionObserver, reduced to what the test drives: which elements it watches. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.latest = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  scrolled(element: Element, isIntersecting: boolean) {
    if (this.watched.has(element)) this.report([{ target: element, isIntersecting }]);
  }
}

beforeAll(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

function theOne<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("missing");
  return value;
}

const placeholderState = () =>
  hooks.placeholder.read(theOne(document.querySelector(hooks.placeholder.selector)));

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

  it("pulses only while it is on screen, and stops for good over an image that failed", () => {
    const image = pictureWithPlaceholder({ loaded: false });
    const placeholder = theOne(document.querySelector(hooks.placeholder.selector));
    const observer = theOne(FakeIntersectionObserver.latest);
    expect(placeholderState()).toBe("");
    observer.scrolled(placeholder, true);
    expect(placeholderState()).toBe("in-view");
    observer.scrolled(placeholder, false);
    expect(placeholderState()).toBe("");
    observer.scrolled(placeholder, true);
    image.dispatchEvent(new Event("error"));
    expect(placeholderState()).toBe("");
    observer.scrolled(placeholder, true);
    expect(placeholderState()).toBe("");
  });
});
