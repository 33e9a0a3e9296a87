import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { enlargeText, focusProblems, REFLOW_VIEWPORT, textLayoutProblems } from "./support/audit";
import { describeWithoutJavaScript, expect, finishAnimations, test } from "./support/fixtures";
import {
  caseStudy,
  openCaseStudy,
  openOverlay,
  overlay,
  projectCard,
  visitCaseStudy,
  visitOverlay,
} from "./support/references";

const PROJECTS = ["Kvastapinglans Kennel", "Konditori En Bulle i Ugnen", "Snickeri Ekbacken", "Jalopy"];
const TEMPLATES = [
  "Resebyrå",
  "Blomsterbutik",
  "Glassmärke",
  "Frisörsalong – tjänster",
  "Citronglass",
  "Nagelsalong",
];
const VIMEO_BAKERY = "https://player.vimeo.com/video/824804225?background=1&muted=1&loop=1&autoplay=1&dnt=1";

const isMobile = () => test.info().project.name === "mobile";

async function openPage(page: Page) {
  await page.goto("/references");
}

const templateCard = (page: Page, title: string) =>
  page.getByTestId("template-grid").getByRole("button", { name: title, exact: true });

/** Opens /references and a template's dialog from its card; returns the open dialog, whichever template it steps to. */
async function openTemplate(page: Page, title: string) {
  await openPage(page);
  await templateCard(page, title).click();
  return page.getByRole("dialog");
}
/** The open enlarged image (the closed ones of every case study are in the page too). */
const enlargedImage = (page: Page) => page.getByRole("dialog", { name: /^Förstorad bild/ });

/** Clicks the backdrop beside a dialog panel (the left margin is backdrop at every width). */
async function clickBeside(page: Page) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.click(4, Math.round(viewport.height / 2));
}

async function expectNoAxeViolations(page: Page) {
  await finishAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

/** The page's scroll position, and whether the page itself can scroll (app.css locks it under a modal). */
const scrollState = (page: Page) =>
  page.evaluate(() => ({ y: window.scrollY, overflow: getComputedStyle(document.documentElement).overflow }));

/**
 * Where focus is: in `dialog`, on the page behind it, or outside the page. A native modal dialog
 * does not trap focus: past its last control focus goes to the browser's own controls (a headless
 * browser has none, so the document just loses focus) and comes back to the dialog's first.
 */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((element) =>
    !document.hasFocus() ? "browser" : element.contains(document.activeElement) ? "dialog" : "page",
  );

/**
 * Tabs (or Shift+Tabs) on past the browser's own controls to the next control in the page: it
 * must be one of `dialog`'s, whole on the screen.
 */
async function tabAround(page: Page, dialog: Locator, key: "Tab" | "Shift+Tab") {
  await page.keyboard.press(key);
  for (let stop = 0; stop < 3 && (await focusPlace(dialog)) === "browser"; stop++)
    await page.keyboard.press(key);
  expect(await focusPlace(dialog)).toBe("dialog");
  const box = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return {
      name: document.activeElement?.textContent?.trim().slice(0, 30),
      top: Math.round(rect?.top ?? -1),
      bottom: Math.round(rect?.bottom ?? -1),
      left: Math.round(rect?.left ?? -1),
      right: Math.round(rect?.right ?? -1),
    };
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box.top, `${box.name} below the top`).toBeGreaterThanOrEqual(0);
  expect(box.left, `${box.name} right of the left edge`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${box.name} above the bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.right, `${box.name} left of the right edge`).toBeLessThanOrEqual(viewport.width);
}

/** From the control focused when `dialog` opened: back past the first to the last, then on to the first. */
async function expectTabWrapOnScreen(page: Page, dialog: Locator) {
  await finishAnimations(page);
  await tabAround(page, dialog, "Shift+Tab");
  await tabAround(page, dialog, "Tab");
}

async function boxes(cards: Locator) {
  const result = [];
  for (const card of await cards.all()) result.push(await card.boundingBox());
  return result.map((box) => ({ x: Math.round(box?.x ?? -1), y: Math.round(box?.y ?? -1) }));
}

