import type { Locator, Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { enlargeText, focusProblems, horizontalOverflow, textLayoutProblems } from "./support/audit";
import { fillValid, jsonAnswer, stubFormService } from "./support/contact-form";
import { awaitCookieQuestion } from "./support/cookie-question";
import { expect, finishAnimations, pausedClock, test } from "./support/fixtures";

/**
 * The widgets a hand audit found wanting: the menu, the dialogs, the
 * cookie question, toasts, forced colours and enlarged text on a narrow screen. Each check is
 * named after its finding.
 */

/** Every heading in Chromium's own accessibility tree, by name, as a screen reader gets them. */
async function headingsInAccessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === "heading")
    .map((node) =>
      String(node.name?.value ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase(),
    );
}

test.describe("S3: every heading is in the accessibility tree as the page loads", () => {
  for (const path of [paths.home, paths.services, paths.references]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const inPage = await page.evaluate(() =>
        [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
          .filter((heading) => !heading.closest("dialog:not([open]), template") && heading.checkVisibility())
          // Chromium names a heading by its text as drawn, capitals from text-transform included.
          .map((heading) => (heading.textContent ?? "").replace(/\s+/g, " ").trim().toLowerCase()),
      );
      expect(inPage.length).toBeGreaterThan(5);
      const inTree = await headingsInAccessibilityTree(page);
      expect(inPage.filter((name) => !inTree.includes(name))).toEqual([]);
    });
  }
});

test(
  "S1: the menu on /tjanster (cream under a dark header) shows focus at 3:1 on every item",
  { tag: "@mobile-only" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.services);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await expect(page.getByRole("dialog", { name: /meny/ })).toBeVisible();
    await finishAnimations(page);
    const problems: string[] = [];
    for (let stop = 0; stop < 9; stop++) {
      await page.keyboard.press("Tab");
      problems.push(...(await focusProblems(page)));
    }
    expect(problems).toEqual([]);
  },
);

test("M5: the English words are marked as English @desktop-only", async ({ page }) => {
  await page.goto(paths.services);
  for (const word of ["Empathize", "Define", "Ideate"]) {
    const language = await page
      .getByRole("heading", { name: word, exact: true })
      .evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));
    expect(language, word).toBe("en");
  }
  await page.goto(paths.references);
  const prefixes = await page
    .locator("[data-testid=case-study] h2 .sr-only")
    .evaluateAll((spans) => spans.map((span) => span.closest("[lang]")?.getAttribute("lang")));
  expect(prefixes.length).toBeGreaterThan(0);
  expect(new Set(prefixes)).toEqual(new Set(["en"]));
});

/** A solid, visible border all round: in forced colours, fills and shadows that drew the edge are gone. */
async function expectForcedEdge(element: Locator) {
  const edges = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return ["top", "right", "bottom", "left"].map((side) => ({
      style: style.getPropertyValue(`border-${side}-style`),
      width: Number.parseFloat(style.getPropertyValue(`border-${side}-width`)),
      colour: style.getPropertyValue(`border-${side}-color`),
    }));
  });
  for (const edge of edges) {
    expect(edge.style).toBe("solid");
    expect(edge.width).toBeGreaterThanOrEqual(1);
    expect(edge.colour).not.toMatch(/rgba\(.*, 0\)$/);
  }
}

