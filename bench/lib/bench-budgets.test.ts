import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgetChecks, median, type Budgets } from "./bench-budgets";

const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as Budgets;
const FLOOR_FCP = 800;
const run = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcp: 1000,
  lcp: 1150,
  tbt: 10,
  cls: 0,
  totalKB: 120,
};
const missed = (figures: Partial<typeof run>) =>
  budgetChecks({ ...run, ...figures }, FLOOR_FCP, budgets)
    .filter(([, met]) => !met)
    .map(([name]) => name);

describe("budgetChecks", () => {
  it("judges first paint against the floor measured in the same run: at most 1.35 ×", () => {
    expect(missed({ fcp: 1080, lcp: 1080 })).toEqual([]);
    expect(missed({ fcp: 1081, lcp: 1081 })).toEqual(["FCP ÷ floor"]);
  });

  it("allows the largest paint 200 ms after the first", () => {
    expect(missed({ lcp: 1200 })).toEqual([]);
    expect(missed({ lcp: 1201 })).toEqual(["LCP − FCP"]);
  });

  it("keeps the absolute budgets: scores, TBT and CLS", () => {
    expect(missed({ performance: 99, tbt: 51, cls: 0.011 })).toEqual(["scores", "TBT", "CLS"]);
  });
});

describe("median", () => {
  it("takes the middle run, the upper one of an even count, and skips runs without a figure", () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([700, 800])).toBe(800);
    expect(median([NaN, 700, 900, 800])).toBe(800);
    expect(median([])).toBeNaN();
  });
});
