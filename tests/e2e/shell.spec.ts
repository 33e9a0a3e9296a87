import { auditRoutes } from "./support/audit";
import { bundle, clientNavigate, expect, requestsMatching, test, waitForHydration } from "./support/fixtures";

const isMobile = () => test.info().project.name === "mobile";

test.describe("hydration at the first use", () => {
  test("a page with nothing to do at load fetches no script until it is used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/tjanster");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await page.mouse.move(200, 300);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe("header", () => {
  test("links every page from the navigation, with Kontakt as the highlighted button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
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

  test("shrinks after more than 50 px of scrolling and hides the logo subtitle, without moving the page", async ({
    page,
  }) => {
    await page.goto("/tjanster");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const subtitle = page.getByTestId("logo-subtitle");
    await expect(subtitle).toBeVisible();
    const heightBefore = (await header.boundingBox())?.height ?? 0;
    const headingTop = async () =>
      page.locator("h1").evaluate((h1) => h1.getBoundingClientRect().top + scrollY);
    const topBefore = await headingTop();

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-compact", "false");

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-compact", "true");
    await expect(subtitle).toBeHidden();
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(heightBefore);
    expect(await headingTop()).toBe(topBefore);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-compact", "false");
    await expect(subtitle).toBeVisible();
  });

  test("shows the logo subtitle white on /tjanster and pink elsewhere", async ({ page }) => {
    const subtitleColour = () =>
      page.getByTestId("logo-subtitle").evaluate((element) => getComputedStyle(element).color);
    await page.goto("/tjanster");
    expect(await subtitleColour()).toBe("rgb(255, 255, 255)");
    await waitForHydration(page);
    expect(await subtitleColour()).toBe("rgb(255, 255, 255)");
    for (const path of ["/", "/about", "/blogg"]) {
      await page.goto(path);
      await waitForHydration(page);
      // brand-pink-dark, #c0245a
      expect(await subtitleColour(), path).toBe("rgb(192, 36, 90)");
    }
  });
});

// The full-screen menu exists below 768 px only.
test.describe("mobile menu", { tag: "@mobile-only" }, () => {
  test("opens full screen, traps focus, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const open = page.getByRole("button", { name: "Öppna menyn" });
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

    for (let index = 0; index < 12; index++) {
      await page.keyboard.press("Tab");
      const insideMenu = await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
      expect(insideMenu).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("fetches its code on the first press only, not with the page", async ({ page }) => {
    const menuCode = requestsMatching(page, bundle("mobile-menu-dialog"));
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(menuCode).toHaveLength(0);
    const open = page.getByRole("button", { name: "Öppna menyn" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The open modal hides the page behind it from assistive technology, the button included.
    await expect(page.getByRole("button", { name: "Öppna menyn", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(menuCode).toHaveLength(1);
  });

  test("a press before the page has hydrated opens the menu once it has", async ({ page }) => {
    // Held back, so the press surely comes while the page is still only its prerendered HTML.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const open = page.getByRole("button", { name: "Öppna menyn" });
    await open.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Öppna menyn", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test.describe("when its code cannot be fetched", () => {
    test.use({
      expectedConsoleErrors: /Menyn kunde inte laddas|Failed to fetch dynamically imported module/,
    });

    test("the button stays usable and the page keeps working", async ({ page }) => {
      await page.route(bundle("mobile-menu-dialog"), (route) => route.abort("blockedbyclient"));
      await page.goto("/");
      await waitForHydration(page);
      const open = page.getByRole("button", { name: "Öppna menyn" });
      await open.click();
      await expect(open).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
      await expect(page.locator("h1")).toContainText("Om Vinga Design");
    });
  });

  test("closes with its close button and when a link is followed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await page.getByRole("button", { name: "Stäng menyn" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Om oss" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("h1")).toContainText("Om Vinga Design");
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

test("scrolls to the top on every path change", async ({ page }) => {
  await page.goto("/tjanster");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("footer", () => {
  test("carries the quote, blurb, e-mail, social link, page links and the current year", async ({ page }) => {
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

  test("'Cookieinställningar' forgets the stored consent and reloads the page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
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

test("the footer shows the visitor's year, not the build's, without a hydration warning or a shift", async ({
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
  await waitForHydration(page);
  // The footer hydrates as it comes near the screen (HydrateWhenNear in root.tsx).
  await copyright.scrollIntoViewIfNeeded();
  await expect(copyright).toContainText("© 2031 ");
  expect(await copyright.evaluate((element) => element.getBoundingClientRect().width)).toBeCloseTo(
    widthBefore,
    0,
  );
  expect(warnings).toEqual([]);
});

test("a sessionStorage that throws on every touch leaves no uncaught error on the first load", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "sessionStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto("/tjanster");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await clientNavigate(page, "/about");
  await expect(page.locator("h1")).toContainText("Om Vinga Design");
  expect(pageErrors).toEqual([]);
});

test.describe("not-found page", () => {
  test.use({
    expectedConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/,
  });

  test("shows 404, the English message and a link home, and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/sidan/som/inte/finns");
    expect(response?.status()).toBe(404);
    // Logging the address is work of its own: the page hydrates without waiting for a use.
    await waitForHydration(page, { use: false });
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect.poll(() => logged.some((text) => text.includes("/sidan/som/inte/finns"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toHaveText("Webbyra i Örebro");
  });

  test("client-side navigation to an unknown path shows the not-found page too", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { beforeNavigation: boolean }).beforeNavigation = true;
    });
    await clientNavigate(page, "/finns-inte-heller");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
  });
});

test.describe("language", () => {
  test.use({ expectedConsoleErrors: /404 Error: User attempted|status of 404/ });

  test('the document is Swedish (html lang="sv") on every page', async ({ page }) => {
    for (const path of ["/", "/tjanster", "/blogg", "/finns-inte"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    }
  });
});

test.describe("styles and fonts", () => {
  test("the inlined stylesheet is the only one: hydration neither fetches nor adds another", async ({
    page,
  }) => {
    const stylesheets = requestsMatching(page, /\.css$/);
    await page.goto("/tjanster");
    await waitForHydration(page);
    await clientNavigate(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"], style[data-href]').count()).toBe(1);
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(251, 248, 244)");
  });

  test("the brand fonts load after hydration and then render the text", async ({ page }) => {
    const fonts = requestsMatching(page, /\.woff2$/);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dataset.fonts === "settled");
    expect(fonts).toHaveLength(2);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', "")),
    );
    expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Bricolage Grotesque Variable"]));
    await expect(page.locator("h1")).toHaveCSS("font-family", /^"Bricolage Grotesque Variable"/);
  });
});

test.describe("rendering", () => {
  // The audit's routes include the not-found page, which logs the path it was asked for.
  test.use({ expectedConsoleErrors: /404 Error: User attempted|status of 404/ });

  test("@mobile-only no section that starts on a phone's first screen is left to an estimated height", async ({
    page,
  }) => {
    // A section with content-visibility: auto is laid out at a guessed height until it comes near
    // the screen; one that starts on the first screen is drawn at once anyway, and its guess would
    // only move everything after it, and the images the browser fetches while the page loads.
    const estimated: string[] = [];
    for (const route of auditRoutes) {
      await page.goto(route);
      const early = await page.evaluate(() =>
        [...document.querySelectorAll("main > *")]
          .filter((section) => getComputedStyle(section).contentVisibility === "auto")
          .map((section) => ({
            tag: section.tagName.toLowerCase(),
            top: section.getBoundingClientRect().top,
          }))
          .filter(({ top }) => top < window.innerHeight),
      );
      for (const { tag, top } of early) estimated.push(`${route}: <${tag}> at ${Math.round(top)} px`);
    }
    expect(estimated).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand fonts come from the stylesheet at once", async ({ page }) => {
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
