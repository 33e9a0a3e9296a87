import type { Locator, Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { dialogLayoutProblems, enlargeText, textLayoutProblems } from "./support/audit";
import { awaitCookieQuestion } from "./support/cookie-question";
import { expect, finishAnimations, test } from "./support/fixtures";
import { caseStudy, openOverlay } from "./support/references";

/**
 * Text at 200 % on a 320 px and a 390 px screen, inside every dialog the
 * site opens. Chromium's own text-size setting doubles the root font size (enlargeText), as a
 * reader's browser setting does; the screen keeps its CSS pixel width. In each dialog nothing may
 * scroll sideways, no control may leave the screen or overlap another, no text may be cut off or
 * overlap, no picture may collapse, and no word may break into lines of one or two letters.
 */

const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

async function expectDialogFits(page: Page, scope: string) {
  await finishAnimations(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
  expect([...(await dialogLayoutProblems(page, scope)), ...(await textLayoutProblems(page, scope))]).toEqual(
    [],
  );
}

/** A selector for one open dialog, where several are open (a case study over its overlay). */
const only = async (dialog: Locator) => `#${await dialog.getAttribute("id")}`;

// The auditor's set-up is a desktop browser window at these widths with its text setting at 200 %.
// The emulated phone (the mobile project) runs it too: it has no scrollbar, so its dialogs are
// 15 px wider than the desktop window's and a word must then fit a wider line.
for (const screen of screens) {
  test.describe(`${screen.width} px with text at 200 %`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      await enlargeText(page);
    });

    test.describe("the cookie question", () => {
      test.use({ storedConsent: null });

      test("S1: both views fit", async ({ page }) => {
        const question = await awaitCookieQuestion(page, paths.about);
        await expectDialogFits(page, "[data-testid=cookie-dialog]");
        await question.getByRole("button", { name: "Hantera inställningar" }).click();
        await expect(page.getByRole("dialog", { name: "Cookieinställningar" })).toBeVisible();
        await expectDialogFits(page, "dialog[open]");
      });
    });

    test.describe("on /references", () => {
      test.use({
        storedConsent: {
          cookieConsentGiven: "true",
          cookieSettings: '{"necessary":true,"analytics":false,"marketing":false}',
        },
      });

      test("the project overlay, the case study and S2: the enlarged image fit", async ({ page }) => {
        await page.goto(paths.references);
        await page.evaluate(() => document.fonts.ready);
        const overlay = await openOverlay(page, "Kvastapinglans Kennel");
        await expectDialogFits(page, await only(overlay));
        await overlay.getByRole("button", { name: "Caset i korthet" }).click();
        const modal = caseStudy(page, "Kvastapinglans Kennel");
        // The case study's code loads on first use.
        await expect(modal).toBeVisible({ timeout: 15_000 });
        await expectDialogFits(page, await only(modal));
        await modal.getByRole("button", { name: /^Förstora bild 1 av 3/ }).click();
        const enlarged = page.getByRole("dialog", { name: "Förstorad bild 1 av 3" });
        await expect(enlarged).toBeVisible();
        await enlarged.locator("img").evaluate((image: HTMLImageElement) => image.decode());
        await expectDialogFits(page, await only(enlarged));
      });

      test("M1: a template dialog fits", async ({ page }) => {
        await page.goto(paths.references);
        await page.evaluate(() => document.fonts.ready);
        await page.getByTestId("template-grid").getByRole("button").first().click();
        await expect(page.locator("dialog[open]")).toBeVisible();
        // The dialog's picture is fetched when it opens; measured once it is there.
        await page.locator("dialog[open] img").evaluate((image: HTMLImageElement) => image.decode());
        await expectDialogFits(page, "dialog[open]");
      });
    });

    test("the mobile menu fits", async ({ page }) => {
      await page.goto(paths.services);
      await page.getByRole("button", { name: "Öppna menyn" }).click();
      await expect(page.getByRole("dialog", { name: /meny/ })).toBeVisible();
      await expectDialogFits(page, "dialog[open]");
    });
  });
}
