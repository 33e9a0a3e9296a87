import { everyKindOfPage } from "../../bench/lib/sample-pages";
import type { Page } from "@playwright/test";
import {
  enlargeText,
  focusProblems,
  focusStop,
  horizontalOverflow,
  smallTargets,
  TEXT_SPACING_CSS,
  textLayoutProblems,
} from "./support/audit";
import { fillValid, jsonAnswer, stubFormService } from "./support/contact-form";
import { expect, finishAnimations, NOT_FOUND_PAGE_LOGS, pauseClockNow, test } from "./support/fixtures";

/**
 * The by-hand WCAG 2.2 AA audit, automated: what axe cannot judge (reflow, enlarged text, text
 * spacing, where focus goes and whether it can be seen, target sizes). One page per check, the
 * routes in a loop, findings collected per route so a failure lists everything at once.
 */

test.use({
  expectedConsoleErrors: new RegExp(
    `${NOT_FOUND_PAGE_LOGS.source}|status of 500|Kontaktformuläret kunde inte skickas`,
  ),
});
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

type Findings = Record<string, string[]>;

/**
 * Opens a route ready for measuring: web fonts in, every section shown. With reduced motion
 * (above) no card waits to be scrolled to; the hero's entrance is brought to its end. A scroll
 * through every page, half a screen at a time, found nothing more hidden on any route and cost
 * the enlarged-text check 70 of its 100 seconds.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await finishAnimations(page);
  // The checks pass over what cannot be seen: a section still waiting for its entrance would be
  // passed over in silence, so none may be.
  const waiting = await page.evaluate(
    () =>
      [...document.querySelectorAll("main *")].filter(
        (element) =>
          element.checkVisibility() &&
          !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      ).length,
  );
  expect(waiting, `${path}: elements laid out but not shown`).toBe(0);
}

function record(findings: Findings, where: string, problems: string[]) {
  if (problems.length > 0) findings[where] = [...new Set(problems)];
}

test(
  "reflow at 320 px: no page scrolls sideways, nor does an open menu",
  { tag: "@desktop-only" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const findings: Findings = {};
    for (const path of everyKindOfPage) {
      await open(page, path);
      record(findings, path, [...(await horizontalOverflow(page)), ...(await textLayoutProblems(page))]);
    }
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await finishAnimations(page);
    record(findings, "mobile menu", await horizontalOverflow(page));
    expect(findings).toEqual({});
  },
);

test("text at 200 % and with WCAG text spacing: nothing scrolls sideways, is cut off or overlaps", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const findings: Findings = {};
  for (const path of everyKindOfPage) {
    await open(page, path);
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    await finishAnimations(page);
    record(findings, `${path} with text spacing`, [
      ...(await horizontalOverflow(page)),
      ...(await textLayoutProblems(page)),
    ]);
  }
  // Set before the pages load: with phone emulation Chromium applies it only to a new document.
  await enlargeText(page);
  for (const path of everyKindOfPage) {
    await open(page, path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
    record(findings, `${path} at 200 %`, [
      ...(await horizontalOverflow(page)),
      ...(await textLayoutProblems(page)),
    ]);
  }
  expect(findings).toEqual({});
});

/**
 * Tabs through the whole page, checking every stop; a few stops in, it goes back four with
 * Shift+Tab (checked too) and on again. Past the last control Chromium moves focus to its own UI,
 * from where Shift+Tab does not come back into the page as a real window's would.
 */
async function walk(page: Page, findings: Findings, where: string, { maxStops = 120, until = "" } = {}) {
  const problems: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const { id, problems: here } = await focusStop(page);
    // Past the last control the page reports <body>: that is the end.
    if (id === null && stop > 0) break;
    if (
      until &&
      (await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, until))
    )
      break;
    if (id !== null && id === first) break;
    first ??= id;
    problems.push(...here);
    if (stop === 8) {
      for (const key of ["Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab"]) {
        await page.keyboard.press(key);
        problems.push(...(await focusProblems(page)));
      }
    }
  }
  record(findings, where, problems);
}

// A test per page: a Tab walk checks every stop, so one page can take a minute on a busy machine.
for (const path of everyKindOfPage) {
  test(`${path}: controls of at least 24 × 24 px, and a Tab walk where focus stays visible, uncovered and outlined at 3:1`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const findings: Findings = {};
    await open(page, path);
    record(findings, `${path} targets`, await smallTargets(page));
    await walk(page, findings, `${path} focus`);
    expect(findings).toEqual({});
  });
}

test.describe("in dialogs", () => {
  test.use({ storedConsent: null });

  test("the cookie question, its settings and the toast after a choice: targets, focus and layout", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const findings: Findings = {};
    await page.goto("/contact");
    const question = page.getByRole("region", { name: "Får vi använda cookies?" });
    await expect(question).toBeVisible({ timeout: 10_000 });
    await finishAnimations(page);
    record(findings, "cookie question", await smallTargets(page, "[data-testid=cookie-dialog]"));
    await question.getByRole("button", { name: "Hantera inställningar" }).click();
    const settings = page.getByRole("dialog", { name: "Cookieinställningar" });
    await expect(settings).toBeVisible();
    await finishAnimations(page);
    record(findings, "cookie settings", [
      ...(await smallTargets(page, "dialog[open]")),
      ...(await textLayoutProblems(page, "dialog[open]")),
    ]);
    await settings.getByRole("button", { name: "Spara inställningar" }).click();
    const toast = page.locator("#toasts > li");
    await expect(toast).toBeVisible();
    // Freeze the toast's 4 s so the walk below meets it at every step, however slow the machine.
    await pauseClockNow(page);
    await finishAnimations(page);
    record(findings, "toast", await smallTargets(page, "#toasts"));
    // Focus returned from the dialog; every control after it must stay clear of the toast.
    // Up to the toast's own close button, which comes last (its size is checked above).
    await walk(page, findings, "tabbing with a toast shown", { until: "#toasts" });
    const toastIsTabStop = await page.evaluate(() =>
      [...document.querySelectorAll("#toasts > li")].some(
        (element) => (element as HTMLElement).tabIndex >= 0,
      ),
    );
    if (toastIsTabStop) record(findings, "toast", ["the toast itself is a tab stop"]);
    expect(findings).toEqual({});
  });
});

