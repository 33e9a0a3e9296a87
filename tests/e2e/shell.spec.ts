import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brandFontCharacters } from "../../app/lib/fonts/brand-fonts";
import { buildDirectory } from "../../build-steps/build-directory";
import { paths } from "../../app/lib/paths";
import { everyKindOfPage } from "../../bench/lib/sample-pages";
import type { Page } from "@playwright/test";
import { useReflowScreenWithLargeText } from "./support/audit";
import {
  behaviourFile,
  behavioursRanBeforeLoad,
  tapHandledWhileMounting,
  gotoWithBehaviours,
  watchBehaviours,
} from "./support/behaviours";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";
import {
  blockStorage,
  describeWithoutJavaScript,
  expect,
  requestsMatching,
  test,
  NOT_FOUND_PAGE_LOGS,
} from "./support/fixtures";

const isMobile = () => test.info().project.name === "mobile";

test.describe("scripts", () => {
  test("the shell's pages ship no framework: every script is one of the site's own small modules @desktop-only", async ({
    page,
  }) => {
    for (const path of ["/", "/tjanster", "/about"]) {
      const scripts = requestsMatching(page, /\.js(\?|$)/);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const inline = await page
        .locator("script:not([src]):not([type='application/ld+json'])")
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
      const fetched = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
      const sources = [...inline, ...fetched];
      for (const source of sources)
        expect(source, path).not.toMatch(/react-dom|__reactFiber|useState|embla/i);
      // The one behaviour file (decision 0024) is about 32 KB minified; React alone would be over 130 KB.
      const bytes = sources.reduce((total, source) => total + source.length, 0);
      expect(bytes, `${path}: all its scripts together`).toBeLessThan(40_000);
    }
  });

  test("the build writes no React for the browser, not even a file no page loads (decision 0025) @desktop-only", () => {
    const assets = path.join(buildDirectory, "client", "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts)
      expect(/react-dom|__reactContainer/.test(readFileSync(path.join(assets, name), "utf8")), name).toBe(
        false,
      );
  });

  test("every page loads its behaviours as one file that imports no other (decision 0024) @desktop-only", async ({
    page,
  }) => {
    for (const path of ["/", "/tjanster", "/references", "/blogg", "/blogg/vad-ar-seo", "/contact"]) {
      await gotoWithBehaviours(page, path);
      const files = await page
        .locator("script[src]")
        .evaluateAll((scripts) =>
          scripts.map((script) => (script instanceof HTMLScriptElement ? script.src : "")),
        );
      expect(files, `${path}: its script files`).toHaveLength(1);
      const source = await (await page.request.get(files[0] ?? "")).text();
      // A static import (`import{…}from"./x.js"`, `import"./x.js"`) is a second round trip; `import()` loads on demand.
      const staticImport = /\bimport\s*[{"'*]|\bfrom\s*["']/.exec(source)?.[0];
      expect(staticImport, `${path}: a static import in its behaviour file`).toBeUndefined();
    }
  });

  test("a page asks for its behaviour file only once its first contentful paint is on screen (decision 0024) @desktop-only", async ({
    page,
  }) => {
    for (const path of ["/", "/references", "/blogg/vad-ar-seo", "/about", "/tillganglighet"]) {
      await gotoWithBehaviours(page, path);
      const { painted, requested } = await page.evaluate(
        (file) => ({
          painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          requested:
            performance.getEntriesByType("resource").find(({ name }) => name.includes(file))?.startTime ??
            NaN,
        }),
        behaviourFile,
      );
      expect(
        requested,
        `${path}: asked for its behaviours at ${requested} ms, painted at ${painted} ms`,
      ).toBeGreaterThan(painted);
    }
  });

  test("once a page has loaded, its behaviours mount in tasks of their own, so a tap is handled between them (decision 0024) @desktop-only", async ({
    page,
  }) => {
    await watchBehaviours(page);
    // The page is kept from painting until it has loaded, so the file comes after the load event
    // whichever of the two a busy machine would otherwise have reached first; a page still loading
    // mounts its behaviours at once, as its load event waits for them.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        if (!document.documentElement) return;
        observer.disconnect();
        document.documentElement.style.visibility = "hidden";
      }).observe(document, { childList: true });
      addEventListener("load", () =>
        setTimeout(() => document.documentElement.style.removeProperty("visibility")),
      );
    });
    await gotoWithBehaviours(page, paths.accessibility);
    expect(await behavioursRanBeforeLoad(page), "the behaviours ran before the load event").toBe(false);
    expect(await tapHandledWhileMounting(page), "a tap's task waited for every behaviour to mount").toBe(
      true,
    );
  });

  test("the blog list, the services and the contact page run their behaviours before the load event (decision 0024) @desktop-only", async ({
    page,
  }) => {
    await watchBehaviours(page);
    for (const path of [paths.blog, paths.services, paths.contact]) {
      await page.goto(path);
      const ranBeforeLoad = await behavioursRanBeforeLoad(page);
      expect(ranBeforeLoad, `${path}: its behaviours had run when the page loaded`).toBe(true);
    }
  });
});