test.describe("prerendered page", () => {
  test("has the title, the headings, the four project cards, six templates and the band before any script @desktop-only", async ({
    request,
  }) => {
    const html = await (await request.get("/references")).text();
    expect(html).toContain("<title>Exempel på hemsidor i Örebro – referenser och kundcase</title>");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Referenser<\/h1>/);
    for (const title of [...PROJECTS, ...TEMPLATES]) {
      expect(html).toMatch(new RegExp(`<h3[^>]*><button[^>]*>${title}</button></h3>`));
    }
    expect(html).not.toContain(">MedLearn<");
    expect(html).not.toContain(">Trädgårdsglädje<");
    expect(html).toContain('id="templates"');
    expect(html).toMatch(/<h2[^>]*>Designmallar<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Redo för ditt nästa projekt\?<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/tjanster"[^>]*>Se våra tjänster/);
    // The page's dialogs are in <main> too, closed (the menu and the cookie question belong to
    // every page); their images are counted apart below.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const dialogs = main.match(/<dialog[\s\S]*?<\/dialog>/g) ?? [];
    const cards = dialogs.reduce((rest, dialog) => rest.replace(dialog, ""), html);
    // Pictures whose files astro:assets made; none written into the page.
    const images = cards.match(/<img [^>]*src="\/assets\/[^"]+"[^>]*>/g) ?? [];
    expect(images).toHaveLength(4 + 6);
    expect(cards).not.toContain('src="data:');
    for (const image of images) {
      expect(image).toMatch(/ width="\d+"/);
      expect(image).toMatch(/ height="\d+"/);
      expect(image).toMatch(/ alt="[^"]{5,}"/);
    }
    // Below the fold: lazily loaded; the first two project cards are the likely LCP.
    expect(images.filter((image) => image.includes('loading="lazy"'))).toHaveLength(2 + 6);
    // Four showcases, four case studies, their nine enlarged images and six templates, each
    // image loaded only once its dialog shows.
    expect(dialogs).toHaveLength(4 + 4 + 9 + 6);
    const dialogImages = dialogs.flatMap((dialog) => dialog.match(/<img [^>]*>/g) ?? []);
    expect(dialogImages.length).toBeGreaterThan(4 + 9 + 6);
    for (const image of dialogImages) expect(image).toContain('loading="lazy"');
  });
});

