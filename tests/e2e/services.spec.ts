import type { Page } from "@playwright/test";
import {
  clientNavigate,
  expect,
  isHydrated,
  requestsMatching,
  test,
  waitForHydration,
} from "./support/fixtures";

test("asks what a website costs in its title and shows the three packages", async ({ page }) => {
  await page.goto("/tjanster");
  await expect(page).toHaveTitle(/Vad kostar en hemsida/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Våra tjänster");
  const cards = page.locator("article[aria-labelledby^=package-]");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Färdig Hemsida",
    "Hemsideprenumeration",
    "Skräddarsydd lösning",
  ]);
  await expect(cards.nth(0)).toContainText("13 900 kr");
  await expect(cards.nth(0)).toContainText("+ moms");
  await expect(cards.nth(0)).toContainText("Upp till 6 sidor");
  await expect(cards.nth(0)).toContainText("1300 kr/år");
  await expect(cards.nth(1)).toContainText("1 900 kr/mån");
  await expect(cards.nth(1)).toContainText("+ moms");
  await expect(cards.nth(2).getByRole("link")).toHaveText(/^Begär offert/);
  for (const card of await cards.all()) {
    await expect(card.getByRole("link")).toHaveAttribute("href", "/contact#contact-form");
    await expect(card.locator("svg").first()).toBeVisible();
  }
  await expect(cards.nth(0).getByRole("link")).toHaveText(/^Kontakta oss/);
  await expect(page.getByText("Färdig mall", { exact: true })).toHaveCount(0);
  await expect(page.locator('a[href="/references#templates"]')).toHaveCount(1);
});