test.describe("skip link", () => {
  test("is the first Tab stop, shows itself and moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThan(24);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await expect(page).toHaveURL(/#main$/);
  });
});

/** The height of the header's bar as drawn (its background), and whether the logo's subtitle shows. */
async function headerState(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const bar = header.querySelector(".site-header-bar");
    const subtitle = header.querySelector(".header-logo [data-testid=logo-subtitle]");
    return {
      height: bar ? Math.round(bar.getBoundingClientRect().height) : null,
      subtitle:
        subtitle instanceof HTMLElement &&
        subtitle.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    };
  });
}
const full = { height: 80, subtitle: true };
const compact = { height: 64, subtitle: false };

test.describe("header", () => {
  test("links every page from the navigation, with Kontakt as the highlighted button", async ({ page }) => {
    await page.goto("/");
    const targets: [label: string, href: string][] = [
      ["Tjänster", "/tjanster"],
      ["Referenser", "/references"],
      ["Blogg", "/blogg"],
      ["Om oss", "/about"],
      ["Kontakt", "/contact"],
    ];
    await expect(page.getByRole("link", { name: /till startsidan/ })).toHaveAttribute("href", "/");
    if (isMobile()) {
      await page.getByRole("button", { name: "Öppna menyn" }).click();
      const menu = page.getByRole("dialog");
      await expect(menu.getByRole("link", { name: "Hem", exact: true })).toHaveAttribute("href", "/");
      for (const [label, href] of targets) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      }
    } else {
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Huvudmeny" });
      for (const [label, href] of targets) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      }
      await expect(nav.getByRole("link", { name: "Hem", exact: true })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Kontakt" })).toHaveClass(
        /rounded-full.*bg-brand-pink-dark|bg-brand-pink-dark.*rounded-full/,
      );
    }
  });

  test("marks the page shown as current, in the bar and in the menu", async ({ page }) => {
    const pages: [path: string, label: string][] = [
      ["/tjanster", "Tjänster"],
      ["/blogg/vad-ar-seo", "Blogg"],
      ["/about", "Om oss"],
    ];
    for (const [path, label] of pages) {
      await page.goto(path);
      const scope = isMobile()
        ? page.getByRole("dialog")
        : page.getByRole("banner").getByRole("navigation", { name: "Huvudmeny" });
      if (isMobile()) await page.getByRole("button", { name: "Öppna menyn" }).click();
      await expect(scope.locator("a[aria-current=page]"), path).toHaveText([label]);
    }
  });

  test("shrinks after more than 50 px of scrolling and hides the logo subtitle, without moving the page", async ({
    page,
  }) => {
    await page.goto("/tjanster");
    const subtitle = page.getByRole("link", { name: /till startsidan/ }).getByTestId("logo-subtitle");
    await expect(subtitle).toBeVisible();
    expect(await headerState(page)).toEqual(full);
    const headingTop = async () =>
      page.locator("h1").evaluate((h1) => h1.getBoundingClientRect().top + scrollY);
    const topBefore = await headingTop();

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(400);
    expect(await headerState(page)).toEqual(full);

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(subtitle).toBeHidden();
    await expect.poll(() => headerState(page)).toEqual(compact);
    expect(await headingTop()).toBe(topBefore);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(subtitle).toBeVisible();
    await expect.poll(() => headerState(page)).toEqual(full);
  });

  test("turns compact however the page is scrolled: wheel or touch, keyboard, a reload halfway down", async ({
    page,
  }) => {
    await page.goto("/about");
    if (isMobile()) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.synthesizeScrollGesture", { x: 200, y: 600, yDistance: -300, speed: 1500 });
    } else {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 300);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect.poll(() => headerState(page)).toEqual(compact);

    await page.keyboard.press("Home");
    await expect.poll(() => headerState(page)).toEqual(full);
    await page.keyboard.press("PageDown");
    await expect.poll(() => headerState(page)).toEqual(compact);

    await page.evaluate(() => window.scrollTo(0, 900));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect.poll(() => headerState(page)).toEqual(compact);
  });

  test("the first scroll restyles the header, not the page", async ({ page, browser }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "smooth" }));
    await expect.poll(() => headerState(page)).toEqual(compact);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
      }[];
    };
    const restyled = traceEvents
      .filter((event) => event.name === "UpdateLayoutTree")
      .map((event) => event.args?.elementCount ?? 0);
    const laidOut = traceEvents
      .filter((event) => event.name === "Layout")
      .map((event) => event.args?.beginData?.dirtyObjects ?? 0);
    expect(restyled.length).toBeGreaterThan(0);
    // The header turns compact by a scroll-driven animation on itself; a class or state set on a
    // shared ancestor instead would restyle all ~500 rendered elements of the page in one frame.
    expect(Math.max(...restyled)).toBeLessThan(60);
    expect(Math.max(...laidOut)).toBeLessThan(60);
  });

  test("turns compact without laying the header out in each frame, and lets taps below it through", async ({
    page,
    browser,
  }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => headerState(page)).toEqual(compact);
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string }[];
    };
    // Transitions of the bar's height and the logo's font-size laid the header out in every frame
    // of their 0.3 s (23 to 24 layouts here), and a tap just after a scroll waited for each frame.
    expect(traceEvents.filter((event) => event.name === "Layout").length).toBeLessThanOrEqual(3);

    // The header's box keeps its full 80 px; the 16 px under the compact bar belong to the page.
    const hit = (y: number) =>
      page.evaluate((y) => !!document.elementFromPoint(innerWidth / 2, y)?.closest("header"), y);
    expect(await hit(compact.height - 4)).toBe(true);
    expect(await hit(compact.height + 4)).toBe(false);
    expect(await hit(full.height - 4)).toBe(false);
  });

  test("a change of focus restyles the element it touches, not the page", async ({ page, browser }) => {
    await page.goto(paths.references);
    const cards = page.getByTestId("project-grid").getByRole("button");
    await cards.first().focus();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await cards.nth(1).focus();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; args?: { elementCount?: number } }[];
    };
    const restyled = traceEvents
      .filter((event) => event.name === "UpdateLayoutTree")
      .map((event) => event.args?.elementCount ?? 0);
    expect(restyled.length).toBeGreaterThan(0);
    // A rule like `html:has(…) part` made every focus change restyle all ~400 rendered elements.
    expect(Math.max(...restyled)).toBeLessThan(60);
  });

  test.describe("where scroll-driven animations are missing", () => {
    test("a small scroll listener keeps the header in step", async ({ page }) => {
      await page.addInitScript(() => {
        const supports = CSS.supports.bind(CSS);
        CSS.supports = ((...args: [string, string?]) =>
          args.join(" ").includes("animation-timeline")
            ? false
            : supports(...(args as [string]))) as typeof CSS.supports;
      });
      await page.goto("/about");
      // Without the animation, only the script can set --header-compact.
      await page.addStyleTag({ content: ".site-header { animation-name: none !important; }" });
      expect(await headerState(page)).toEqual(full);
      await page.evaluate(() => window.scrollTo(0, 51));
      await expect.poll(() => headerState(page)).toEqual(compact);
      await page.evaluate(() => window.scrollTo(0, 50));
      await expect.poll(() => headerState(page)).toEqual(full);
    });
  });

  test("shows the logo subtitle white on /tjanster and pink elsewhere", async ({ page }) => {
    const subtitleColour = () =>
      page
        .getByRole("link", { name: /till startsidan/ })
        .getByTestId("logo-subtitle")
        .evaluate((element) => getComputedStyle(element).color);
    await page.goto("/tjanster");
    expect(await subtitleColour()).toBe("rgb(255, 255, 255)");
    for (const path of ["/", "/about", "/blogg"]) {
      await page.goto(path);
      // brand-pink-dark, #c0245a
      expect(await subtitleColour(), path).toBe("rgb(192, 36, 90)");
    }
  });
});

