import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { aboutFounder } from "../../app/content/about";
import { categoryInfo } from "../../app/lib/blog/categories";
import { blogPosts } from "../support/blog-posts";
import { formatLongDate } from "../../app/lib/format-date";
import { stockholmDateTime } from "../../app/lib/stockholm-time";
import { siteConfig } from "../../app/site.config";
import { buildDirectory } from "../../build-steps/build-directory";
import { svgDataUri } from "../../app/lib/main-image.server";
import { servers } from "../../playwright.config";
import { focusProblems, labelContrastOnOwnFill } from "./support/audit";
import { expect, test, NOT_FOUND_PAGE_LOGS } from "./support/fixtures";
import { phrasesSplitOverLines } from "./support/line-breaks";
import { leadSpan, ROW_SNAP } from "../../app/widgets/blog-index/masonry";

const posts = await blogPosts();
const bySlug = (slug: string) => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No article ${slug}`);
  return post;
};

/**
 * The five articles the spec names (the price guide at its evergreen address, decision 0021), plus
 * one from the series and one from each remaining category.
 */
const checkedArticles = [
  "vad-kostar-en-hemsida",
  "behover-smaforetag-verkligen-hemsida-2025",
  "gdpr-cookies-vad-behover-du-veta",
  "hur-lang-tid-tar-det-att-bygga-hemsida",
  "undvik-vanliga-misstag-forsta-hemsida",
  "planera-hemsida-del-3-design-och-kansla",
  "generativ-seo-geo-aeo-aio",
];

const SERIES_LABEL = "Serie: Hur ska man tänka när man gör en hemsida?";
const seriesSlugs = [
  "planera-hemsida-del-1-mal-och-malgrupp",
  "planera-hemsida-del-2-struktur-och-innehall",
  "planera-hemsida-del-3-design-och-kansla",
  "planera-hemsida-del-4-lansering-och-uppfoljning",
];

/** The cards a visitor sees: the filter hides the others. */
const cards = (page: Page) =>
  page.getByTestId("post-grid").getByTestId("post-card").filter({ visible: true });
/** The count beside the filter bar (the page's other status region is the toast list). */
const listStatus = (page: Page) => page.getByRole("status").filter({ hasText: /artiklar$/ });
const filterButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filtrera artiklar efter kategori" })
    .getByRole("button", { name, exact: true });

type CardBox = { top: number; bottom: number; left: number; href?: string | null; spaceAboveFooter: number };

/** Where each card stands on the page. Runs in the page. */
function cardBoxes(elements: Element[]): CardBox[] {
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    const tags = element.querySelector('[aria-label="Taggar"]')?.getBoundingClientRect();
    const footer = element.querySelector('[data-testid="byline"]')?.parentElement?.getBoundingClientRect();
    return {
      top: Math.round(box.top + scrollY),
      bottom: Math.round(box.bottom + scrollY),
      left: Math.round(box.left),
      href: element.querySelector("a")?.getAttribute("href"),
      spaceAboveFooter: Math.round((footer?.top ?? 0) - (tags?.bottom ?? 0)),
    };
  });
}

const measureCards = (page: Page) => cards(page).evaluateAll(cardBoxes);

/** Opens the list filtered by a category no article has (any letter case), which says so. */
async function openEmptyCategory(page: Page, category: string) {
  await page.goto(`/blogg?kategori=${category}`);
  await expect(
    page.getByText(`Inga artiklar hittades i kategorin "${category}".`, { exact: true }),
  ).toBeVisible();
}
const columnLeftsOf = (boxes: CardBox[]) => [...new Set(boxes.map((box) => box.left))].sort((a, b) => a - b);

/**
 * Asserts a masonry as masonry.ts places it: `columns` columns, cards in document order, every
 * card its own content's height (not stretched to a row), the first card as wide as keeps the last
 * row full, and each later card under the column that was shortest when its turn came (the
 * leftmost of equals), 24 px below the card above it - where the columns ended within ROW_SNAP
 * of each other, all under the lowest, so a row that looks level is level.
 */
function expectMasonryBoxes(boxes: CardBox[], columns: number, hrefs: string[], label: string) {
  expect(
    boxes.map((box) => box.href),
    `${label}: document order`,
  ).toEqual(hrefs);
  const lefts = columnLeftsOf(boxes);
  expect(lefts, `${label}: columns`).toHaveLength(Math.min(columns, hrefs.length));
  const leadWidth = leadSpan(boxes.length, columns);
  // mb-6 on the tags and mt-auto on the footer: a card stretched to a row's height shows more.
  for (const box of boxes.slice(leadWidth > 1 ? 1 : 0))
    expect(box.spaceAboveFooter, `${label}: ${box.href} is not stretched`).toBe(24);
  const firstTop = boxes[0]?.top ?? 0;
  const bottoms = lefts.map(() => firstTop - 24);
  boxes.forEach((box, index) => {
    const lowest = Math.max(...bottoms);
    if (lowest - Math.min(...bottoms) <= ROW_SNAP + 1) bottoms.fill(lowest);
    const shortest = bottoms.indexOf(Math.min(...bottoms));
    expect(box.left, `${label}: ${box.href} goes to the shortest column`).toBe(lefts[shortest]);
    expect(
      Math.abs(box.top - ((bottoms[shortest] ?? 0) + 24)),
      `${label}: ${box.href} sits 24 px under the card above`,
    ).toBeLessThanOrEqual(1);
    bottoms.fill(box.bottom, shortest, shortest + (index === 0 ? leadWidth : 1));
  });
}

async function expectMasonry(page: Page, columns: number, hrefs: string[], label: string) {
  await expect(cards(page)).toHaveCount(hrefs.length);
  // A resize is laid out again in the frame after the list's ResizeObserver reports it.
  await expect
    .poll(async () => columnLeftsOf(await measureCards(page)), { message: `${label}: columns` })
    .toHaveLength(Math.min(columns, hrefs.length));
  // A card that changes width (the newest, spanning lanes) changes height: placed again a frame later.
  await expect(async () => expectMasonryBoxes(await measureCards(page), columns, hrefs, label)).toPass();
}

/** Counts words like the build does: whitespace-separated, with at least one letter or digit. */
function countWordsInBrowser(locator: Locator) {
  return locator.evaluate(
    (element) => (element.textContent ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  );
}

type ListState = { pressed: string[]; status: string; cards: CardBox[] };

/** What the list shows: pressed filters, the count, and where the visible cards stand. Runs in the page. */
function readListState(): ListState {
  const visible = [
    ...document.querySelectorAll('[data-testid="post-grid"] [data-testid="post-card"]'),
  ].filter((card) => card.checkVisibility());
  const group = document.querySelector('[aria-label="Filtrera artiklar efter kategori"]');
  return {
    pressed: [...(group?.querySelectorAll('[aria-pressed="true"]') ?? [])].map(
      (button) => button.textContent ?? "",
    ),
    status: document.querySelector("[data-list-status]")?.textContent ?? "",
    cards: cardBoxes(visible),
  };
}

/**
 * Gives the page `readListState`, and records the list as it stands at the load event. The blog
 * list's behaviours start as soon as the document is parsed (decision 0024), and the load event
 * waits for a script inserted before it.
 */
async function installListReader(page: Page) {
  await page.addInitScript(`{
    const cardBoxes = ${cardBoxes.toString()};
    window.readListState = ${readListState.toString()};
    addEventListener("load", () => {
      window.listAtLoad = window.readListState();
    });
  }`);
}
const listAtLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { listAtLoad?: ListState }).listAtLoad);

test.describe("blog list", () => {
  test("shows every article as a card, newest first, with all of its parts @desktop-only", async ({
    page,
  }) => {
    await page.goto("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    await expect(cards(page)).toHaveCount(16);

    const dates = await cards(page)
      .getByTestId("published-date")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());

    for (const [index, post] of posts.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByTestId("category-badge")).toHaveText(categoryInfo(post.category).name);
      await expect(card.getByTestId("reading-time")).toHaveText(`${post.readingMinutes} min läsning`);
      const link = card.getByRole("link", { name: post.title, exact: true });
      await expect(link).toHaveAttribute("href", `/blogg/${post.slug}`);
      await expect(card.getByText(post.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByTestId("post-author")).toHaveText(post.author);
      await expect(card.getByTestId("published-date")).toHaveText(formatLongDate(post.publishedAt));
      const tags = card.getByRole("list", { name: "Taggar" }).getByRole("listitem");
      await expect(tags).toHaveText(post.tags.slice(0, 3));
      const cover = card.getByRole("img", { name: post.featuredImageAlt, exact: true });
      // The first cover is the page's main image, written into the page at build.
      await expect(cover).toHaveAttribute(
        "src",
        index === 0
          ? svgDataUri(readFileSync(path.join(buildDirectory, "client", post.featuredImage ?? ""), "utf8"))
          : (post.featuredImage ?? ""),
      );
      await expect(cover).toHaveAttribute("loading", index < 3 ? "eager" : "lazy");
    }
  });

  test("@desktop-only lays the cards out as a masonry in one, two or three columns, the top row newest first", async ({
    page,
  }) => {
    await page.goto("/blogg");
    for (const [width, columns] of [
      [390, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expectMasonry(
        page,
        columns,
        posts.map((post) => `/blogg/${post.slug}`),
        `${width} px`,
      );
    }
    // A filtered list is laid out again, in the same frame as it renders.
    await filterButton(page, "Design & Strategi").click();
    await expectMasonry(
      page,
      3,
      posts.filter((post) => post.category === "design").map((post) => `/blogg/${post.slug}`),
      "filtered",
    );
  });

  test("@desktop-only at 1280 px a row that looks level is level, read and tabbed left to right, and no card is left alone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blogg");
    await expect.poll(async () => columnLeftsOf(await measureCards(page))).toHaveLength(3);
    const boxes = await measureCards(page);
    const rows = new Map<number, CardBox[]>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    for (const [top, row] of rows) {
      expect(
        row.map((box) => box.left),
        `the row at ${top} px, in document order`,
      ).toEqual(row.map((box) => box.left).sort((a, b) => a - b));
      for (const other of rows.keys())
        if (other !== top)
          expect(Math.abs(other - top), `rows at ${top} and ${other} px`).toBeGreaterThan(ROW_SNAP);
    }
    const last = [...rows.values()].at(-1) ?? [];
    expect(last.length, "cards on the last row").toBe(3);
    // Tab follows the same order: the cards' links one after another, left to right in each row.
    await cards(page).first().getByRole("link").focus();
    const tabbed = [boxes[0]?.href];
    for (let step = 1; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      tabbed.push(await page.evaluate(() => document.activeElement?.getAttribute("href")));
    }
    expect(tabbed).toEqual(boxes.slice(0, 4).map((box) => box.href));
  });

  test("@desktop-only the masonry is in place by the time the page has loaded: its behaviours start as soon as it is parsed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await installListReader(page);
    await page.goto("/blogg");
    const list = await listAtLoad(page);
    expectMasonryBoxes(
      list?.cards ?? [],
      3,
      posts.map((post) => `/blogg/${post.slug}`),
      "at load",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every article is listed and no filter pretends to work @desktop-only", async ({ page }) => {
      await page.goto("/blogg?kategori=seo");
      await expect(cards(page)).toHaveCount(posts.length);
      await expect(page.getByRole("group", { name: "Filtrera artiklar efter kategori" })).toBeHidden();
      await expect(listStatus(page)).toHaveText(`${posts.length} artiklar`);
      await expect(page.getByText(/^Inga artiklar hittades/)).toBeHidden();
    });
  });

  test("a card leads to its article @desktop-only", async ({ page }) => {
    await page.goto("/blogg");
    const first = posts[0];
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/blogg/${first?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
  });

  test("filters by category with pressed buttons, and 'Alla artiklar' resets @desktop-only", async ({
    page,
  }) => {
    await page.goto("/blogg");
    await expect(filterButton(page, "Alla artiklar")).toHaveAttribute("aria-pressed", "true");

    await filterButton(page, "SEO").click();
    await expect(page).toHaveURL(/\?kategori=seo$/);
    await expect(filterButton(page, "SEO")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "Alla artiklar")).toHaveAttribute("aria-pressed", "false");
    const seoCount = posts.filter((post) => post.category === "seo").length;
    await expect(cards(page)).toHaveCount(seoCount);
    await expect(cards(page).getByTestId("category-badge")).toHaveText(Array(seoCount).fill("SEO"));

    await filterButton(page, "Design & Strategi").click();
    await expect(filterButton(page, "SEO")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(posts.filter((post) => post.category === "design").length);

    await filterButton(page, "Alla artiklar").click();
    await expect(cards(page)).toHaveCount(16);
    await expect(filterButton(page, "Alla artiklar")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/blogg$/);
  });

  test("the first tap on a filter, right after the page is parsed, shows its result in the frame it causes", async ({
    page,
    isMobile,
  }) => {
    await installListReader(page);
    await page.goto("/blogg", { waitUntil: "domcontentloaded" });
    // Read in the first animation frame after the click: what the list holds then is what that frame paints.
    await page.evaluate(() => {
      const record = window as unknown as { readListState: () => ListState; listAfterTap?: ListState };
      addEventListener(
        "click",
        () => requestAnimationFrame(() => (record.listAfterTap = record.readListState())),
        {
          once: true,
        },
      );
    });
    const seo = filterButton(page, "SEO");
    if (isMobile) await seo.tap();
    else await seo.click();
    const handle = await page.waitForFunction(
      () => (window as unknown as { listAfterTap?: ListState }).listAfterTap,
    );
    const list = (await handle.jsonValue()) as ListState;
    const seoPosts = posts.filter((post) => post.category === "seo");
    expect(list.pressed).toEqual(["SEO"]);
    expect(list.status).toBe(`${seoPosts.length} av ${posts.length} artiklar`);
    expectMasonryBoxes(
      list.cards,
      isMobile ? 1 : 3,
      seoPosts.map((post) => `/blogg/${post.slug}`),
      "the frame after the tap",
    );
  });

  test("a shared filtered address opens filtered, matching the category ignoring case @desktop-only", async ({
    page,
  }) => {
    await installListReader(page);
    await page.goto("/blogg?kategori=TIPS");
    const tips = posts.filter((post) => post.category === "tips");
    await expect(cards(page)).toHaveCount(tips.length);
    await expect(filterButton(page, "Tips")).toHaveAttribute("aria-pressed", "true");
    // Filtered by the time the page has loaded: this page's behaviours do not wait for its first paint.
    const list = await listAtLoad(page);
    expect(list?.pressed).toEqual(["Tips"]);
    expect(list?.cards.map((card) => card.href)).toEqual(tips.map((post) => `/blogg/${post.slug}`));
  });

  test("an empty category says so, and 'Alla artiklar' brings the articles back @desktop-only", async ({
    page,
  }) => {
    await openEmptyCategory(page, "nyheter");
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page
        .getByRole("group", { name: "Filtrera artiklar efter kategori" })
        .getByRole("button", { pressed: true }),
    ).toHaveCount(0);
    await expect(listStatus(page)).toHaveText(`0 av ${posts.length} artiklar`);
    await filterButton(page, "Alla artiklar").click();
    await expect(cards(page)).toHaveCount(16);
  });

  test("'Visa alla artiklar' under an empty category brings the articles back and keeps focus on the filter", async ({
    page,
  }) => {
    await openEmptyCategory(page, "Nyheter");
    await page.getByRole("button", { name: "Visa alla artiklar" }).click();
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page.getByText(/^Inga artiklar hittades/)).toBeHidden();
    await expect(filterButton(page, "Alla artiklar")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "Alla artiklar")).toBeFocused();
    await expect(page).toHaveURL(/\/blogg$/);
  });

  test("the blog footer shows the contact e-mail @desktop-only", async ({ page }) => {
    await page.goto("/blogg");
    const footer = page.getByTestId("closing-band");
    await expect(footer.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
  });

  for (const [state, path, shown] of [
    ["all articles", "/blogg", posts.length],
    ["filtered", "/blogg?kategori=seo", posts.filter((post) => post.category === "seo").length],
    ["an empty category", "/blogg?kategori=nyheter", 0],
  ] as const) {
    test(`has no accessibility violations: ${state}`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(cards(page)).toHaveCount(shown);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

  test("nothing moves while the page loads", async ({ page }) => {
    await page.goto("/blogg");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });

  test("@mobile-only the masonry measures the cards where they stand, so the browser never sees covers below the fold in view", async ({
    page,
  }) => {
    // The first height read is the inline script's measuring layout; what the browser sees then
    // decides which image requests it raises to high priority.
    await page.addInitScript(() => {
      const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");
      Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
        configurable: true,
        get(this: HTMLElement) {
          const list = this.parentElement;
          const record = window as unknown as { measuredCards?: { top: number; bottom: number }[] };
          if (list?.dataset.testid === "post-grid" && !record.measuredCards)
            record.measuredCards = Array.from(list.children, (card) => {
              const { top, bottom } = card.getBoundingClientRect();
              return { top, bottom };
            });
          return offsetHeight?.get?.call(this);
        },
      });
    });
    await page.goto("/blogg");
    const cards = await page.evaluate(
      () => (window as unknown as { measuredCards?: { top: number; bottom: number }[] }).measuredCards,
    );
    expect(cards, "the inline script measured the cards").toHaveLength(posts.length);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    for (const [index, card] of (cards ?? []).entries()) {
      if (index === 0) continue;
      const above = (cards ?? [])[index - 1];
      expect(card.top, `card ${index + 1} starts below card ${index}`).toBeGreaterThanOrEqual(
        above?.bottom ?? 0,
      );
      expect(card.top, `card ${index + 1} is below the fold`).toBeGreaterThan(viewportHeight);
    }
  });
});

test.describe("blog list head @desktop-only", () => {
  test("the prerendered HTML carries every tag search engines and feeds read", async ({ request }) => {
    const html = await (await request.get("/blogg")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<title>Blogg om webbdesign, användbarhet och SEO \| Vinga Design<\/title>/);
    for (const name of ["description", "keywords", "robots", "twitter:card", "twitter:title"]) {
      expect(head, name).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
    }
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(head, property).toContain(`property="${property}"`);
    }
    expect(head).toContain(`<link rel="canonical" href="${siteConfig.origin}/blogg"`);
    expect(head).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss\.xml"/,
    );

    const graph = jsonLdBlocks(html).flatMap((block) => (block["@graph"] as JsonLd[] | undefined) ?? [block]);
    expect(graph.map((node) => node["@type"])).toEqual(
      expect.arrayContaining(["Blog", "CollectionPage", "ProfessionalService", "WebSite", "FAQPage"]),
    );
    const blog = graph.find((node) => node["@type"] === "Blog");
    expect((blog?.blogPost as JsonLd[]).map((entry) => entry.url)).toEqual(
      posts.map((post) => `${siteConfig.origin}/blogg/${post.slug}`),
    );
    const faq = graph.find((node) => node["@type"] === "FAQPage");
    expect((faq?.mainEntity as JsonLd[]).length).toBeGreaterThanOrEqual(3);
  });

  test("the list page carries every article's summary, never an article's body", async ({ request }) => {
    const html = await (await request.get("/blogg")).text();
    for (const post of posts) {
      expect(html, post.slug).toContain(`href="/blogg/${post.slug}"`);
      const headings = post.html.match(/<h2[^>]*>.*?<\/h2>/g) ?? [];
      expect(headings.length, post.slug).toBeGreaterThan(0);
      for (const heading of headings) expect(html, post.slug).not.toContain(heading);
    }
  });
});

type JsonLd = Record<string, unknown>;

function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "{}") as JsonLd,
  );
}

/** The words and numbers in visible table cells that the browser splits over two lines. Runs in the page. */
function splitInTableCells(): string[] {
  const split: string[] = [];
  for (const cell of document.querySelectorAll("main td, main th")) {
    if (!cell.checkVisibility()) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A number with its digit groups, decimals, range and unit ("15 000–30 000 kr", "2,5"), or a word.
      const tokens = /\d(?:[\d,]|[\u00a0\u2060–]+(?=\d))*(?:\u00a0(?:kr|px|%))?|[\p{L}_]+/gu;
      for (const match of (node.textContent ?? "").matchAll(tokens)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
  }
  return split;
}

test.describe("tables", () => {
  const withTables = posts.filter((post) => post.html.includes("<table"));

  test("no table cell breaks a word or a number over two lines, on a phone or a tablet", async ({ page }) => {
    test.slow();
    expect(withTables.length).toBeGreaterThan(0);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...withTables.map((post) => `/blogg/${post.slug}`), "/integritetspolicy"]) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(splitInTableCells), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("on a phone a table's rows are stacked, each value after its column's name", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blogg/vad-kostar-en-hemsida");
    const table = page.getByTestId("article-body").getByRole("table");
    const cell = table.locator("tbody tr").nth(1).locator("td").nth(1);
    await expect(cell).toHaveText(/^15\s000–\u2060?30\s000\skr$/);
    await expect(cell).toHaveAttribute("data-label", "Ungefärligt pris");
    expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).toBe(
      '"Ungefärligt pris: "',
    );
    const boxes = await table
      .locator("tbody tr")
      .first()
      .locator("td")
      .evaluateAll((cells) => cells.map((element) => element.getBoundingClientRect().width));
    const tableWidth = (await table.boundingBox())?.width ?? 0;
    for (const width of boxes) expect(width).toBeGreaterThan(tableWidth - 40);
  });
});

test("@desktop-only an article's lines hold about 68 characters", async ({ page }) => {
  await page.goto("/blogg/vad-kostar-en-hemsida");
  await page.evaluate(() => document.fonts.ready);
  const lineLengths = await page.getByTestId("article-body").evaluate((body) => {
    const lengths: number[] = [];
    for (const paragraph of body.querySelectorAll(":scope > p")) {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? "").length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const line = Math.round(range.getClientRects()[0]?.bottom ?? 0);
          lines.set(line, (lines.get(line) ?? 0) + 1);
        }
      }
      // A paragraph's last line is as short as its text ends.
      lengths.push(...[...lines.values()].slice(0, -1));
    }
    return lengths;
  });
  expect(lineLengths.length).toBeGreaterThan(20);
  const mean = lineLengths.reduce((sum, length) => sum + length, 0) / lineLengths.length;
  expect(mean).toBeGreaterThanOrEqual(60);
  expect(mean).toBeLessThanOrEqual(72);
});

test.describe("articles", () => {
  test("the raw HTML of every article holds its full text, its sized cover and its own share card @desktop-only", async ({
    request,
  }) => {
    for (const post of posts) {
      const html = await (await request.get(`/blogg/${post.slug}`)).text();
      expect(html, post.slug).toContain(post.html);
      expect(html.match(/<h1[\s>]/g), post.slug).toHaveLength(1);
      const cover = /<img data-testid="post-cover"[^>]*>/.exec(html)?.[0] ?? "";
      // The cover is the article's main image, written into the page at build.
      expect(cover, post.slug).toContain(
        `src="${svgDataUri(readFileSync(path.join(buildDirectory, "client", post.featuredImage ?? ""), "utf8"))}"`,
      );
      expect(cover, post.slug).toContain(`alt="${post.featuredImageAlt}"`);
      expect(cover, post.slug).toMatch(/width="1200" height="630"/);
      expect(cover, post.slug).toContain('loading="eager"');
      // Attribute names are case-insensitive in HTML, and the critical-CSS step writes them in lower case.
      if (post.updatedAt)
        expect(html.toLowerCase(), post.slug).toContain(`<time datetime="${post.updatedAt}">`.toLowerCase());

      const shareImage = `/images/og/blogg/${post.slug}.png`;
      expect(html, post.slug).toContain(
        `<meta property="og:image" content="${siteConfig.origin}${shareImage}">`,
      );
      expect(html, post.slug).toContain(
        `<meta name="twitter:image" content="${siteConfig.origin}${shareImage}">`,
      );
      expect(html, post.slug).toContain('<meta property="og:image:width" content="1200">');
      expect(html, post.slug).toContain('<meta property="og:image:height" content="630">');
      expect(html, post.slug).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
      const png = await request.get(shareImage);
      expect(png.headers()["content-type"], shareImage).toBe("image/png");
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${shareImage} size`).toEqual([1200, 630]);
    }
  });

  test('"+ moms" in a built article is joined by a no-break space, as the Markdown typography writes it @desktop-only', async ({
    request,
  }) => {
    // Built from a content cache that predates the typography, the body would still hold "+ moms".
    const html = await (await request.get("/blogg/vad-kostar-en-hemsida")).text();
    const body = html.slice(html.indexOf('data-testid="article-body"'));
    expect(body).toContain("+\u00a0moms");
    expect(body).not.toMatch(/\+ moms/);
  });

  for (const slug of checkedArticles) {
    test(`${slug}: header, excerpt, body and reading time @desktop-only`, async ({ page }) => {
      const post = bySlug(slug);
      await page.goto(`/blogg/${slug}`);
      const header = page.getByTestId("article-header");
      await expect(header.getByTestId("category-badge")).toHaveText(categoryInfo(post.category).name);
      await expect(header.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(header.getByTestId("post-author")).toHaveText(post.author);
      await expect(header.getByTestId("published-date")).toHaveText(formatLongDate(post.publishedAt));
      await expect(header.getByTestId("published-date")).toHaveAttribute("datetime", post.publishedAt);
      if (post.updatedAt) {
        await expect(header.getByTestId("updated-date")).toHaveText(
          `Uppdaterad ${formatLongDate(post.updatedAt)}`,
        );
        await expect(header.getByTestId("updated-date").locator("time")).toHaveAttribute(
          "datetime",
          post.updatedAt,
        );
      } else {
        await expect(header.getByTestId("updated-date")).toHaveCount(0);
      }
      const cover = page.getByRole("img", { name: post.featuredImageAlt, exact: true });
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
        1200,
      );
      await expect(header.getByRole("list", { name: "Taggar" }).getByRole("listitem")).toHaveText(post.tags);
      await expect(page.getByTestId("article-excerpt")).toHaveText(post.excerpt);

      const body = page.getByTestId("article-body");
      const words = await countWordsInBrowser(body);
      const minutes = Math.max(1, Math.ceil(words / 200));
      await expect(header.getByTestId("reading-time")).toHaveText(`${minutes} min läsning`);
      expect(words).toBeGreaterThanOrEqual(600);
    });
  }

  test("an internal link in the article leads to that article, at its top @desktop-only", async ({
    page,
  }) => {
    await page.goto("/blogg/vad-kostar-en-hemsida");
    await page
      .getByTestId("article-body")
      .getByRole("link", { name: "hur lång tid det tar att bygga en hemsida" })
      .click();
    await expect(page).toHaveURL("/blogg/hur-lang-tid-tar-det-att-bygga-hemsida");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      bySlug("hur-lang-tid-tar-det-att-bygga-hemsida").title,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the blog footer shows the contact e-mail @desktop-only", async ({ page }) => {
    await page.goto("/blogg/vad-ar-seo");
    await expect(
      page.getByTestId("closing-band").getByRole("link", { name: siteConfig.email }),
    ).toBeVisible();
  });

  for (const slug of ["vad-kostar-en-hemsida", "planera-hemsida-del-2-struktur-och-innehall"]) {
    test(`has no accessibility violations: ${slug}`, async ({ page }) => {
      test.slow();
      await page.goto(`/blogg/${slug}`);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test("@mobile-only at 390 px a title or heading never breaks a short hyphenated compound at its hyphen", async ({
  page,
}) => {
  const cases = [
    { slug: "on-page-vs-off-page-seo", phrases: ["On-page", "off-page", "on-page"] },
    { slug: "vad-ar-ux-design", phrases: ["UX-design"] },
    { slug: "generativ-seo-geo-aeo-aio", phrases: ["AI-tjänsterna"] },
  ];
  for (const { slug, phrases } of cases) {
    await page.goto(`/blogg/${slug}`);
    await page.evaluate(() => document.fonts.ready);
    for (const heading of await page.locator("main :is(h1, h2, h3)").all()) {
      expect(await phrasesSplitOverLines(heading, phrases), slug).toEqual([]);
    }
    // Only the layout changes: the page's title keeps the words as written.
    expect(await page.title(), slug).toContain(bySlug(slug).seo.metaTitle);
  }
});

test("a quotation in an article has as much room above its text as below", async ({ page }) => {
  await page.goto("/blogg/planera-hemsida-del-1-mal-och-malgrupp");
  const quote = page.getByTestId("article-body").locator("blockquote").first();
  const [above, below] = await quote.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const textTop = Math.min(...lines.map((rect) => rect.top));
    const textBottom = Math.max(...lines.map((rect) => rect.bottom));
    return [textTop - box.top, box.bottom - textBottom];
  });
  expect(Math.abs((above ?? 0) - (below ?? 0))).toBeLessThanOrEqual(1);
});

test("@mobile-only inline code never splits its pill at a hyphen, nor sticks out of a 320 px column", async ({
  page,
}) => {
  await page.goto("/blogg/hur-ska-man-farglagga-en-hemsida");
  await page.evaluate(() => document.fonts.ready);
  const body = page.getByTestId("article-body");
  const code = body.locator("code", { hasText: "prefers-color-scheme" });
  // Every width from a small phone up to the tablet, so the token meets the end of a line somewhere.
  for (let width = 320; width <= 440; width += 8) {
    await page.setViewportSize({ width, height: 800 });
    expect(await phrasesSplitOverLines(code, ["prefers-color-scheme"]), `${width} px`).toEqual([]);
    const [codeBox, bodyBox] = [await code.boundingBox(), await body.boundingBox()];
    expect((codeBox?.x ?? 0) + (codeBox?.width ?? 0), `${width} px`).toBeLessThanOrEqual(
      (bodyBox?.x ?? 0) + (bodyBox?.width ?? 0) + 0.5,
    );
  }
});

test.describe("series navigator", () => {
  const navigators = (page: Page) => page.getByRole("navigation", { name: /^Serie: / });

  for (const [index, slug] of seriesSlugs.entries()) {
    test(`part ${index + 1} shows the series above and below the article @desktop-only`, async ({ page }) => {
      await page.goto(`/blogg/${slug}`);
      await expect(navigators(page)).toHaveCount(2);
      const [top, bottom] = [
        page.getByTestId("series-navigator-top"),
        page.getByTestId("series-navigator-bottom"),
      ];
      const body = await page.getByTestId("article-body").boundingBox();
      expect((await top.boundingBox())?.y).toBeLessThan(body?.y ?? 0);
      expect((await bottom.boundingBox())?.y).toBeGreaterThan(body?.y ?? Infinity);

      for (const navigator of [top, bottom]) {
        await expect(navigator.getByText(SERIES_LABEL, { exact: true })).toBeVisible();
        const circles = navigator.getByRole("list").getByRole("link");
        await expect(circles).toHaveText(["1", "2", "3", "4"]);
        for (const [part, partSlug] of seriesSlugs.entries()) {
          const circle = circles.nth(part);
          await expect(circle).toHaveAttribute("href", `/blogg/${partSlug}`);
          if (part === index) await expect(circle).toHaveAttribute("aria-current", "page");
          else await expect(circle).not.toHaveAttribute("aria-current");
        }
        const previous = navigator.getByRole("link", { name: /^Föregående del/ });
        const next = navigator.getByRole("link", { name: /^Nästa del/ });
        if (index === 0) await expect(previous).toHaveCount(0);
        else await expect(previous).toHaveAttribute("href", `/blogg/${seriesSlugs[index - 1]}`);
        if (index === seriesSlugs.length - 1) await expect(next).toHaveCount(0);
        else await expect(next).toHaveAttribute("href", `/blogg/${seriesSlugs[index + 1]}`);
      }
    });
  }

  test("'Nästa del' and the circles move through the series @desktop-only", async ({ page }) => {
    await page.goto(`/blogg/${seriesSlugs[0]}`);
    await page
      .getByTestId("series-navigator-bottom")
      .getByRole("link", { name: /^Nästa del/ })
      .click();
    await expect(page).toHaveURL(`/blogg/${seriesSlugs[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bySlug(seriesSlugs[1] ?? "").title);
    await page
      .getByTestId("series-navigator-top")
      .getByRole("link", { name: /^Del 4:/ })
      .click();
    await expect(page).toHaveURL(`/blogg/${seriesSlugs[3]}`);
    await expect(
      page.getByTestId("series-navigator-top").getByRole("link", { name: /^Del 4:/ }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("an article outside a series has no navigator @desktop-only", async ({ page }) => {
    await page.goto("/blogg/vad-ar-seo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(navigators(page)).toHaveCount(0);
  });
});

test.describe("related articles @desktop-only", () => {
  test("up to three of the same category, never the article itself", async ({ page }) => {
    for (const slug of ["vad-ar-ux-design", "varfor-ar-sidhastighet-viktigt", "vad-ar-seo"]) {
      const post = bySlug(slug);
      const sameCategory = posts.filter((other) => other.category === post.category && other.slug !== slug);
      await page.goto(`/blogg/${slug}`);
      const section = page.getByRole("region", { name: "Relaterade artiklar" });
      const links = section.getByRole("article").getByRole("link");
      await expect(links).toHaveCount(Math.min(3, sameCategory.length));
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      expect(hrefs).not.toContain(`/blogg/${slug}`);
      for (const href of hrefs) {
        expect(sameCategory.map((other) => `/blogg/${other.slug}`)).toContain(href);
      }
      await expect(section.getByTestId("category-badge")).toHaveText(
        Array(hrefs.length).fill(categoryInfo(post.category).name),
      );
    }
  });

  test("a related article opens on click", async ({ page }) => {
    await page.goto("/blogg/vad-ar-ux-design");
    const link = page.getByRole("region", { name: "Relaterade artiklar" }).getByRole("link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(href ?? "");
  });

  test("is left out when no other article shares the category", async ({ page }) => {
    await page.goto("/blogg/vad-kostar-en-hemsida");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Relaterade artiklar" })).toHaveCount(0);
  });
});

test.describe("unknown article @desktop-only", () => {
  // Servers answer an unknown address with the not-found page and status 404; its script logs the address.
  test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });

  test("a link to it from an article leads to the list, and the unknown address stays out of history", async ({
    page,
  }) => {
    await page.goto("/blogg");
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/blogg/${posts[0]?.slug}`);
    const lengthBefore = await page.evaluate(() => history.length);

    // An article linking to one that has since been removed.
    await page.getByTestId("article-body").evaluate((body) => {
      const link = document.createElement("a");
      link.href = "/blogg/borttagen-artikel";
      link.textContent = "Borttagen artikel";
      body.prepend(link);
    });
    await page.getByRole("link", { name: "Borttagen artikel" }).click();

    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL(`/blogg/${posts[0]?.slug}`);
    await page.goBack();
    await expect(page).toHaveURL("/blogg");
  });

  test("returning through history to an article removed since replaces that entry with the list", async ({
    page,
  }) => {
    const slug = posts[0]?.slug ?? "";
    await page.goto("/blogg");
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/blogg/${slug}`);
    await page.goto("/about");
    const lengthBefore = await page.evaluate(() => history.length);
    // The article is taken down while the reader is elsewhere: its address now gets the not-found page.
    const notFound = await page.request.get("/blogg/borttagen-artikel");
    expect(notFound.status()).toBe(404);
    const notFoundPage = await notFound.text();
    await page.route(`**/blogg/${slug}`, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: notFoundPage }),
    );
    await page.goBack();
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
    await page.goBack();
    await expect(page).toHaveURL("/blogg");
    await page.goForward();
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
  });

  for (const [name, server] of Object.entries(servers)) {
    test(`opening its address directly on the ${name} server lands on the list, with nothing to go back to`, async ({
      page,
    }) => {
      const response = await page.goto(`${server}/blogg/borttagen-artikel`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(`${server}/blogg`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
      // The tab's history: the blank start page and the list, never the unknown address.
      expect(await page.evaluate(() => history.length)).toBe(2);
    });
  }
});

test.describe("article head @desktop-only", () => {
  for (const slug of checkedArticles.slice(0, 5)) {
    test(`${slug}: the prerendered HTML carries the article's head tags and BlogPosting data`, async ({
      request,
    }) => {
      const post = bySlug(slug);
      const html = await (await request.get(`/blogg/${slug}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const attribute = (value: string) =>
        value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      expect(head).toContain(`<title>${attribute(post.seo.metaTitle)}</title>`);
      expect(head).toContain(`<meta name="description" content="${attribute(post.seo.metaDescription)}">`);
      expect(head).toContain(`<meta name="author" content="${attribute(post.author)}">`);
      expect(head).toContain(`<meta name="keywords" content="${attribute(post.seo.keywords.join(", "))}">`);
      expect(head).toContain('<meta property="og:type" content="article">');
      expect(head).toContain(
        `<meta property="article:published_time" content="${stockholmDateTime(post.publishedAt)}">`,
      );
      for (const tag of post.tags) {
        expect(head).toContain(`<meta property="article:tag" content="${attribute(tag)}">`);
      }
      expect(head).toContain(`<link rel="canonical" href="${siteConfig.origin}/blogg/${slug}">`);

      const graph = jsonLdBlocks(html).flatMap(
        (block) => (block["@graph"] as JsonLd[] | undefined) ?? [block],
      );
      const article = graph.find((node) => node["@type"] === "BlogPosting");
      expect(article).toMatchObject({
        headline: post.title,
        description: post.seo.metaDescription,
        datePublished: stockholmDateTime(post.publishedAt),
        dateModified: stockholmDateTime(post.updatedAt ?? post.publishedAt),
        publisher: { "@id": `${siteConfig.origin}/#organization` },
        mainEntityOfPage: { "@id": `${siteConfig.origin}/blogg/${slug}#webpage` },
        inLanguage: "sv-SE",
      });
      expect(article).not.toHaveProperty("articleBody");
      expect(post.text.startsWith(String(article?.abstract))).toBe(true);
      const authors = ([article?.author].flat() as JsonLd[]).map((ref) =>
        graph.find((node) => node["@id"] === ref["@id"]),
      );
      // The named person is always there, with her author page; the team and the brand add the agency.
      expect(authors.find((node) => node?.["@type"] === "Person")).toMatchObject({
        name: "Sara Lindberg",
        url: `${siteConfig.origin}/blogg/forfattare/sara-lindberg`,
      });
      expect(authors.map((node) => node?.name)).toEqual(
        post.author === "Sara Lindberg" ? ["Sara Lindberg"] : [siteConfig.name, "Sara Lindberg"],
      );
    });
  }
});