test("references dialogs: targets at least 24 × 24 px and text that fits", async ({ page }) => {
  test.setTimeout(60_000);
  const findings: Findings = {};
  await open(page, "/references");
  await page
    .getByTestId("project-grid")
    .getByRole("button", { name: "Kvastapinglans Kennel", exact: true })
    .click();
  const overlay = page.getByRole("dialog", { name: "Kvastapinglans Kennel", exact: true });
  await expect(overlay).toBeVisible();
  await finishAnimations(page);
  record(findings, "showcase", await smallTargets(page, "dialog[open]"));
  await overlay.getByRole("button", { name: "Caset i korthet" }).click();
  const modal = page.getByRole("dialog", { name: "Case study: Kvastapinglans Kennel" });
  // The case study's code loads on first use.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await finishAnimations(page);
  record(findings, "case study", await smallTargets(page, "dialog[open]"));
  await modal.getByRole("button", { name: /^Förstora bild 1 av/ }).click();
  await expect(page.getByRole("dialog", { name: /^Förstorad bild 1 av/ })).toBeVisible();
  await finishAnimations(page);
  record(findings, "enlarged image", await smallTargets(page, "[data-testid=enlarged-image]"));
  // Escape closes the enlarged image, the case study, then the showcase (the ones below are aria-hidden).
  for (let open = 3; open > 0; open--) {
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(open - 1);
  }
  await page.getByTestId("template-grid").getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await finishAnimations(page);
  record(findings, "template", await smallTargets(page, "dialog[open]"));
  expect(findings).toEqual({});
});

test("the mobile menu: targets and focus", { tag: "@mobile-only" }, async ({ page }) => {
  const findings: Findings = {};
  await open(page, "/");
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await finishAnimations(page);
  record(findings, "menu", await smallTargets(page, "dialog[open]"));
  for (let stop = 0; stop < 8; stop++) {
    await page.keyboard.press("Tab");
    record(findings, `menu stop ${stop}`, await focusProblems(page));
  }
  expect(findings).toEqual({});
});

test.describe("focus after an activation", () => {
  test(
    "the carousel's 'Nästa steg' at the last step hands focus to 'Föregående steg'",
    { tag: "@mobile-only" },
    async ({ page }) => {
      await open(page, "/tjanster");
      const next = page.getByRole("button", { name: "Nästa steg" });
      await next.scrollIntoViewIfNeeded();
      // The buttons are in the prerendered HTML; they work once the section's code runs.
      await expect(page.locator("[aria-roledescription=karusell]")).toBeVisible();
      await expect(page.getByText("Steg 1 av 5", { exact: true })).toBeVisible();
      await next.focus();
      for (let step = 2; step <= 5; step++) {
        await page.keyboard.press("Enter");
        await expect(page.getByText(`Steg ${step} av 5`, { exact: true })).toBeVisible();
      }
      expect(await focusProblems(page)).toEqual([]);
      await expect(page.getByRole("button", { name: "Föregående steg" })).toBeFocused();
      // The arrow keys work wherever focus is inside the carousel, on its buttons too.
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByText("Steg 4 av 5", { exact: true })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText("Steg 5 av 5", { exact: true })).toBeVisible();
    },
  );

  test(
    "at 1280 px the timeline is no carousel and no tab stop",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await open(page, "/tjanster");
      const list = page.getByRole("list").filter({ hasText: "Empathize" });
      // With its heading in view the section's code runs; before that its list is a plain scroller.
      await page.locator("#design-thinking-title").scrollIntoViewIfNeeded();
      await expect(list).toBeVisible();
      await expect(page.locator("[aria-roledescription=karusell]")).toHaveCount(0);
      await expect(page.locator("[aria-roledescription=steg]")).toHaveCount(0);
      await expect(page.locator("section[aria-labelledby=design-thinking-title] [tabindex='0']")).toHaveCount(
        0,
      );
    },
  );

  test("submitting the contact form from the keyboard keeps focus on the form while the service hangs", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await stubFormService(page, async (route) => {
      await answered;
      await jsonAnswer(500, {})(route);
    });
    await open(page, "/contact");
    const { scope, submit } = await fillValid(page);
    await submit.focus();
    await page.keyboard.press("Enter");
    const sending = scope.getByRole("button", { name: "Skickar..." });
    await expect(sending).toBeVisible();
    expect(await focusProblems(page)).toEqual([]);
    // Pressing Enter again while sending must not send twice, and the next Tab goes on from the form.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focusProblems(page)).toEqual([]);
    const followsForm = await page.evaluate(() => {
      const form = document.querySelector("#contact-form form");
      const focused = document.activeElement;
      return Boolean(
        form && focused && form.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(followsForm, "the Tab after the submit button goes on after the form").toBe(true);
    release();
    await expect(scope.getByRole("button", { name: "Skicka meddelande" })).toBeVisible();
    await expect(page.locator("#toasts > li")).toContainText("Ett fel uppstod");
  });
});