// The full-screen menu exists below 768 px only.
test.describe("mobile menu", { tag: "@mobile-only" }, () => {
  test("opens full screen, keeps focus off the page behind it, closes with Escape and returns focus", async ({
    page,
  }) => {
    await page.goto("/about");
    const open = page.getByRole("button", { name: "Öppna menyn" });
    await expect(open).toHaveAttribute("aria-haspopup", "dialog");
    await open.click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    expect(box?.height).toBeCloseTo(844, 0);
    // The page behind the open menu does not scroll.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Past the last link focus may leave for the browser's own controls (the document then
    // reports <body>), as a native modal dialog allows, but never lands on the page behind.
    for (let index = 0; index < 12; index++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return "outside the page";
        return focused.closest("dialog[open]") ? "in the menu" : `behind: ${focused.outerHTML.slice(0, 60)}`;
      });
      expect(["in the menu", "outside the page"]).toContain(where);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("skips rendering the page behind it, and shows it again where it was on closing (decision 0041)", async ({
    page,
  }) => {
    await page.goto(paths.services);
    await page.evaluate(() => window.scrollTo(0, 900));
    const scrolled = await page.evaluate(() => window.scrollY);
    const parts = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("body > header, main > *, body > footer")].map(
          (part) => `${part.tagName.toLowerCase()}: ${getComputedStyle(part).contentVisibility}`,
        ),
      );
    const shown = await parts();
    expect(shown.every((part) => part.endsWith(": visible"))).toBe(true);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The header holds the menu, so only it stays; every other part is skipped.
    expect(await parts()).toEqual(
      shown.map((part) => (part.startsWith("header") ? part : part.replace(/visible$/, "hidden"))),
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await parts()).toEqual(shown);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("closes with its close button and when a link is followed", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Öppna menyn" });
    await open.click();
    await page.getByRole("button", { name: "Stäng menyn" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole("dialog").getByRole("link", { name: "Om oss" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("h1")).toContainText("Om Vinga Design");
  });

  describeWithoutJavaScript(() => {
    test("opens at the first press, closes, and its links work", async ({ page }) => {
      await page.goto("/");
      const open = page.getByRole("button", { name: "Öppna menyn" });
      await open.click();
      const menu = page.getByRole("dialog");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      await open.click();
      await menu.getByRole("button", { name: "Stäng menyn" }).click();
      await expect(menu).toBeHidden();
      await open.click();
      await menu.getByRole("link", { name: "Tjänster" }).click();
      await expect(page.locator("h1")).toHaveText("Våra tjänster");
    });
  });

  test("its logo keeps the pink dot and 'DESIGN' at full size, also under a compact header", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => headerState(page)).toEqual(compact);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const logo = page.getByRole("dialog").locator("#mobile-menu-title");
    const subtitle = logo.getByTestId("logo-subtitle");
    await expect(subtitle).toBeVisible();
    await expect(subtitle).toHaveCSS("text-transform", "uppercase");
    await expect(subtitle).toHaveText("Design");
    const dot = logo.locator(".logo-word > span");
    await expect(dot).toHaveText(".");
    await expect(dot).toHaveCSS("color", "rgb(232, 69, 122)");
    await expect(logo.locator(".logo-word")).toHaveCSS("font-size", "28px");
    // Each on one line.
    for (const part of [logo.locator(".logo-word"), subtitle]) {
      const lines = await part.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
  });

  test("at 320 × 256 px with 200 % text, Tab never lands on a control that is off the screen", async ({
    page,
  }) => {
    await useReflowScreenWithLargeText(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    // Measured once the menu has risen into place (a visitor's first Tab comes later than 0.3 s).
    await expect
      .poll(() =>
        menu.evaluate((dialog) =>
          dialog.getAnimations().every((animation) => animation.playState === "finished"),
        ),
      )
      .toBe(true);
    const problems: string[] = [];
    const keys = [...Array(12).fill("Tab"), ...Array(6).fill("Shift+Tab"), ...Array(4).fill("Tab")];
    for (const key of keys) {
      await page.keyboard.press(key);
      const problem = await page.evaluate(() => {
        const focused = document.activeElement;
        // The dialog itself and the browser's own controls (<body>) are no controls of the menu.
        if (!focused || focused === document.body || focused instanceof HTMLDialogElement) return null;
        const box = focused.getBoundingClientRect();
        const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim();
        return box.top < -1 || box.left < -1 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1
          ? `${name} at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`
          : null;
      });
      if (problem) problems.push(`${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test("the desktop navigation is hidden below 768 px and the menu button above it", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Huvudmeny" });
  const menuButton = page.getByRole("button", { name: "Öppna menyn" });
  if (isMobile()) {
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeVisible();
  } else {
    await expect(nav).toBeVisible();
    await expect(menuButton).toBeHidden();
  }
});

test("scrolls to the top on every path change @desktop-only", async ({ page }) => {
  await page.goto("/tjanster");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("footer", () => {
  test("carries the quote, blurb, e-mail, social link, page links and the current year @desktop-only", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("blockquote")).toContainText("Bra design");
    await expect(footer.getByRole("link", { name: "hej@vingadesign.se" })).toHaveAttribute(
      "href",
      "mailto:hej@vingadesign.se",
    );
    const social = footer.getByRole("link", { name: /Instagram/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    for (const href of ["/tjanster", "/references", "/about", "/contact", "/integritetspolicy"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vinga Design`);
  });

  // At 768 px the quote once wrapped into eight short lines in a third of the width.
  test("@desktop-only at 768 px the quote reads at a full measure: most of the row, four lines at most", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    const quote = page.getByRole("contentinfo").locator("blockquote");
    const { width, rowWidth, lines } = await quote.evaluate((element) => {
      const row = element.closest("footer > *");
      const text = document.createRange();
      text.selectNodeContents(element);
      return {
        width: element.getBoundingClientRect().width,
        rowWidth: row ? row.clientWidth - Number.parseFloat(getComputedStyle(row).paddingLeft) * 2 : 0,
        lines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
      };
    });
    expect(width).toBeGreaterThan(rowWidth * 0.6);
    expect(lines).toBeLessThanOrEqual(4);
  });

  test("'Cookieinställningar' forgets the stored consent and reloads the page @desktop-only", async ({
    page,
  }) => {
    await gotoWithBehaviours(page, "/about");
    await page.evaluate(() => {
      localStorage.setItem("cookieConsentGiven", "true");
      localStorage.setItem(
        "cookieSettings",
        JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      );
      localStorage.setItem("unrelated", "kept");
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click(),
    ]);
    expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("cookieConsentGiven"),
        localStorage.getItem("cookieSettings"),
        localStorage.getItem("unrelated"),
      ]),
    ).toEqual([null, null, "kept"]);
  });
});

