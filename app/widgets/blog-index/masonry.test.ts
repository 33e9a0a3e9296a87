import { describe, expect, it } from "vitest";
import { leadSpan, placeInLanes, ROW_SNAP } from "./masonry";

const lanesAndTops = (placed: ReturnType<typeof placeInLanes>) => placed.map(({ lane, top }) => [lane, top]);

describe("leadSpan", () => {
  it("widens the first card just enough that the last row is full", () => {
    expect(leadSpan(16, 3)).toBe(3);
    expect(leadSpan(17, 3)).toBe(2);
    expect(leadSpan(18, 3)).toBe(1);
    expect(leadSpan(16, 2)).toBe(1);
    expect(leadSpan(3, 2)).toBe(2);
  });

  it("never widens a card in one lane", () => {
    expect(leadSpan(5, 1)).toBe(1);
    expect(leadSpan(5, 0)).toBe(1);
  });
});

describe("placeInLanes", () => {
  it("fills the top row from left to right before anything goes below", () => {
    expect(placeInLanes([300, 500, 400], 3, 24)).toEqual([
      { lane: 0, span: 1, top: 0 },
      { lane: 1, span: 1, top: 0 },
      { lane: 2, span: 1, top: 0 },
    ]);
  });

  it("puts each later item under the shortest lane, the leftmost of equals", () => {
    const placed = placeInLanes([300, 500, 400, 100, 100, 100], 3, 24);
    expect(lanesAndTops(placed.slice(3))).toEqual([
      [0, 324],
      [2, 424],
      [0, 448],
    ]);
  });

  it("squares off lanes that end almost level, so the next row has one top and reads left to right", () => {
    // The middle card is 32 px taller: the next three start together under the lowest, 0 → 1 → 2.
    const placed = placeInLanes([400, 432, 400, 400, 400, 400], 3, 24);
    expect(lanesAndTops(placed.slice(3))).toEqual([
      [0, 456],
      [1, 456],
      [2, 456],
    ]);
  });

  it("keeps a masonry where lanes differ by more than the snap", () => {
    const placed = placeInLanes([400, 400 + ROW_SNAP + 1, 400, 400, 400, 400], 3, 24);
    expect(lanesAndTops(placed.slice(3))).toEqual([
      [0, 424],
      [2, 424],
      [1, 489],
    ]);
  });

  it("lets the first card span the lanes that would otherwise leave the last one alone", () => {
    const placed = placeInLanes([400, 400, 400, 400, 400], 3, 24);
    expect(placed[0]).toEqual({ lane: 0, span: 2, top: 0 });
    expect(lanesAndTops(placed.slice(1))).toEqual([
      [2, 0],
      [0, 424],
      [1, 424],
      [2, 424],
    ]);
  });

  it("stacks everything in one lane with the gap between items", () => {
    expect(placeInLanes([10, 20, 30], 1, 5).map((placement) => placement.top)).toEqual([0, 15, 40]);
  });

  it("treats no lanes as one, so a list that is not laid out yet still gets a placement", () => {
    expect(placeInLanes([10, 20], 0, 0)).toEqual([
      { lane: 0, span: 1, top: 0 },
      { lane: 0, span: 1, top: 10 },
    ]);
  });
});
