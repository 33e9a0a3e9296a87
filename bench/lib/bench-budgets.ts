/** What bench/budgets.json sets, after the throttling mode's own figures are merged in. */
export type Budgets = {
  scores: Record<string, number>;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  firstContentfulPaintOverFloor: number;
  largestContentfulPaintAfterFcpMs: number;
  totalTransferKB?: number;
};

/** The figures of one Lighthouse run a budget looks at; scores by category id, 0–100. */
export type RunFigures = { fcp: number; lcp: number; tbt: number; cls: number; totalKB: number } & Record<
  string,
  number
>;

/**
 * The budgets one run is judged by, each a name and whether the run met it. First paint is
 * judged against the floor's median FCP of the same protocol and visit in the same bench run
 * (decision 0032): a figure measured alone says more about the machine than about the page.
 */
export function budgetChecks(run: RunFigures, floorFcp: number, budgets: Budgets): [string, boolean][] {
  const scoresMet = Object.entries(budgets.scores).every(
    ([category, minimum]) => (run[category] ?? 0) >= minimum,
  );
  const checks: [string, boolean][] = [
    ["scores", scoresMet],
    ["TBT", run.tbt <= budgets.totalBlockingTimeMs],
    ["CLS", run.cls <= budgets.cumulativeLayoutShift],
    ["FCP ÷ floor", run.fcp / floorFcp <= budgets.firstContentfulPaintOverFloor],
    ["LCP − FCP", run.lcp - run.fcp <= budgets.largestContentfulPaintAfterFcpMs],
  ];
  if (budgets.totalTransferKB !== undefined)
    checks.push(["total KB", run.totalKB <= budgets.totalTransferKB]);
  return checks;
}

/** The middle run of a set (the upper one of an even count), leaving out runs that gave no figure. */
export function median(numbers: number[]) {
  const sorted = numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