test("the footer shows the visitor's year, not the build's, without a hydration warning or a shift @desktop-only", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2031-03-01T10:00:00+01:00") });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto("/about");
  const copyright = page.getByRole("contentinfo").getByText(/^© \d{4}/);
  const widthBefore = await copyright.evaluate((element) => element.getBoundingClientRect().width);
  await copyright.scrollIntoViewIfNeeded();
  await expect(copyright).toContainText("© 2031 ");
  expect(await copyright.evaluate((element) => element.getBoundingClientRect().width)).toBeCloseTo(
    widthBefore,
    0,
  );
  expect(warnings).toEqual([]);
});

test("a sessionStorage that throws on every touch leaves no uncaught error on the first load @desktop-only", async ({
  page,
}) => {
  await blockStorage(page, "sessionStorage");
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto("/tjanster");
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
  await expect(page.locator("h1")).toContainText("Om Vinga Design");
  expect(pageErrors).toEqual([]);
});

test.describe("not-found page", () => {
  test.use({
    expectedConsoleErrors: NOT_FOUND_PAGE_LOGS,
  });

  test("shows 404, the English message and a link home, and logs the path @desktop-only", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/sidan/som/inte/finns");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect.poll(() => logged.some((text) => text.includes("/sidan/som/inte/finns"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toHaveText("Webbyra i Örebro");
  });
});