test.describe("project grid", () => {
  test("shows only the first four projects with their badges, two columns from 768 px", async ({ page }) => {
    await openPage(page);
    const cards = page.getByTestId("project-grid").locator("article");
    await expect(cards).toHaveCount(4);
    await expect(page.getByTestId("project-grid").getByRole("heading", { level: 3 })).toHaveText(PROJECTS);
    await expect(cards.locator("span.absolute.rounded-full")).toHaveText([
      "HEMSIDA",
      "HEMSIDA",
      "HEMSIDA",
      "WEBBDESIGN",
    ]);

    const [first, second, third] = await boxes(cards);
    if (isMobile()) {
      expect(second?.x).toBe(first?.x);
      expect(second?.y).toBeGreaterThan(first?.y ?? 0);
    } else {
      expect(second?.y).toBe(first?.y);
      expect(second?.x).toBeGreaterThan(first?.x ?? 0);
      expect(third?.x).toBe(first?.x);
    }
    const columns = await page
      .getByTestId("project-grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(isMobile() ? 1 : 2);
  });

  // A clamped description once ended the card in a half sentence ("…med…").
  for (const { name, width, enlarged } of [
    { name: "390 px", width: 390, enlarged: false },
    { name: "768 px", width: 768, enlarged: false },
    { name: "1280 px", width: 1280, enlarged: false },
    { name: "text at 200 %", width: 390, enlarged: true },
  ]) {
    test(`each card shows its whole summary at ${name}`, { tag: "@desktop-only" }, async ({ page }) => {
      if (enlarged) await enlargeText(page);
      await page.setViewportSize({ width, height: 900 });
      await openPage(page);
      const grid = page.getByTestId("project-grid");
      for (const summary of await grid.locator("article h3 + p").all()) {
        const shown = await summary.evaluate((element) => ({
          text: element.textContent,
          clamped: getComputedStyle(element).webkitLineClamp !== "none",
          cut: element.scrollHeight > element.clientHeight + 1,
        }));
        expect(shown).toEqual({ text: expect.stringMatching(/\.$/), clamped: false, cut: false });
      }
      expect(await textLayoutProblems(page, "[data-testid=project-grid]")).toEqual([]);
    });
  }

  test("keeps each card image at 4:3 and drops the skeleton once it has loaded", async ({ page }) => {
    await openPage(page);
    for (const card of await page.getByTestId("project-grid").locator("article").all()) {
      await card.scrollIntoViewIfNeeded();
      const image = card.locator("img");
      await expect(image).toHaveJSProperty("complete", true);
      const box = await image.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
      await expect(card.getByTestId("image-skeleton")).toHaveCount(0);
    }
  });
});

test.describe("showcase overlay", () => {
  test("opens on click with title, studio, meta, image and text; 'Stäng' closes it and returns focus", async ({
    page,
  }) => {
    const dialog = await visitOverlay(page, "Jalopy");
    await expect(dialog.getByText("Vinga Design · Webbdesign")).toBeVisible();
    await expect(dialog.getByText("2024 · Örebro · UX & webbdesign")).toBeVisible();
    await expect(dialog.getByRole("img", { name: /Jalopy/ })).toBeVisible();
    await expect(dialog.getByText(/^Jalopy är en verkstad i Örebro/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: /öppnas i en ny flik/ })).toHaveCount(0);

    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await expect(projectCard(page, "Jalopy")).toBeFocused();
  });

  for (const key of ["Enter", "Space"]) {
    test(`opens with ${key} on a focused card; Escape closes it and returns focus to the card`, async ({
      page,
    }) => {
      await openPage(page);
      const card = projectCard(page, "Konditori En Bulle i Ugnen");
      await card.focus();
      await page.keyboard.press(key);
      const dialog = overlay(page, "Konditori En Bulle i Ugnen");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^Konditori En Bulle i Ugnen bakar allt/)).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Stäng" })).toBeFocused();

      // Focus never reaches the page behind while tabbing round (only the browser's own controls).
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await focusPlace(dialog)).not.toBe("page");
      }

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    });
  }

  test("locks the page scroll while open and releases it after", async ({ page }) => {
    await openPage(page);
    const card = projectCard(page, "Snickeri Ekbacken");
    // Centred, clear of the fixed header, so the click itself need not scroll.
    await card.evaluate((button) => button.scrollIntoView({ block: "center" }));
    // And still: a card that is still sliding in is "not stable" to Playwright, whose retries then
    // scroll it to the top or bottom of the screen before clicking.
    await expect(card.locator("xpath=ancestor::li[@data-reveal]")).not.toHaveAttribute(
      "data-reveal",
      "pending",
    );
    await finishAnimations(page);
    const { y } = await scrollState(page);
    expect(y).toBeGreaterThan(0);
    await card.click();
    await expect(overlay(page, "Snickeri Ekbacken")).toBeVisible();

    expect(await scrollState(page)).toEqual({ y, overflow: "hidden" });
    // The wheel scrolls the overlay's own content, never the page behind it.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => overlay(page, "Snickeri Ekbacken").evaluate((dialog) => dialog.scrollTop))
      .toBeGreaterThan(0);
    expect((await scrollState(page)).y).toBe(y);

    await page.keyboard.press("Escape");
    await expect.poll(() => scrollState(page)).toEqual({ y, overflow: "visible" });
    await page.evaluate(() => window.scrollBy(0, -100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y - 100);
  });

  test("opens customer sites in a new tab without an opener or referrer @desktop-only", async ({ page }) => {
    const dialog = await visitOverlay(page, "Kvastapinglans Kennel");
    const link = dialog.getByRole("link", { name: /kvastapinglans\.se/ });
    await expect(link).toHaveAttribute("href", "https://kvastapinglans.se");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(/öppnas i en ny flik/);
  });

  test("'Kontakta oss' closes the overlay, goes to /contact and scrolls to the page bottom", async ({
    page,
  }) => {
    const dialog = await visitOverlay(page, "Jalopy");
    await dialog.getByRole("link", { name: "Kontakta oss" }).click();
    // The browser scrolls to the page's last line by itself, no script needed.
    await expect(page).toHaveURL(/\/contact#page-end$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
        ),
      )
      .toBe(true);
    expect((await scrollState(page)).overflow).toBe("visible");
  });

  test("has no axe violations while open", async ({ page }) => {
    await openPage(page);
    await openOverlay(page, "Kvastapinglans Kennel");
    await expectNoAxeViolations(page);
  });
});

