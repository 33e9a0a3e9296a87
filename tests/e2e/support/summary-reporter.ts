import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints one closing line in the plain "N passed, N failed" form that CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return;
    const outcome = test.outcome();
    if (outcome === "skipped") this.skipped++;
    else if (outcome === "unexpected") this.failed++;
    else if (result.status === "passed" || outcome === "flaky") this.passed++;
  }

  onEnd(result: FullResult) {
    if (result.status === "interrupted") this.failed = Math.max(this.failed, 1);
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