test.describe("author page and bylines", () => {
  const authorPath = `/blogg/forfattare/${aboutFounder.anchorId}`;

  test("every article's byline links to its named person; team and brand articles say she answers for them @desktop-only", async ({
    request,
  }) => {
    for (const post of posts) {
      const html = await (await request.get(`/blogg/${post.slug}`)).text();
      const byline = /<p data-testid="byline"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
      expect(byline, post.slug).toContain(`href="${authorPath}"`);
      const text = byline.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
      expect(text, post.slug).toBe(
        post.author === aboutFounder.name
          ? `Av ${aboutFounder.name}`
          : `Av ${post.author}, ansvarig: ${aboutFounder.name}`,
      );
    }
  });

  test("the byline's link leads to the author page @desktop-only", async ({ page }) => {
    await page.goto("/blogg/gdpr-cookies-vad-behover-du-veta");
    const header = page.getByTestId("article-header");
    await expect(header.getByTestId("byline")).toHaveText(`Av Vinga Design, ansvarig: ${aboutFounder.name}`);
    await header.getByRole("link", { name: aboutFounder.name }).click();
    await expect(page).toHaveURL(authorPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutFounder.name);
  });

  test("the author page shows the founder, links to /about and contact, and lists every article behind her @desktop-only", async ({
    page,
  }) => {
    const response = await page.goto(authorPath);
    expect(response?.status()).toBe(200);
    const profile = page.getByTestId("author-profile");
    await expect(profile.getByRole("heading", { level: 1 })).toHaveText(aboutFounder.name);
    await expect(profile.getByTestId("author-role")).toHaveText(aboutFounder.role);
    await expect(profile).toContainText(aboutFounder.paragraph);
    await expect(profile.getByRole("link", { name: "Mer om Vinga Design" })).toHaveAttribute(
      "href",
      `/about#${aboutFounder.anchorId}`,
    );
    await expect(profile.getByRole("link", { name: "Prata med Sara" })).toHaveAttribute("href", "/contact");

    const lists = page.getByTestId("author-articles");
    const listed = async (heading: string) =>
      lists
        .filter({ has: page.getByRole("heading", { level: 2, name: heading }) })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const hrefsBy = (author: string) =>
      posts.filter((post) => post.author === author).map((post) => `/blogg/${post.slug}`);
    await expect(lists).toHaveCount(3);
    expect(await listed("Artiklar av Sara")).toEqual(hrefsBy("Sara Lindberg"));
    expect(await listed("Publicerat som Vinga-teamet")).toEqual(hrefsBy("Vinga-teamet"));
    expect(await listed("Publicerat som Vinga Design")).toEqual(hrefsBy("Vinga Design"));
    await expect(lists.filter({ hasText: "Publicerat som Vinga-teamet" })).toContainText(
      "Sara ansvarar för innehållet.",
    );
  });

  // On /about's navy card it was once a white button, off the one action colour.
  test("'Prata med Sara' is the same raspberry action on /about's navy card as on the author page @desktop-only", async ({
    page,
  }) => {
    const background = (link: Locator) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(authorPath);
    const onAuthorPage = await background(
      page.getByTestId("author-profile").getByRole("link", { name: "Prata med Sara" }),
    );
    await page.goto("/about");
    const onAbout = page.locator(`#${aboutFounder.anchorId}`).getByRole("link", { name: "Prata med Sara" });
    expect(await background(onAbout)).toBe(onAuthorPage);
    // Its label at 4.5:1 on the raspberry, and its focus ring at 3:1 on the navy around it. The label
    // is measured on the button's own opaque fill: axe leaves it undetermined at 390 px, where the
    // footer's glow box (clipped, never painted there) starts under the card.
    expect(await labelContrastOnOwnFill(onAbout)).toBeGreaterThanOrEqual(4.5);
    await onAbout.focus();
    expect(await focusProblems(page)).toEqual([]);
  });

  test("the author page's header says where it is in the JSON-LD: a ProfilePage about the Person @desktop-only", async ({
    request,
  }) => {
    const graph = jsonLdBlocks(await (await request.get(authorPath)).text()).flatMap(
      (block) => (block["@graph"] as JsonLd[] | undefined) ?? [block],
    );
    const founderId = `${siteConfig.origin}/about#${aboutFounder.anchorId}`;
    expect(graph.find((node) => node["@type"] === "ProfilePage")).toMatchObject({
      url: `${siteConfig.origin}${authorPath}`,
      mainEntity: { "@id": founderId },
    });
    expect(graph.find((node) => node["@id"] === founderId)).toMatchObject({
      "@type": "Person",
      name: aboutFounder.name,
      jobTitle: aboutFounder.role,
      url: `${siteConfig.origin}${authorPath}`,
    });
  });
});