test.describe("FAQ", () => {
  test("has ten questions, one open at a time, and closes again", async ({ page }) => {
    await page.goto("/tjanster");
    await waitForHydration(page);
    const items = page.locator("details[name=faq]");
    await expect(items).toHaveCount(10);
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("details[name=faq][open]")).toHaveCount(1);
    await items.nth(1).locator("summary").click();
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/tjanster");
    await waitForHydration(page);
    const summary = page.locator("details[name=faq] summary").nth(2);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details[name=faq]").nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(page.locator("details[name=faq]").nth(2)).not.toHaveAttribute("open");
  });

  test("states the spec's facts", async ({ page }) => {
    await page.goto("/tjanster");
    const text = await page.locator("details[name=faq]").allTextContents();
    const all = text.join(" ");
    expect(all).toContain("5 arbetsdagar");
    expect(all).toMatch(/13 900 kr[^.]*hosting/);
    for (const range of ["5 000–15 000 kr", "20 000–50 000 kr", "3 000–10 000 kr"])
      expect(all).toContain(range);
  });

  test("FAQPage data is in the prerendered page, and leaves and returns with the page", async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}/tjanster`)).text();
    type Node = { "@type": string | string[]; "@graph"?: Node[]; mainEntity?: unknown[] };
    // The FAQPage may stand alone or be one node of the page's graph.
    const faq = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((match) => {
        const block = JSON.parse(match[1] ?? "{}") as Node;
        return block["@graph"] ?? [block];
      })
      .find((node) => [node["@type"]].flat().includes("FAQPage"));
    expect(faq?.mainEntity).toHaveLength(10);

    const faqBlocks = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll(
          (scripts) => scripts.filter((script) => script.textContent?.includes('"FAQPage"')).length,
        );
    await page.goto("/tjanster");
    await waitForHydration(page);
    expect(await faqBlocks()).toBe(1);
    await clientNavigate(page, "/about");
    await expect(page.locator("h1")).toHaveText("Om Vinga Design");
    expect(await faqBlocks()).toBe(0);
    await page.goBack();
    await expect(page.locator("h1")).toHaveText("Våra tjänster");
    expect(await faqBlocks()).toBe(1);
  });
});

test.describe("design thinking", () => {
  const steps = ["Empathize", "Define", "Ideate", "Design", "Test"];
  const sectionCode = /\/assets\/(design-thinking-section|embla-carousel)[\w.-]*\.js$/;

  /**
   * Brings the section's heading to 200 px below the fold, close enough for its code to load, and
   * waits until the section has hydrated. Not for its code's response: a page used before its code
   * ran hydrates whole (decision 0016), so that response may come before the scroll.
   */
  async function scrollNearDesignThinking(page: Page) {
    await page.locator("#design-thinking-title").evaluate((heading) => {
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200);
    });
    await expect.poll(() => isHydrated(page.locator("li[data-step]").first())).toBe(true);
  }

  test("its code (Embla included) is not part of the page's first load", async ({ page }) => {
    const requested = requestsMatching(page, sectionCode);
    await page.goto("/tjanster");
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    // A page used before its code ran hydrates whole, the parts below the fold included (decision 0016).
    await waitForHydration(page);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test.describe("on a page that hydrates at load", () => {
    test.use({
      storedConsent: {
        cookieConsentGiven: "true",
        cookieSettings: '{"necessary":true,"analytics":true,"marketing":false}',
      },
    });

    test("its code comes only as the visitor nears it", async ({ page }) => {
      await page.route("https://www.googletagmanager.com/gtag/js**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
      );
      const requested = requestsMatching(page, sectionCode);
      await page.goto("/tjanster");
      await waitForHydration(page, { use: false });
      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      await scrollNearDesignThinking(page);
      expect(requested.length).toBeGreaterThan(0);
    });
  });

  test("shows the five steps STEG 1–5 with descriptions and bullet points", async ({ page }) => {
    await page.goto("/tjanster");
    const items = page.locator("li[data-step]");
    await expect(items).toHaveCount(5);
    for (const [index, title] of steps.entries()) {
      await expect(items.nth(index)).toContainText(`STEG ${index + 1}`);
      await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
      expect(await items.nth(index).locator("ul li").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test(
    "desktop: a vertical timeline whose steps fade in and track the one in view",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await page.goto("/tjanster");
      await waitForHydration(page);
      await scrollNearDesignThinking(page);
      const items = page.locator("li[data-step]");
      const first = await items.nth(0).boundingBox();
      const second = await items.nth(1).boundingBox();
      expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
      expect(second?.x).toBe(first?.x);
      await expect(items.nth(4)).toHaveAttribute("data-reveal", "pending");
      await items.nth(4).scrollIntoViewIfNeeded();
      await expect(items.nth(4)).toHaveAttribute("data-reveal", "shown");
      await expect(items.nth(4)).toHaveAttribute("aria-current", "step");
      await expect(page.locator("li[data-step][aria-current=step]")).toHaveCount(1);
      await items.nth(1).scrollIntoViewIfNeeded();
      await expect(items.nth(1)).toHaveAttribute("aria-current", "step");
    },
  );

  test(
    "mobile: a carousel with buttons disabled at the ends and arrow keys",
    { tag: "@mobile-only" },
    async ({ page }) => {
      await page.goto("/tjanster");
      await waitForHydration(page);
      await scrollNearDesignThinking(page);
      // Embla has taken over the natively scrolling list.
      await expect(page.getByRole("region", { name: "Design thinking i fem steg" })).toHaveClass(
        /overflow-hidden/,
      );
      const previous = page.getByRole("button", { name: "Föregående steg" });
      const next = page.getByRole("button", { name: "Nästa steg" });
      const status = page.getByText(/^Steg \d av 5$/);
      await previous.scrollIntoViewIfNeeded();
      await expect(status).toHaveText("Steg 1 av 5");
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(status).toHaveText("Steg 2 av 5");
      await expect(previous).toBeEnabled();

      const region = page.getByRole("region", { name: "Design thinking i fem steg" });
      await region.focus();
      for (const expected of [3, 4, 5, 5]) {
        await page.keyboard.press("ArrowRight");
        await expect(status).toHaveText(`Steg ${expected} av 5`);
      }
      await expect(next).toBeDisabled();
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText("Steg 4 av 5");
      await expect(next).toBeEnabled();
      await expect(page.locator("li[data-step]").nth(3)).toHaveAttribute("aria-current", "step");
    },
  );
});

test("@desktop-only about: each fact's figure stays on one line and no word of it breaks, from 320 to 1280 px", async ({
  page,
}) => {
  await page.goto("/about");
  const broken: string[] = [];
  for (const width of [320, 390, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const found = await page.locator("main dl").evaluate((list) => {
      /** The distinct line tops a stretch of text is drawn on. */
      const lines = (node: Node, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const problems: string[] = [];
      for (const value of list.querySelectorAll("dd")) {
        const text = value.firstChild;
        if (text && lines(text, 0, text.textContent?.length ?? 0) > 1)
          problems.push(`"${value.textContent}"`);
      }
      for (const label of list.querySelectorAll("dt")) {
        const text = label.firstChild;
        const content = text?.textContent ?? "";
        for (const word of content.matchAll(/\S+/g)) {
          if (text && lines(text, word.index, word.index + word[0].length) > 1) problems.push(`"${word[0]}"`);
        }
      }
      return problems;
    });
    for (const problem of found) broken.push(`${width} px: ${problem}`);
  }
  expect(broken).toEqual([]);
});

test("about: vision, the agency, its founder with over 13 years of experience, and one image", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om Vinga Design");
  await expect(page.getByRole("heading", { name: "Vår vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Om byrån" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sara Lindberg" })).toBeVisible();
  await expect(page.locator("main")).toContainText("över 13 års erfarenhet");
  const images = page.locator("main img");
  await expect(images).toHaveCount(1);
  await expect(images).toHaveAttribute("alt", /studio/);
  await expect(images).toHaveAttribute("width", "1200");
  await expect(images).toHaveAttribute("height", "900");
  expect(await images.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
});
