import AxeBuilder from "@axe-core/playwright";
import { everyKindOfPage } from "../../bench/lib/sample-pages";
import { expect, finishAnimations, test, NOT_FOUND_PAGE_LOGS } from "./support/fixtures";

const routes = everyKindOfPage;

test.describe("axe", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });

  for (const path of routes) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      // A stored choice keeps the consent dialog closed; it has its own axe checks.
      await page.addInitScript(() => {
        localStorage.setItem("cookieConsentGiven", "true");
        localStorage.setItem(
          "cookieSettings",
          JSON.stringify({ necessary: true, analytics: false, marketing: false }),
        );
      });
      await page.goto(path);
      // Let entrance animations finish so colours are measured at full opacity.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(600);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(({ id, nodes }) => ({
          id,
          targets: nodes.map((node) => node.target.join(" ")),
        })),
      ).toEqual([]);
      expect(await page.locator("h1").count()).toBe(1);
    });
  }
});

test("the mobile menu is accessible while open", { tag: "@mobile-only" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await finishAnimations(page);
  const results = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(results.violations).toEqual([]);
});