test.describe("forced colours", () => {
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" }));

  test("S4: a blog card shows focus", async ({ page }) => {
    await page.goto(paths.blog);
    const firstCard = page.locator("main article a").first();
    await firstCard.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(firstCard).toBeFocused();
    expect(await focusProblems(page)).toEqual([]);
  });

  test("M7: the blog filter's pressed button and a filled button's edge can be seen", async ({ page }) => {
    await page.goto(paths.blog);
    const all = page.getByRole("button", { name: "Alla artiklar", exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const pressed = await all.screenshot({ animations: "disabled" });
    await page.locator("[data-category-option][aria-pressed=false]").first().click();
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await page.mouse.move(0, 0);
    const unpressed = await all.screenshot({ animations: "disabled" });
    expect(await differingShare(pressed, unpressed)).toBeGreaterThan(0.05);
    // A filled button (no border of its own) keeps an edge where its fill is forced away.
    await expectForcedEdge(page.locator(`main a[href='${paths.contact}']`).last());
  });

  test("O4: a dialog over the page keeps an edge of its own where its shadow is forced away", async ({
    page,
  }) => {
    await page.goto(paths.references);
    await page.getByTestId("template-grid").getByRole("button").first().click();
    await expectForcedEdge(page.getByRole("dialog"));
  });

  test("S3: the contact form's consent checkbox looks different checked and unchecked", async ({ page }) => {
    await page.goto(paths.contact);
    const checkbox = page.locator("#contact-form").getByRole("checkbox");
    const drawn = checkbox.locator("xpath=..");
    await drawn.scrollIntoViewIfNeeded();
    const unchecked = await drawn.screenshot({ animations: "disabled" });
    await checkbox.check();
    await page.mouse.move(0, 0);
    await checkbox.blur();
    const checked = await drawn.screenshot({ animations: "disabled" });
    expect(await differingShare(unchecked, checked)).toBeGreaterThan(0.04);
  });

  for (const width of [1280, 390]) {
    test(`M4: the current page is marked by more than colour at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(paths.references);
      if (width < 768) {
        await page.getByRole("button", { name: "Öppna menyn" }).click();
        await expect(page.getByRole("dialog", { name: /meny/ })).toBeVisible();
      }
      // Only the navigation shown: the header's from 768 px, the open menu's below.
      const nav = page.getByRole(width < 768 ? "dialog" : "banner").getByRole("navigation");
      const marks = await nav.locator("a").evaluateAll((links) =>
        links.map((link) => ({
          current: link.getAttribute("aria-current") === "page",
          underline: getComputedStyle(link).textDecorationLine.includes("underline"),
        })),
      );
      expect(marks.filter((mark) => mark.current)).toEqual([{ current: true, underline: true }]);
      expect(marks.filter((mark) => !mark.current && mark.underline)).toEqual([]);
    });
  }

  test.describe("the cookie settings", () => {
    test.use({ storedConsent: null });

    test("S3: 'Nödvändiga' looks different checked and unchecked", async ({ page }) => {
      const question = await awaitCookieQuestion(page, paths.about);
      await question.getByRole("button", { name: "Hantera inställningar" }).click();
      const necessary = question.getByRole("checkbox", { name: "Nödvändiga", exact: true });
      await expect(necessary).toBeChecked();
      await finishAnimations(page);
      await necessary.blur();
      const drawn = necessary.locator("xpath=..");
      const checked = await drawn.screenshot({ animations: "disabled" });
      // The state it never leaves by a click, set directly to see how unchecked would look.
      await necessary.evaluate((input: HTMLInputElement) => (input.checked = false));
      const unchecked = await drawn.screenshot({ animations: "disabled" });
      expect(await differingShare(checked, unchecked)).toBeGreaterThan(0.04);
    });

    test("O4: the settings dialog keeps an edge of its own", async ({ page }) => {
      const question = await awaitCookieQuestion(page, paths.about);
      await question.getByRole("button", { name: "Hantera inställningar" }).click();
      await expectForcedEdge(page.getByRole("dialog", { name: "Cookieinställningar" }));
    });

    test("S5: a switch looks different on and off", async ({ page }) => {
      const dialog = await awaitCookieQuestion(page, paths.about);
      await dialog.getByRole("button", { name: "Hantera inställningar" }).click();
      const analytics = dialog.getByRole("switch", { name: "Statistik" });
      await finishAnimations(page);
      const off = await analytics.screenshot({ animations: "disabled" });
      await analytics.click();
      await expect(analytics).toBeChecked();
      await finishAnimations(page);
      await page.mouse.move(0, 0);
      const on = await analytics.screenshot({ animations: "disabled" });
      expect(await differingShare(off, on)).toBeGreaterThan(0.04);
    });
  });
});

/** The share of pixels that differ at 3:1 or more between two screenshots of the same size. */
async function differingShare(first: Buffer, second: Buffer) {
  const { default: sharp } = await import("sharp");
  const decode = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(first), decode(second)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return 1;
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (data: Buffer, index: number) =>
    0.2126 * channel(data[index] ?? 0) +
    0.7152 * channel(data[index + 1] ?? 0) +
    0.0722 * channel(data[index + 2] ?? 0);
  let differing = 0;
  for (let index = 0; index < a.data.length; index += 3) {
    const [x, y] = [luminance(a.data, index), luminance(b.data, index)];
    if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) differing++;
  }
  return differing / (a.data.length / 3);
}

test.describe("the cookie question", () => {
  test.use({ storedConsent: null });

  test("S6: at 390 px with text at 200 % it fits the screen and scrolls to its last button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enlargeText(page);
    const dialog = await awaitCookieQuestion(page, paths.about);
    await finishAnimations(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await textLayoutProblems(page, "[data-testid=cookie-dialog]")).toEqual([]);
    const last = dialog.getByRole("button", { name: "Hantera inställningar" });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Acceptera alla" })).toBeVisible();
  });

  test("M3: it comes while the visitor tabs through the form, takes no focus and covers no field @desktop-only", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(paths.contact);
    const form = page.locator("#contact-form");
    const name = form.getByLabel("Namn", { exact: true });
    await name.focus();
    await page.keyboard.type("Björn");
    // The question's 1.5 s pass while the visitor is in the form.
    await page.clock.fastForward(1600);
    const bar = page.getByRole("region", { name: "Får vi använda cookies?" });
    await expect(bar).toBeVisible();
    await page.keyboard.type(" Åkesson");
    await expect(name).toHaveValue("Björn Åkesson");
    await expect(name).toBeFocused();
    // Tab goes on from field to field, each one clear of the bar.
    for (const label of ["E-post", "Meddelande"]) {
      await page.keyboard.press("Tab");
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toBeFocused();
      const [fieldBox, barBox] = [await field.boundingBox(), await bar.boundingBox()];
      expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0), label).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a document.cookie that throws: the question is asked all the same, and nothing throws @desktop-only", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(Document.prototype, "cookie", { get: refuse, set: refuse, configurable: true });
    });
    await page.goto(paths.about);
    const dialog = page.getByRole("region", { name: "Får vi använda cookies?" });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole("button", { name: "Avvisa alla" }).click();
    await expect(dialog).toHaveCount(0);
    // The consoleErrors fixture fails the test on any uncaught error.
  });
});

test.describe("M4: 'Cookieinställningar' in the footer", () => {
  test("after the reload and an answer, focus is back on the footer's button", async ({ page }) => {
    await page.goto(paths.about);
    const button = page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" });
    await Promise.all([page.waitForEvent("load"), button.click()]);
    const dialog = page.getByRole("region", { name: "Får vi använda cookies?" });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole("button", { name: "Avvisa alla" }).press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("M2: toasts and the sent form", () => {
  async function sendMessage(page: Page) {
    await stubFormService(page, jsonAnswer(200, { success: "true" }));
    const fields = await fillValid(page);
    await fields.submit.click();
    return fields.scope;
  }

  const toast = (page: Page) => page.locator("#toasts > li");

  test("a toast stays while the pointer is on it or focus is in it, and a confirmation stays in the form", async ({
    page,
  }) => {
    await pausedClock(page, new Date("2026-03-02T09:00:00+01:00"));
    await page.goto(paths.contact);
    const form = await sendMessage(page);
    await expect(toast(page)).toContainText("Meddelande skickat!");
    await toast(page).hover();
    await page.clock.runFor(6000);
    await expect(toast(page)).toBeVisible();
    await toast(page).getByRole("button", { name: "Stäng aviseringen" }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect(toast(page)).toBeVisible();
    await page.locator("#contact-form").getByLabel("Namn", { exact: true }).focus();
    await page.clock.runFor(4100);
    await expect(toast(page)).toHaveCount(0);
    const confirmation = form.getByRole("status");
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("Meddelande skickat!");
    await expect(confirmation).toContainText("Vi återkommer till dig så snart som möjligt.");
  });

  test("untouched, a toast still goes after the spec's 4 s", async ({ page }) => {
    await pausedClock(page, new Date("2026-03-02T09:00:00+01:00"));
    await page.goto(paths.contact);
    await sendMessage(page);
    await expect(toast(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3900);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe("M8: 320 px with text at 200 %", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 320, height: 640 });
    await enlargeText(page);
  });

  for (const path of [paths.references, paths.article("vad-kostar-en-hemsida"), paths.about]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  }

  test("the contact section cuts no text", async ({ page }) => {
    await page.goto(paths.contact);
    await page.evaluate(() => document.fonts.ready);
    const section = page.locator("section[aria-labelledby=contact-form-title]");
    await section.scrollIntoViewIfNeeded();
    await finishAnimations(page);
    expect(await textLayoutProblems(page, "section[aria-labelledby=contact-form-title]")).toEqual([]);
  });
});

test.describe("M9: without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("M5: the footer shows no 'Cookieinställningar', and a template dialog opens and closes with no dead step buttons", async ({
    page,
  }) => {
    await page.goto(paths.references);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Integritetspolicy" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Cookieinställningar" })).toBeHidden();
    await expect(footer.locator("li:visible:empty")).toHaveCount(0);
    await page.getByTestId("template-grid").getByRole("button").first().click();
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Nästa" })).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Föregående" })).toBeHidden();
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  });

  test("the design-thinking steps show no dead buttons, and their scroller has a name", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.services);
    const section = page.locator("[data-design-thinking]");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: "Nästa steg" })).toBeHidden();
    await expect(section.getByRole("button", { name: "Föregående steg" })).toBeHidden();
    const scroller: Locator = section.locator("[data-carousel-viewport]");
    await expect(scroller).toHaveAccessibleName("Design thinking i fem steg");
    await expect(scroller).toHaveAttribute("role", "region");
  });
});

test("M9: where the page's script never arrives, the design-thinking steps show no dead buttons", async ({
  page,
}) => {
  // JavaScript is on (so `scripting` matches), but the bundle is blocked, as an extension or a
  // failed download leaves it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort("blockedbyclient"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.services);
  const section = page.locator("[data-design-thinking]");
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("li[data-design-step]").first()).toBeVisible();
  await expect(section.getByRole("button", { name: "Nästa steg" })).toBeHidden();
});