test.describe("case-study modal", () => {
  // A missing column's dash is covered by case-study-modal.test.tsx: every shown case now has all three.
  test("opens over the overlay with its three columns and returns focus on close", async ({ page }) => {
    const modal = await visitCaseStudy(page, "Snickeri Ekbacken");
    await expect(modal.getByRole("term")).toHaveText(["Utmaningen", "Lösningen", "Resultatet"]);
    await expect(modal.getByRole("definition").nth(2)).toHaveText(/^Nu kommer de flesta nya förfrågningarna/);
    await expect(modal.getByRole("list", { name: "Taggar" }).getByRole("listitem")).toHaveText([
      "Hemsida",
      "Offertformulär",
      "Lokal SEO",
    ]);

    await modal.getByRole("button", { name: "Stäng" }).first().click();
    await expect(modal).toBeHidden();
    const dialog = overlay(page, "Snickeri Ekbacken");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Caset i korthet" })).toBeFocused();
    expect((await scrollState(page)).overflow).toBe("hidden");
  });

  test("shows the kennel's image splash and mockup, and loads no video for it @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    await expect(modal.getByRole("img", { name: "Kvastapinglans Kennel – startsida" })).toBeVisible();
    await expect(modal.getByRole("img", { name: "Kvastapinglans Kennel – dator och mobil" })).toBeAttached();
    await expect(modal.locator("iframe")).toHaveCount(0);
    expect(thirdPartyRequests.filter(({ url }) => url.includes("vimeo"))).toEqual([]);
  });

  test("loads the video only when opened and keeps the poster when the embed is blocked @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const dialog = await visitOverlay(page, "Konditori En Bulle i Ugnen");
    expect(thirdPartyRequests.filter(({ url }) => url.includes("vimeo"))).toEqual([]);

    await dialog.getByRole("button", { name: "Caset i korthet" }).click();
    const modal = caseStudy(page, "Konditori En Bulle i Ugnen");
    const poster = modal.getByRole("img", { name: "Konditori En Bulle i Ugnen – startsida" });
    await expect(poster).toBeVisible();
    await expect(modal.locator("iframe")).toHaveAttribute("src", VIMEO_BAKERY);
    await expect.poll(() => thirdPartyRequests.map(({ url }) => url)).toContain(VIMEO_BAKERY);

    // Blocked: the player never announces itself, so the frame goes and the poster stays.
    await expect(modal.locator("[data-video-status]")).toHaveAttribute("data-video-status", "failed", {
      timeout: 10_000,
    });
    await expect(modal.locator("iframe")).toHaveCount(0);
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Still fully usable.
    await modal.getByRole("button", { name: /^Förstora bild 1 av 2/ }).click();
    await expect(page.getByRole("dialog", { name: "Förstorad bild 1 av 2" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });

  test("shows the video once the player is ready, with a pause button @desktop-only", async ({ page }) => {
    const commands: string[] = [];
    await page.exposeFunction("recordPlayerCommand", (method: string) => commands.push(method));
    // A stand-in player that announces itself and reports the commands it gets.
    await page.route("https://player.vimeo.com/video/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><body style="margin:0;background:#123"><script>
          parent.postMessage(JSON.stringify({ event: "ready", player_id: "" }), "*");
          addEventListener("message", (event) => window.recordPlayerCommand(event.data.method));
        </script></body>`,
      }),
    );
    const modal = await visitCaseStudy(page, "Jalopy");
    await expect(modal.locator("[data-video-status]")).toHaveAttribute("data-video-status", "playing");
    await expect(modal.locator("iframe")).toHaveCSS("opacity", "1");
    await modal.getByRole("button", { name: "Pausa filmen" }).click();
    await expect(modal.getByRole("button", { name: "Spela filmen" })).toBeVisible();
    await expect.poll(() => commands).toEqual(["pause"]);
  });

  test("arrow keys move the carousel and the enlarged image, both without wrap-around", async ({ page }) => {
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    const previousImages = modal.getByRole("button", { name: "Föregående bilder" });
    const nextImages = modal.getByRole("button", { name: "Nästa bilder" });
    const track = modal.locator("[data-gallery-track]");
    const offset = () => track.evaluate((element) => element.scrollLeft);

    await expect(previousImages).toBeDisabled();
    await expect(nextImages).toBeEnabled();
    await page.keyboard.press("ArrowRight");
    await expect.poll(offset).toBeGreaterThan(0);
    await expect(previousImages).toBeEnabled();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(nextImages).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(nextImages).toBeEnabled();

    // The first image has scrolled out of view; focusing it brings it back, Enter enlarges it.
    await modal.getByRole("button", { name: /^Förstora bild 1 av 3/ }).focus();
    await page.keyboard.press("Enter");
    const enlarged = enlargedImage(page);
    await expect(enlarged).toHaveAccessibleName("Förstorad bild 1 av 3");
    await expect(enlarged.getByRole("button", { name: "Föregående bild" })).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(enlarged).toHaveAccessibleName("Förstorad bild 1 av 3");
    await page.keyboard.press("ArrowRight");
    await expect(enlarged).toHaveAccessibleName("Förstorad bild 2 av 3");
    await expect(enlarged.getByRole("img")).toHaveAccessibleName("Kvastapinglans Kennel – Om oss");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(enlarged).toHaveAccessibleName("Förstorad bild 3 av 3");
    await expect(enlarged.getByRole("button", { name: "Nästa bild" })).toBeDisabled();
    await enlarged.getByRole("button", { name: "Föregående bild" }).click();
    await expect(enlarged).toHaveAccessibleName("Förstorad bild 2 av 3");
  });

  test("Escape leaves the enlarged image without closing; a second Escape closes the modal", async ({
    page,
  }) => {
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    await modal.getByRole("button", { name: /^Förstora bild 2 av 3/ }).click();
    const enlarged = enlargedImage(page);
    await expect(enlarged).toBeVisible();
    await expect(enlarged.getByRole("button", { name: "Stäng förstoringen" })).toBeFocused();
    await page.keyboard.press("ArrowRight");

    await page.keyboard.press("Escape");
    await expect(enlarged).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button", { name: /^Förstora bild 3 av 3/ })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(overlay(page, "Kvastapinglans Kennel")).toBeVisible();
  });

  test("a click outside closes the modal only when no image is enlarged", async ({ page }) => {
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    await modal.getByRole("button", { name: /^Förstora bild 1 av 3/ }).click();
    const enlarged = enlargedImage(page);
    await expect(enlarged).toBeVisible();

    await clickBeside(page);
    await expect(enlarged).toBeHidden();
    await expect(modal).toBeVisible();

    await clickBeside(page);
    await expect(modal).toBeHidden();
    await expect(overlay(page, "Kvastapinglans Kennel")).toBeVisible();
  });

  test("has no axe violations while open and while an image is enlarged", async ({ page }) => {
    // Axe over the whole page takes more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const modal = await visitCaseStudy(page, "Jalopy");
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: /^Förstora bild 1 av 2/ }).click();
    await expect(enlargedImage(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("design templates", () => {
  test("shows six cards in 1, 2 or 3 columns by width under #templates", async ({ page }) => {
    await openPage(page);
    await expect(
      page.locator("#templates").getByRole("heading", { level: 2, name: "Designmallar" }),
    ).toBeVisible();
    await expect(page.getByTestId("template-grid").getByRole("heading", { level: 3 })).toHaveText(TEMPLATES);
    const columns = async () =>
      page
        .getByTestId("template-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(isMobile() ? 1 : 3);
    await page.setViewportSize({ width: 700, height: 900 });
    expect(await columns()).toBe(2);
  });

  test("steps with the buttons and the arrow keys, never wrapping, and returns focus to the opener", async ({
    page,
  }) => {
    const dialog = await openTemplate(page, "Resebyrå");
    await expect(dialog).toHaveAccessibleName("Resebyrå");
    await expect
      .poll(() => dialog.getByRole("img").evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/resa-detail\.[^/]+\.avif$/);
    await expect(dialog.getByRole("listitem")).toHaveText(["Landningssida", "Resmål", "Bokning"]);
    const previous = dialog.getByRole("button", { name: "Föregående" });
    const next = dialog.getByRole("button", { name: "Nästa" });
    await expect(previous).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("Resebyrå");

    for (const title of TEMPLATES.slice(1)) {
      await page.keyboard.press("ArrowRight");
      await expect(dialog).toHaveAccessibleName(title);
    }
    await expect(dialog.getByText("Mall 6 av 6")).toBeVisible();
    await expect(next).toBeDisabled();
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName("Nagelsalong");
    // No detail image for this one: the card image is shown large.
    await expect
      .poll(() => dialog.getByRole("img").evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/nagelsalong\.[^/]+\.avif$/);

    await previous.click();
    await expect(dialog).toHaveAccessibleName("Citronglass");
    await expect(next).toBeEnabled();
    // Reaching an end hands the focus to the other button instead of dropping it.
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName("Nagelsalong");
    await expect(previous).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(templateCard(page, "Resebyrå")).toBeFocused();
  });

  test("a template leads on to the contact form, where the visitor can ask for it @desktop-only", async ({
    page,
  }) => {
    const dialog = await openTemplate(page, "Blomsterbutik");
    const choose = dialog.getByRole("link", { name: "Jag vill ha den här mallen" });
    await expect(choose).toBeVisible();
    await choose.click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.getByRole("textbox", { name: /Namn/ })).toBeVisible();
  });

  test("a step shows the next template in place, without the dialog's entrance", async ({ page }) => {
    await openPage(page);
    await templateCard(page, "Blomsterbutik").click();
    const first = page.getByRole("dialog", { name: "Blomsterbutik" });
    await expect(first).toBeVisible();
    const entrance = (dialog: Locator) =>
      dialog.evaluate((element) => getComputedStyle(element).animationName);
    expect(await entrance(first)).toBe("fade-up");
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("dialog", { name: "Glassmärke" });
    await expect(second).toBeVisible();
    expect(await entrance(second)).toBe("none");
    // Closed and opened again from its card, it enters as usual.
    await page.keyboard.press("Escape");
    await templateCard(page, "Glassmärke").click();
    await expect(second).toBeVisible();
    expect(await entrance(second)).toBe("fade-up");
  });

  test("on a phone the page behind it is skipped, its own content drawn; on a wider screen the page stays in sight (decision 0041)", async ({
    page,
  }) => {
    await openPage(page);
    const skipped = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("body > header, main > *, body > footer")]
          .filter((part) => getComputedStyle(part).contentVisibility === "hidden")
          .map((part) => part.id || part.tagName.toLowerCase()),
      );
    expect(await skipped()).toEqual([]);
    await templateCard(page, "Resebyrå").click();
    const dialog = page.getByRole("dialog", { name: "Resebyrå" });
    await expect(dialog).toBeVisible();
    // Drawn, not only present: content-visibility on the dialog or a part around it would hide this.
    expect(await dialog.getByRole("heading", { name: "Resebyrå" }).evaluate((h) => h.checkVisibility())).toBe(
      true,
    );
    const behind = await skipped();
    if (isMobile()) {
      expect(behind).toContain("site-header");
      expect(behind).toContain("site-footer");
      expect(behind).not.toContain("template-resebyra");
    } else {
      expect(behind).toEqual([]);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await skipped()).toEqual([]);
  });

  test("opens with the keyboard, closes with 'Stäng', locks scroll and passes axe", async ({ page }) => {
    await openPage(page);
    const card = templateCard(page, "Glassmärke");
    await card.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog", { name: "Glassmärke" });
    await expect(dialog).toBeVisible();
    const { y } = await scrollState(page);
    expect(await scrollState(page)).toEqual({ y, overflow: "hidden" });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe("page", () => {
  test("'Se våra tjänster' in the blue band opens /tjanster at the top @desktop-only", async ({ page }) => {
    await openPage(page);
    const link = page.getByRole("link", { name: "Se våra tjänster" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL(/\/tjanster$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Våra tjänster");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("fetches a dialog's images only when it opens", async ({ page }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await openPage(page);
    // Scrolled through, so every card (and nothing else) has asked for its image.
    await page.getByRole("link", { name: "Se våra tjänster" }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    // Astro names a picture's files after its master: name.<master's hash>_<size's hash>.avif
    const inDialogs = /\/(screen-\d|mockup|[a-z]+-detail)\./;
    const fetched = (name: string) => images.some((path) => path.startsWith(`/assets/${name}.`));
    expect(images.filter((path) => inDialogs.test(path))).toEqual([]);

    await templateCard(page, "Resebyrå").click();
    await expect(page.getByRole("dialog", { name: "Resebyrå" }).getByRole("img")).toHaveJSProperty(
      "complete",
      true,
    );
    expect(fetched("resa-detail")).toBe(true);
    expect(fetched("blomsterbutik-detail")).toBe(false);
    await page.keyboard.press("Escape");

    await openCaseStudy(page, "Kvastapinglans Kennel");
    await expect.poll(() => fetched("mockup")).toBe(true);
    // The kennel's three screenshots at most: no other case study's (each master its own hash).
    const screenshots = new Set(
      images.filter((path) => /\/screen-\d\./.test(path)).map((path) => path.split("_")[0]),
    );
    expect(screenshots.size).toBeLessThanOrEqual(3);
  });

  test("stays light on first load: under 150 KB of compressed JS and 500 KB in all", async ({ page }) => {
    await openPage(page);
    await page.waitForLoadState("networkidle");
    const { scripts, total } = await page.evaluate(() => {
      const entries = [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource"),
      ] as PerformanceResourceTiming[];
      const size = (list: PerformanceResourceTiming[]) =>
        list.reduce((sum, entry) => sum + entry.transferSize, 0);
      return { scripts: size(entries.filter((entry) => entry.name.endsWith(".js"))), total: size(entries) };
    });
    // Measured at all: the page's own few small scripts.
    expect(scripts).toBeGreaterThan(0);
    expect(scripts).toBeLessThan(150 * 1024);
    expect(total).toBeLessThan(500 * 1024);
  });

  test("has no axe violations", async ({ page }) => {
    await openPage(page);
    await expectNoAxeViolations(page);
  });
});

// The cards open their dialogs by invoker commands, which need no script of ours.
describeWithoutJavaScript(() => {
  test("a card's first tap opens its overlay, the overlay opens the case study, a template card its template", async ({
    page,
  }) => {
    await page.goto("/references");
    const dialog = await openOverlay(page, "Jalopy");
    await expect(dialog.getByRole("img", { name: /Jalopy/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Caset i korthet" }).click();
    const modal = caseStudy(page, "Jalopy");
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: /^Förstora bild 2 av 2/ }).click();
    await expect(enlargedImage(page)).toHaveAccessibleName("Förstorad bild 2 av 2");
    for (let open = 3; open > 0; open--) {
      await page.keyboard.press("Escape");
      await expect(page.locator("dialog[open]")).toHaveCount(open - 1);
    }
    await expect(projectCard(page, "Jalopy")).toBeFocused();

    await templateCard(page, "Citronglass").click();
    const template = page.getByRole("dialog", { name: "Citronglass" });
    await expect(template).toBeVisible();
    await expect(template.getByRole("img")).toHaveJSProperty("complete", true);
    await template.getByRole("button", { name: "Stäng" }).click();
    await expect(template).toBeHidden();
  });
});

test("with every script file blocked a card's first tap still opens its dialog", async ({ page }) => {
  await page.route("**/*.js", (route) => route.abort("blockedbyclient"));
  await openPage(page);
  await projectCard(page, "Snickeri Ekbacken").click();
  await expect(overlay(page, "Snickeri Ekbacken")).toBeVisible();
  await page.keyboard.press("Escape");
  await templateCard(page, "Nagelsalong").click();
  await expect(page.getByRole("dialog", { name: "Nagelsalong" })).toBeVisible();
});

test.describe("WCAG findings", () => {
  test("Tab past the last control and Shift+Tab past the first land on a control on the screen, in every dialog", async ({
    page,
  }) => {
    const dialog = await visitOverlay(page, "Kvastapinglans Kennel");
    await expectTabWrapOnScreen(page, dialog);

    await dialog.getByRole("button", { name: "Caset i korthet" }).click();
    const modal = caseStudy(page, "Kvastapinglans Kennel");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button", { name: "Stäng" })).toBeFocused();
    await expectTabWrapOnScreen(page, modal);

    await modal.getByRole("button", { name: /^Förstora bild 2 av 3/ }).click();
    await expect(enlargedImage(page)).toBeVisible();
    await expectTabWrapOnScreen(page, enlargedImage(page));
    for (let open = 3; open > 0; open--) await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);

    await templateCard(page, "Frisörsalong – tjänster").click();
    const template = page.getByRole("dialog", { name: "Frisörsalong – tjänster" });
    await expect(template).toBeVisible();
    await expectTabWrapOnScreen(page, template);
  });

  test("the overlay at 320 × 256 px: every control reachable, uncovered by its bars and visible", async ({
    page,
  }) => {
    await page.setViewportSize(REFLOW_VIEWPORT);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dialog = await visitOverlay(page, "Kvastapinglans Kennel");
    await expectTabWrapOnScreen(page, dialog);
    const findings: Record<string, string[]> = {};
    // The overlay's six controls, then past the browser's own back to the first.
    for (let stop = 0; stop < 7; stop++) {
      await page.keyboard.press("Tab");
      if ((await focusPlace(dialog)) === "browser") continue;
      await finishAnimations(page);
      const problems = await focusProblems(page);
      if (problems.length > 0) findings[`stop ${stop}`] = problems;
    }
    expect(findings).toEqual({});
    // Neither bar holds on to the screen this low.
    const bars = await dialog.evaluate((element) =>
      [...element.children].map((child) => getComputedStyle(child).position),
    );
    expect(bars).not.toContain("sticky");
  });

  test("at a normal height the bars stay, and a control tabbed to is never behind one", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dialog = await visitOverlay(page, "Kvastapinglans Kennel");
    const bars = await dialog.evaluate((element) =>
      [...element.children].map((child) => getComputedStyle(child).position),
    );
    expect(bars).toEqual(["sticky", "static", "sticky"]);
    // From the bottom bar backwards through the content to the top: each stop clear of both bars.
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await dialog.getByRole("button", { name: "Caset i korthet" }).focus();
    const findings: Record<string, string[]> = {};
    for (const name of [/kvastapinglans\.se/, /^Läs hela caset$/, /^Stäng$/]) {
      await page.keyboard.press("Shift+Tab");
      await expect(page.locator(":focus")).toHaveAccessibleName(name);
      await finishAnimations(page);
      const problems = await focusProblems(page);
      if (problems.length > 0) findings[String(name)] = problems;
    }
    expect(findings).toEqual({});
  });

  for (const { name, width, enlarged } of [
    { name: "320 px", width: 320, enlarged: false },
    { name: "text at 200 %", width: 390, enlarged: true },
  ]) {
    test(`the overlay's top line is whole at ${name}, and 'Stäng' never breaks inside the word`, async ({
      page,
    }) => {
      if (enlarged) await enlargeText(page);
      await page.setViewportSize({ width, height: 700 });
      await openPage(page);
      for (const title of PROJECTS) {
        const dialog = await openOverlay(page, title);
        const studio = dialog.locator("p").first();
        const line = await studio.evaluate((element) => {
          const text = element.firstChild;
          const brokenWords = (text?.textContent ?? "").split(" ").filter((word, index, words) => {
            const start = words.slice(0, index).join(" ").length + (index > 0 ? 1 : 0);
            const range = document.createRange();
            range.setStart(text as Node, start);
            range.setEnd(text as Node, start + word.length);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
          });
          return {
            text: element.textContent,
            ellipsis: getComputedStyle(element).textOverflow === "ellipsis",
            cut: element.scrollWidth > element.clientWidth + 1,
            brokenWords,
          };
        });
        expect(line).toEqual({
          text: expect.stringContaining("Vinga Design"),
          ellipsis: false,
          cut: false,
          brokenWords: [],
        });
        const close = dialog.getByRole("button", { name: "Stäng" });
        const closeLines = await close.evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button.lastChild as Node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(closeLines, `'Stäng' in ${title}`).toBe(1);
        await close.click();
        await expect(dialog).toBeHidden();
      }
    });
  }

  test("below 640 px the overlay's buttons are in Tab order from top to bottom", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await visitOverlay(page, "Snickeri Ekbacken");
    const caseStudyButton = dialog.getByRole("button", { name: "Caset i korthet" });
    const contact = dialog.getByRole("link", { name: "Kontakta oss" });
    await caseStudyButton.focus();
    await page.keyboard.press("Tab");
    await expect(contact).toBeFocused();
    const [first, second] = [await caseStudyButton.boundingBox(), await contact.boundingBox()];
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });

  test("the carousel jumps, never glides, with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    const track = modal.locator("[data-gallery-track]");
    await track.evaluate((element) => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      element.addEventListener("scroll", () => seen.push(Math.round(element.scrollLeft)));
    });
    await page.keyboard.press("ArrowRight");
    await expect(modal.getByRole("button", { name: "Föregående bilder" })).toBeEnabled();
    await page.waitForTimeout(400);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size, `scroll positions ${seen.join(", ")}`).toBe(1);
  });

  test("the carousel's 'Nästa bilder' at the end hands focus to 'Föregående bilder'", async ({ page }) => {
    const modal = await visitCaseStudy(page, "Kvastapinglans Kennel");
    const previous = modal.getByRole("button", { name: "Föregående bilder" });
    const next = modal.getByRole("button", { name: "Nästa bilder" });
    await next.focus();
    for (let i = 0; i < 3 && (await next.isEnabled()); i++) {
      await page.keyboard.press("Enter");
      await page.waitForTimeout(600);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeFocused();
  });
});
