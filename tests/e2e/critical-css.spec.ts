import { paths } from "../../app/lib/paths";
import { everyKindOfPage, unknownPage } from "../../scripts/lib/sample-pages";
import { expect, NOT_FOUND_PAGE_LOGS, test } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/**
 * Each page carries the rules of its own elements, and the whole stylesheet arrives off
 * the critical path (scripts/lib/critical-css.ts). Here the stylesheet is held back 2 s: the page
 * must paint without it, and nothing may move when it applies.
 */
const STYLESHEET = /\/assets\/[^/]+\.css$/;

test.describe("the first screen's styles", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });

  test("every page paints before its stylesheet arrives and moves nothing when it applies", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Every page a first visit: from the cache the stylesheet would be there before the first paint.
    const session = await page.context().newCDPSession(page);
    await session.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.route(STYLESHEET, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await recordLayoutShifts(page);
    for (const route of [...everyKindOfPage, paths.blog]) {
      await page.goto(route, { waitUntil: "commit" });
      // The whole stylesheet applied: loaded and no longer print-only.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.styleSheets].some(
                (sheet) => sheet.href?.includes("/assets/") && sheet.media.mediaText !== "print",
              ),
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      // Two frames for any layout the stylesheet causes to be measured.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { shift, moved } = await layoutShifts(page);
      const { firstPaint, sheetArrived } = await page.evaluate(() => {
        const sheet = performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".css"));
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          sheetArrived: (sheet as PerformanceResourceTiming | undefined)?.responseEnd ?? 0,
        };
      });
      expect(firstPaint, `${route}: the first paint waited for the stylesheet`).toBeLessThan(sheetArrived);
      expect(
        shift,
        `${route}: layout shift when the stylesheet applied (${moved.join(", ")})`,
      ).toBeLessThanOrEqual(0.01);
    }
    expect(everyKindOfPage).toContain(unknownPage);
  });
});
