import { beforeEach, describe, expect, it, vi } from "vitest";
import gallery from "./case-study-gallery.behaviour";
import * as hooks from "./hooks";

function found<T>(element: T | null): T {
  if (!element) throw new Error("the gallery's markup is incomplete");
  return element;
}

/** Three images, 300 px apart in a row that shows one: stops at 0, 300 and 600 px. */
function mountGallery() {
  document.body.innerHTML = `<dialog open>
    <div ${hooks.gallery.name}>
      <button type="button" ${hooks.step.name}="-1">Föregående bilder</button>
      <button type="button" ${hooks.step.name}="1">Nästa bilder</button>
      <div ${hooks.track.name}>${`<figure ${hooks.slide.name}></figure>`.repeat(3)}</div>
    </div>
  </dialog>`;
  const root = found(document.querySelector<HTMLElement>(hooks.gallery.selector));
  const track = found(root.querySelector<HTMLElement>(hooks.track.selector));
  root.querySelectorAll<HTMLElement>(hooks.slide.selector).forEach((slide, index) => {
    Object.defineProperty(slide, "offsetLeft", { value: index * 300 });
  });
  Object.defineProperty(track, "scrollWidth", { value: 900 });
  Object.defineProperty(track, "clientWidth", { value: 300 });
  let scrollLeft = 0;
  Object.defineProperty(track, "scrollLeft", {
    get: () => scrollLeft,
    set: (value: number) => (scrollLeft = value),
  });
  // A glide that has not moved yet: the row stays where it is until the test moves it.
  const glides: number[] = [];
  track.scrollTo = ((options: ScrollToOptions) => glides.push(options.left ?? 0)) as typeof track.scrollTo;
  gallery.mount(root);
  const press = (key: string) =>
    found(document.querySelector("dialog")).dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true }),
    );
  const arrive = (left: number) => {
    scrollLeft = left;
    track.dispatchEvent(new Event("scrollend"));
  };
  return { track, glides, press, arrive };
}

describe("the case study's image row", () => {
  beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: false })));

  it("steps on from where a glide is going: three quick → go three images along, not one", () => {
    const { glides, press } = mountGallery();
    press("ArrowRight");
    press("ArrowRight");
    press("ArrowRight");
    expect(glides).toEqual([300, 600, 600]);
  });

  it("counts from where the row is once a glide has ended", () => {
    const { glides, press, arrive } = mountGallery();
    press("ArrowRight");
    arrive(300);
    press("ArrowLeft");
    expect(glides).toEqual([300, 0]);
  });

  it("lets a swipe take over: the next press counts from where the swipe left the row", () => {
    const { track, glides, press } = mountGallery();
    press("ArrowRight");
    press("ArrowRight");
    track.dispatchEvent(new Event("pointerdown"));
    track.scrollLeft = 0;
    press("ArrowRight");
    expect(glides).toEqual([300, 600, 300]);
  });
});
