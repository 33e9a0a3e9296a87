import type { Page } from "@playwright/test";
import { chromiumPath, testChromiumFlags } from "../../bench/lib/chromium";
import { focusProblems, ringContrastOnPicture } from "./support/audit";
import { expect, finishAnimations, test } from "./support/fixtures";
import { visitCaseStudy } from "./support/references";

/**
 * The hand audit's findings on the case study's film (S2, M1), kept apart for one reason: they run
 * in the full browser. A Tab into the film's cross-origin frame hung the headless shell's page for
 * good in 1 run of 20 (the full browser: none of 20), and a hung test proves nothing either way.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: testChromiumFlags } });

/** A stand-in player in white and black stripes, so a ring is tried against both ends of a film's colours. */
async function stubPlayer(page: Page) {
  await page.route("https://player.vimeo.com/video/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><body style="margin:0;height:100vh;background:repeating-linear-gradient(90deg,#fff 0 24px,#000 24px 48px)"><script>
        parent.postMessage(JSON.stringify({ event: "ready", player_id: "" }), "*");
      </script></body>`,
    }),
  );
}

test.describe("the case study's film", () => {
  test("S2: Tab and Shift+Tab stay on the dialog's visible controls while the film plays", async ({
    page,
  }) => {
    await stubPlayer(page);
    const modal = await visitCaseStudy(page, "Jalopy");
    await expect(modal.locator("[data-video-status]")).toHaveAttribute("data-video-status", "playing");
    const pause = modal.getByRole("button", { name: "Pausa filmen" });
    await pause.focus();
    const where = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return "<body>";
        if (focused.tagName === "IFRAME") return "the film's frame";
        return focused.closest("dialog[open]") ? "in the dialog" : `outside: ${focused.tagName}`;
      });
    await page.keyboard.press("Shift+Tab");
    expect(await where()).toBe("in the dialog");
    expect(await focusProblems(page)).toEqual([]);
    await pause.focus();
    const stops: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press("Tab");
      stops.push(await where());
      if (await pause.evaluate((element) => element === document.activeElement)) break;
    }
    expect(stops.filter((stop) => stop !== "in the dialog")).toEqual([]);
    await expect(pause).toBeFocused();
  });

  test(
    "M1: 'Pausa filmen' shows its focus at 3:1 over light and dark film",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await stubPlayer(page);
      const modal = await visitCaseStudy(page, "Jalopy");
      await expect(modal.locator("iframe")).toHaveCSS("opacity", "1");
      const pause = modal.getByRole("button", { name: "Pausa filmen" });
      // Reached by keyboard, as :focus-visible needs.
      await modal.getByRole("button", { name: "Stäng" }).first().focus();
      await page.keyboard.press("Shift+Tab");
      await expect(pause).toBeFocused();
      await finishAnimations(page);
      expect((await ringContrastOnPicture(page, pause)).ratio).toBeGreaterThanOrEqual(3);
    },
  );

  test(
    "M1: 'Stäng' shows its focus at 3:1 over Jalopy's black poster",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const modal = await visitCaseStudy(page, "Jalopy");
      const close = modal.getByRole("button", { name: "Stäng" }).first();
      await close.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await finishAnimations(page);
      expect((await ringContrastOnPicture(page, close)).ratio).toBeGreaterThanOrEqual(3);
    },
  );
});
