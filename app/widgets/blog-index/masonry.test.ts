import { describe, expect, it } from "vitest";
import { placeInLanes } from "./masonry";

describe("placeInLanes", () => {
  it("fills the top row from left to right before anything goes below", () => {
    expect(placeInLanes([300, 500, 400], 3, 24)).toEqual([
      { lane: 0, top: 0 },
      { lane: 1, top: 0 },
      { lane: 2, top: 0 },
    ]);
  });

  it("puts each later item under the shortest lane, the leftmost of equals", () => {
    const placed = placeInLanes([300, 500, 400, 100, 100, 100, 100], 3, 24);
    expect(placed.slice(3)).toEqual([
      { lane: 0, top: 324 },
      { lane: 2, top: 424 },
      { lane: 0, top: 448 },
      { lane: 1, top: 524 },
    ]);
  });

  it("stacks everything in one lane with the gap between items", () => {
    expect(placeInLanes([10, 20, 30], 1, 5).map((placement) => placement.top)).toEqual([0, 15, 40]);
  });

  it("treats no lanes as one, so a list that is not laid out yet still gets a placement", () => {
    expect(placeInLanes([10, 20], 0, 0)).toEqual([
      { lane: 0, top: 0 },
      { lane: 0, top: 10 },
    ]);
  });
});