test.describe("language", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });

  test('the document is Swedish (html lang="sv") on every page @desktop-only', async ({ page }) => {
    for (const path of ["/", "/tjanster", "/blogg", "/finns-inte"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    }
  });
});

test.describe("styles and fonts", () => {
  test("every page carries the whole stylesheet and requests none @desktop-only", async ({ page }) => {
    const stylesheets = requestsMatching(page, /\.css$/);
    await page.goto("/tjanster");
    await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One <style> in each page and no file to fetch or switch on later (decision 0032).
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator("style").count()).toBe(1);
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(251, 248, 244)");
  });

  test("the brand fonts load with the page and then render the text @desktop-only", async ({ page }) => {
    const fonts = requestsMatching(page, /\.woff2$/);
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(2);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', "")),
    );
    expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Bricolage Grotesque Variable"]));
    await expect(page.locator("h1")).toHaveCSS("font-family", /^"Bricolage Grotesque Variable"/);
  });

  // The fonts are preloaded, so they usually arrive before the first layout and nothing swaps; when
  // they come late, the first paint does not wait for them and the metric-matched fallbacks leave
  // nothing to move. The fonts are held back until the page has painted, so a busy machine that
  // presents frames late cannot decide the outcome.
  test("the brand fonts are preloaded, and swap in after the first paint without moving anything when late @desktop-only", async ({
    page,
    request,
  }) => {
    const routes = ["/", "/tjanster", paths.caseStudy("jalopy"), "/blogg"];
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const preloaded = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map(
        ([tag]) => tag,
      );
      expect(preloaded, path).toEqual([
        expect.stringMatching(/href="\/assets\/inter-sv-wght\.[^"]+\.woff2"/),
        expect.stringMatching(/href="\/assets\/bricolage-grotesque-sv-wght\.[^"]+\.woff2"/),
      ]);
      for (const tag of preloaded) expect(tag, path).toMatch(/ crossorigin[ >]/);
    }
    let releaseFonts = () => {};
    let fontsReleased = Promise.resolve();
    await page.route(/\.woff2$/, async (route) => {
      await fontsReleased;
      await route.continue();
    });
    await recordLayoutShifts(page);
    const brandFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "").endsWith("Variable"))
          .map((face) => ({
            family: face.family.replaceAll('"', ""),
            status: face.status,
            display: face.display,
          })),
      );
    for (const path of routes) {
      fontsReleased = new Promise((resolve) => (releaseFonts = resolve));
      // The load event waits for the preloads, which are held back.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), {
          message: `${path}: no first paint while the fonts were on their way`,
        })
        .toBe(1);
      const waiting = await brandFaces();
      expect(waiting.map(({ family }) => family).sort(), path).toEqual([
        "Bricolage Grotesque Variable",
        "Inter Variable",
      ]);
      for (const face of waiting) {
        expect(face.status, `${path}: ${face.family} arrived before the first paint`).not.toBe("loaded");
        // `block` would hide the text for up to 3 s before a paint like the one above.
        expect(face.display, `${path}: ${face.family}`).toBe("swap");
      }
      releaseFonts();
      await expect
        .poll(async () => (await brandFaces()).map(({ status }) => status))
        .toEqual(["loaded", "loaded"]);
      // The swap is laid out in the next frame; its shift is reported after that frame.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { shift, moved } = await layoutShifts(page);
      expect(
        shift,
        `${path}: layout shift when the fonts swapped in (${moved.join(", ")})`,
      ).toBeLessThanOrEqual(0.01);
    }
  });

  test("every character a page draws is in the cut brand fonts @desktop-only", async ({ page, request }) => {
    // A character outside the cut fonts would be drawn in the fallback face, in the middle of a word.
    test.setTimeout(120_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    expect(pages.length).toBeGreaterThan(20);
    const covered = new Set(brandFontCharacters);
    const missing: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const drawn = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest("script, style, svg")
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        let text = "";
        while (walker.nextNode()) text += walker.currentNode.textContent;
        text += [...document.querySelectorAll("template")]
          .map((template) => template.content.textContent)
          .join("");
        return text;
      });
      // Line breaks, tabs and invisible format characters (the word joiner) need no glyph.
      for (const character of new Set(drawn.replace(/[\n\t\r\p{Cf}]/gu, "")))
        if (!covered.has(character))
          missing.push(`${path}: ${character} (U+${character.codePointAt(0)?.toString(16)})`);
    }
    expect(missing, "add the characters to app/lib/fonts/brand-fonts.ts and run `npm run fonts`").toEqual([]);
  });
});

