import { describe, expect, it } from "vitest";
import { designTemplates } from "../../../tests/support/collections";
import { carouselBounds, stepWithin } from "~/lib/carousel";
import { arrowStep } from "./arrow-step";

describe("template stepping", () => {
  const count = designTemplates.length;

  it("walks the six templates one at a time with the arrow keys", () => {
    expect(count).toBe(6);
    expect(arrowStep("ArrowRight", 0, count)).toBe(1);
    expect(arrowStep("ArrowRight", 4, count)).toBe(5);
    expect(arrowStep("ArrowLeft", 5, count)).toBe(4);
    expect(arrowStep("ArrowLeft", 1, count)).toBe(0);
  });

  it("stops at the first and last template instead of wrapping", () => {
    expect(arrowStep("ArrowLeft", 0, count)).toBe(0);
    expect(arrowStep("ArrowRight", count - 1, count)).toBe(count - 1);
  });

  it("disables previous on the first template and next on the last, like the buttons", () => {
    expect(carouselBounds(0, count)).toEqual({ canPrevious: false, canNext: true });
    expect(carouselBounds(count - 1, count)).toEqual({ canPrevious: true, canNext: false });
    expect(stepWithin(count - 1, 1, count)).toBe(count - 1);
  });

  it("ignores every other key", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Enter", " ", "Escape", "Tab", "a"]) {
      expect(arrowStep(key, 2, count)).toBeNull();
    }
  });
});

describe("carousel index bounds (enlarged case-study image)", () => {
  it("never leaves the image list, however often an arrow is pressed", () => {
    const images = 3;
    let index = 0;
    const seen: number[] = [];
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft"]) {
      index = arrowStep(key, index, images) ?? index;
      seen.push(index);
    }
    expect(seen).toEqual([1, 2, 2, 2, 1]);
    for (let i = 0; i < 5; i++) index = arrowStep("ArrowLeft", index, images) ?? index;
    expect(index).toBe(0);
  });

  it("stays on the only image of a single-image gallery", () => {
    expect(arrowStep("ArrowRight", 0, 1)).toBe(0);
    expect(arrowStep("ArrowLeft", 0, 1)).toBe(0);
    expect(carouselBounds(0, 1)).toEqual({ canPrevious: false, canNext: false });
  });
});
