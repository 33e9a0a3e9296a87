import { describe, expect, it } from "vitest";
import { snapPositions } from "./snap-positions";

describe("snapPositions", () => {
  it("is each slide's start, and the row's end for the last slide", () => {
    expect(snapPositions([0, 348, 695], 701)).toEqual([0, 348, 701]);
    expect(snapPositions([0, 438, 876], 1200)).toEqual([0, 438, 1200]);
  });

  it("stops once at the end for the slides that would start beyond it", () => {
    expect(snapPositions([0, 438, 876], 419)).toEqual([0, 419]);
    expect(snapPositions([0, 300, 600, 900], 650)).toEqual([0, 300, 600, 650]);
  });

  it("is one position for a row that does not scroll", () => {
    expect(snapPositions([0, 438], 0)).toEqual([0]);
    expect(snapPositions([0, 438], -3)).toEqual([0]);
    expect(snapPositions([], 0)).toEqual([0]);
  });
});