describeWithoutJavaScript(() => {
  test("the brand fonts come from the stylesheet at once @desktop-only", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', "")),
    );
    expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Bricolage Grotesque Variable"]));
  });
});

test.describe("icons", () => {
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (bytes: Buffer) => {
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  };

  test("every page links an ICO and an Apple touch icon beside the SVG favicon, and both are served @desktop-only", async ({
    page,
    request,
  }) => {
    await page.goto("/blogg");
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      "href",
      "/images/brand/favicon.svg",
    );
    await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute("href", paths.favicon);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", paths.appleTouchIcon);

    const ico = await request.get(paths.favicon);
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icoBytes = await ico.body();
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)], "ICO header").toEqual([0, 1]);
    const count = icoBytes.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const offset = icoBytes.readUInt32LE(entry + 12);
      const image = icoBytes.subarray(offset, offset + icoBytes.readUInt32LE(entry + 8));
      expect(pngSize(image), `image ${index}`).toEqual([icoBytes[entry], icoBytes[entry + 1]]);
      return icoBytes[entry];
    });
    expect(sizes).toEqual([16, 32, 48]);

    const touch = await request.get(paths.appleTouchIcon);
    expect(touch.status()).toBe(200);
    expect(touch.headers()["content-type"]).toBe("image/png");
    const touchBytes = await touch.body();
    expect(pngSize(touchBytes)).toEqual([180, 180]);
    // Opaque (colour type 2, RGB): iOS would fill transparent corners with black.
    expect(touchBytes[25], "PNG colour type").toBe(2);
  });
});

test.describe("a page at rest", () => {
  // An endless animation asks for a frame all the time, and a tap then waits for the frame in
  // progress: the lazy pictures' placeholders further down /references once did (issue 46).
  // Scroll-driven animations (the header's) move only with the page and are not counted.
  test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });
  for (const route of everyKindOfPage) {
    test(`${route} runs no endless animation once it has loaded`, async ({ page }) => {
      await page.goto(route, { waitUntil: "load" });
      // A placeholder in sight pulses until its picture arrives; none may go on for good.
      await expect
        .poll(() =>
          page.evaluate(() =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" &&
                  animation.timeline instanceof DocumentTimeline &&
                  animation.effect?.getComputedTiming().iterations === Infinity,
              )
              .map((animation) => {
                const target = (animation.effect as KeyframeEffect).target;
                return `${(animation as CSSAnimation).animationName} on ${target?.tagName.toLowerCase()}.${target?.className}`;
              }),
          ),
        )
        .toEqual([]);
    });
  }
});
