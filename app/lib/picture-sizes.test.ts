import { describe, expect, it } from "vitest";
import { columnSizes } from "./picture-sizes";

/** The width `sizes` gives at a viewport, as a browser evaluates the first matching condition. */
function widthAt(sizes: string, viewport: number) {
  for (const candidate of sizes.split(", ")) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(candidate);
    if (match && viewport < Number(match[1])) continue;
    const length = match ? (match[2] ?? "") : candidate;
    const fixed = /^(\d+)px$/.exec(length);
    if (fixed) return Number(fixed[1]);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(length);
    if (calc) return (viewport - Number(calc[1])) / Number(calc[2] ?? 1);
    throw new Error(`unread length ${length}`);
  }
  throw new Error("no size matched");
}

describe("columnSizes", () => {
  const cards = columnSizes([{ from: 768, count: 2, gap: 32 }]);

  it("is the column's width at a phone, a tablet and a laptop", () => {
    expect(widthAt(cards, 390)).toBe(350);
    expect(widthAt(cards, 700)).toBe(636);
    expect(widthAt(cards, 1000)).toBe((1000 - 64 - 32) / 2);
    expect(widthAt(cards, 1440)).toBe((1152 - 64 - 32) / 2);
  });

  it("follows each breakpoint of a three-column grid", () => {
    const strip = columnSizes([
      { from: 768, count: 2, gap: 24 },
      { from: 1024, count: 3, gap: 24 },
    ]);
    expect(widthAt(strip, 390)).toBe(350);
    expect(widthAt(strip, 800)).toBe((800 - 64 - 24) / 2);
    expect(widthAt(strip, 1100)).toBe((1100 - 64 - 48) / 3);
    expect(widthAt(strip, 1280)).toBe(Math.floor((1152 - 64 - 48) / 3));
  });

  it("is the container's width for a picture that spans it", () => {
    const wide = columnSizes([]);
    expect(widthAt(wide, 390)).toBe(350);
    expect(widthAt(wide, 1280)).toBe(1088);
  });
});
