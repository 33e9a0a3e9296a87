import { describe, expect, it } from "vitest";
import { carouselBounds, nearestSlide, stepStatus, stepWithin } from "./carousel";

describe("carouselBounds", () => {
  it("disables previous on the first item and next on the last", () => {
    expect(carouselBounds(0, 5)).toEqual({ canPrevious: false, canNext: true });
    expect(carouselBounds(2, 5)).toEqual({ canPrevious: true, canNext: true });
    expect(carouselBounds(4, 5)).toEqual({ canPrevious: true, canNext: false });
  });

  it("disables both for a single item", () => {
    expect(carouselBounds(0, 1)).toEqual({ canPrevious: false, canNext: false });
  });
});

describe("stepWithin", () => {
  it("steps forward and back", () => {
    expect(stepWithin(1, 1, 5)).toBe(2);
    expect(stepWithin(3, -1, 5)).toBe(2);
  });

  it("never wraps around", () => {
    expect(stepWithin(4, 1, 5)).toBe(4);
    expect(stepWithin(0, -1, 5)).toBe(0);
    expect(stepWithin(2, 10, 5)).toBe(4);
  });

  it("stays at 0 for an empty list", () => {
    expect(stepWithin(0, 1, 0)).toBe(0);
  });
});

describe("stepStatus", () => {
  it("counts from one", () => {
    expect(stepStatus(0, 5)).toBe("Steg 1 av 5");
    expect(stepStatus(4, 5)).toBe("Steg 5 av 5");
  });
});

describe("nearestSlide", () => {
  const starts = [0, 300, 600, 900, 1200];

  it("finds the slide whose start is nearest", () => {
    expect(nearestSlide(0, starts, 1100)).toBe(0);
    expect(nearestSlide(290, starts, 1100)).toBe(1);
    expect(nearestSlide(460, starts, 1100)).toBe(2);
  });

  it("counts the last slide as reached at the end of the scroller, where it cannot start-align", () => {
    expect(nearestSlide(1100, starts, 1100)).toBe(4);
    expect(nearestSlide(899, starts, 1000)).toBe(3);
  });
});
