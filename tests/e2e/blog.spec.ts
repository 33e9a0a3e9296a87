import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { categoryInfo } from "../../app/lib/blog/categories";
import { getPosts } from "../../app/lib/blog/posts.server";
import { formatLongDate } from "../../app/lib/format-date";
import { siteConfig } from "../../app/site.config";
import { buildDirectory } from "../../scripts/lib/build-directory";
import { svgDataUri } from "../../scripts/lib/inline-lcp-image";
import { expect, isHydrated, test, waitForHydration } from "./support/fixtures";

const posts = getPosts();
const bySlug = (slug: string) => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No article ${slug}`);
  return post;
};

/** The five articles the spec names, plus one from the series and one from each remaining category. */
const checkedArticles = [
  "vad-kostar-hemsida-2025",
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

const cards = (page: Page) => page.getByTestId("post-grid").getByTestId("post-card");
const filterButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filtrera artiklar efter kategori" })
    .getByRole("button", { name, exact: true });

function measureCards(page: Page) {
  return cards(page).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const tags = element.querySelector('[aria-label="Taggar"]')?.getBoundingClientRect();
      const footer = element
        .querySelector('[data-testid="post-author"]')
        ?.parentElement?.getBoundingClientRect();
      return {
        top: Math.round(box.top + scrollY),
        bottom: Math.round(box.bottom + scrollY),
        left: Math.round(box.left),
        href: element.querySelector("a")?.getAttribute("href"),
        spaceAboveFooter: Math.round((footer?.top ?? 0) - (tags?.bottom ?? 0)),
      };
    }),
  );
}

/**
 * Asserts a masonry: `columns` columns, the first cards across the top row left to right in
 * document order, every card its own content's height (not stretched to a row), and each later
 * card under the column that was shortest when its turn came (the leftmost of equals), 24 px
 * below the card above it.
 */
async function expectMasonry(page: Page, columns: number, hrefs: string[], label: string) {
  await expect(cards(page)).toHaveCount(hrefs.length);
  const columnLefts = async () =>
    [...new Set((await measureCards(page)).map((box) => box.left))].sort((a, b) => a - b);
  // A resize is laid out again in the frame after the list's ResizeObserver reports it.
  await expect
    .poll(columnLefts, { message: `${label}: columns` })
    .toHaveLength(Math.min(columns, hrefs.length));
  const boxes = await measureCards(page);
  expect(
    boxes.map((box) => box.href),
    `${label}: document order`,
  ).toEqual(hrefs);
  const lefts = await columnLefts();
  expect(
    boxes.slice(0, columns).map((box) => box.left),
    `${label}: the top row is the newest, left to right`,
  ).toEqual(lefts.slice(0, columns));
  const firstTop = boxes[0]?.top ?? 0;
  for (const box of boxes.slice(0, columns)) expect(box.top, `${label}: top row`).toBe(firstTop);
  // mb-6 on the tags and mt-auto on the footer: a card stretched to a row's height shows more.
  for (const box of boxes) expect(box.spaceAboveFooter, `${label}: ${box.href} is not stretched`).toBe(24);
  const bottoms = lefts.map(() => firstTop - 24);
  for (const box of boxes) {
    const shortest = bottoms.indexOf(Math.min(...bottoms));
    expect(box.left, `${label}: ${box.href} goes to the shortest column`).toBe(lefts[shortest]);
    expect(
      Math.abs(box.top - ((bottoms[shortest] ?? 0) + 24)),
      `${label}: ${box.href} sits 24 px under the card above`,
    ).toBeLessThanOrEqual(1);
    bottoms[shortest] = box.bottom;
  }
}

/** Counts words like the build does: whitespace-separated, with at least one letter or digit. */
function countWordsInBrowser(locator: Locator) {
  return locator.evaluate(
    (element) => (element.textContent ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  );
}

/** Marks the document, so a test can tell a client-side navigation (mark kept) from a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("blog list", () => {
  test("shows every article as a card, newest first, with all of its parts", async ({ page }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
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
    await waitForHydration(page);
    // Resizing is not a use of the page: the list lays itself out again once it has hydrated.
    await expect.poll(() => isHydrated(page.getByTestId("post-grid"))).toBe(true);
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

  test.describe("before the app's scripts run", () => {
    test.use({ expectedConsoleErrors: /Failed to fetch dynamically imported module/ });

    test("@desktop-only the masonry is in place before the app's scripts run, so nothing moves when they do", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.route("**/assets/*.js", (route) => route.abort("blockedbyclient"));
      await page.goto("/blogg");
      await expectMasonry(
        page,
        3,
        posts.map((post) => `/blogg/${post.slug}`),
        "before hydration",
      );
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    });
  });

  test("a card leads to its article", async ({ page }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
    await markDocument(page);
    const first = posts[0];
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(`/blogg/${first?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
    expect(await isSameDocument(page)).toBe(true);
  });

  test("filters by category with pressed buttons, and 'Alla artiklar' resets", async ({ page }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
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

  test("a shared filtered address opens filtered, matching the category ignoring case", async ({ page }) => {
    await page.goto("/blogg?kategori=TIPS");
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(posts.filter((post) => post.category === "tips").length);
    await expect(filterButton(page, "Tips")).toHaveAttribute("aria-pressed", "true");
  });

  test("an empty category says so, and 'Alla artiklar' brings the articles back", async ({ page }) => {
    await page.goto("/blogg?kategori=nyheter");
    await waitForHydration(page);
    await expect(
      page.getByText('Inga artiklar hittades i kategorin "nyheter".', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(0);
    await expect(
      page
        .getByRole("group", { name: "Filtrera artiklar efter kategori" })
        .getByRole("button", { pressed: true }),
    ).toHaveCount(0);
    await filterButton(page, "Alla artiklar").click();
    await expect(cards(page)).toHaveCount(16);
  });

  test("the blog footer shows the contact e-mail", async ({ page }) => {
    await page.goto("/blogg");
    const footer = page.getByTestId("blog-footer");
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
      await waitForHydration(page);
      await expect(cards(page)).toHaveCount(shown);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

  test("nothing moves while the page loads", async ({ page }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
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

test.describe("blog list head", () => {
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

  test("the list's route data carries summaries, never article HTML", async ({ request }) => {
    const data = await (await request.get("/blogg.data")).text();
    for (const post of posts) expect(data).toContain(post.slug);
    expect(data).not.toContain("<h2");
    expect(data.length).toBeLessThan(20_000);
  });
});

type JsonLd = Record<string, unknown>;

function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "{}") as JsonLd,
  );
}

test.describe("articles", () => {
  test("the raw HTML of every article holds its full text, its sized cover and its own share card", async ({
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
      if (post.updatedAt) expect(html, post.slug).toContain(`<time dateTime="${post.updatedAt}">`);

      const shareImage = `/images/og/blogg/${post.slug}.png`;
      expect(html, post.slug).toContain(
        `<meta property="og:image" content="${siteConfig.origin}${shareImage}"/>`,
      );
      expect(html, post.slug).toContain(
        `<meta name="twitter:image" content="${siteConfig.origin}${shareImage}"/>`,
      );
      expect(html, post.slug).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html, post.slug).toContain('<meta property="og:image:height" content="630"/>');
      expect(html, post.slug).toMatch(/<meta property="og:image:alt" content="[^"]+"\/>/);
      const png = await request.get(shareImage);
      expect(png.headers()["content-type"], shareImage).toBe("image/png");
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${shareImage} size`).toEqual([1200, 630]);
    }
  });

  for (const slug of checkedArticles) {
    test(`${slug}: header, excerpt, body and reading time`, async ({ page }) => {
      const post = bySlug(slug);
      await page.goto(`/blogg/${slug}`);
      await waitForHydration(page);
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

  test("an internal link in the article navigates without reloading the page", async ({ page }) => {
    await page.goto("/blogg/vad-kostar-hemsida-2025");
    await waitForHydration(page);
    await markDocument(page);
    await page
      .getByTestId("article-body")
      .getByRole("link", { name: "hur lång tid det tar att bygga en hemsida" })
      .click();
    await expect(page).toHaveURL("/blogg/hur-lang-tid-tar-det-att-bygga-hemsida");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      bySlug("hur-lang-tid-tar-det-att-bygga-hemsida").title,
    );
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the blog footer shows the contact e-mail", async ({ page }) => {
    await page.goto("/blogg/vad-ar-seo");
    await expect(page.getByTestId("blog-footer").getByRole("link", { name: siteConfig.email })).toBeVisible();
  });

  for (const slug of ["vad-kostar-hemsida-2025", "planera-hemsida-del-2-struktur-och-innehall"]) {
    test(`has no accessibility violations: ${slug}`, async ({ page }) => {
      test.slow();
      await page.goto(`/blogg/${slug}`);
      await waitForHydration(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test.describe("series navigator", () => {
  const navigators = (page: Page) => page.getByRole("navigation", { name: /^Serie: / });

  for (const [index, slug] of seriesSlugs.entries()) {
    test(`part ${index + 1} shows the series above and below the article`, async ({ page }) => {
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

  test("'Nästa del' and the circles move through the series", async ({ page }) => {
    await page.goto(`/blogg/${seriesSlugs[0]}`);
    await waitForHydration(page);
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

  test("an article outside a series has no navigator", async ({ page }) => {
    await page.goto("/blogg/vad-ar-seo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(navigators(page)).toHaveCount(0);
  });
});

test.describe("related articles", () => {
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
    await waitForHydration(page);
    const link = page.getByRole("region", { name: "Relaterade artiklar" }).getByRole("link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(href ?? "");
  });

  test("is left out when no other article shares the category", async ({ page }) => {
    await page.goto("/blogg/vad-kostar-hemsida-2025");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Relaterade artiklar" })).toHaveCount(0);
  });
});

test.describe("unknown article", () => {
  test("a link to it from an article leads to the list, and the unknown address stays out of history", async ({
    page,
  }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
    await markDocument(page);
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
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL(`/blogg/${posts[0]?.slug}`);
    await page.goBack();
    await expect(page).toHaveURL("/blogg");
  });

  test("returning through history to its address replaces that entry with the list", async ({ page }) => {
    await page.goto("/blogg");
    await waitForHydration(page);
    const lengthBefore = await page.evaluate(() => history.length);
    // Back/forward to an address whose article no longer exists: the router handles it like any popstate.
    await page.evaluate(() => {
      history.pushState(history.state, "", "/blogg/borttagen-artikel");
      window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL("/blogg");
    await page.goForward();
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
  });

  test("opening its address directly lands on the list, with nothing to go back to", async ({ page }) => {
    await page.goto("/blogg/borttagen-artikel");
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    await waitForHydration(page);
    // The tab's history: the blank start page and the list, never the unknown address.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  test("on a host that answers unknown addresses with the SPA fallback, the page moves itself to the list", async ({
    page,
    request,
  }) => {
    const fallback = await (await request.get("/__spa-fallback.html")).text();
    await page.route("**/blogg/borttagen-artikel", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: fallback }),
    );
    await page.goto("/blogg/borttagen-artikel");
    await expect(page).toHaveURL("/blogg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogg");
    await waitForHydration(page);
    // The tab's history: the blank start page and the list, never the unknown address.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
});

test.describe("article head", () => {
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
      expect(head).toContain(`<meta name="description" content="${attribute(post.seo.metaDescription)}"/>`);
      expect(head).toContain(`<meta name="author" content="${attribute(post.author)}"/>`);
      expect(head).toContain(`<meta name="keywords" content="${attribute(post.seo.keywords.join(", "))}"/>`);
      expect(head).toContain('<meta property="og:type" content="article"/>');
      expect(head).toContain(
        `<meta property="article:published_time" content="${post.publishedAt}T08:00:00+02:00"/>`,
      );
      for (const tag of post.tags) {
        expect(head).toContain(`<meta property="article:tag" content="${attribute(tag)}"/>`);
      }
      expect(head).toContain(`<link rel="canonical" href="${siteConfig.origin}/blogg/${slug}"/>`);

      const graph = jsonLdBlocks(html).flatMap(
        (block) => (block["@graph"] as JsonLd[] | undefined) ?? [block],
      );
      const article = graph.find((node) => node["@type"] === "BlogPosting");
      expect(article).toMatchObject({
        headline: post.title,
        description: post.seo.metaDescription,
        datePublished: `${post.publishedAt}T08:00:00+02:00`,
        dateModified: `${post.updatedAt ?? post.publishedAt}T08:00:00+02:00`,
        publisher: { "@id": `${siteConfig.origin}/#organization` },
        mainEntityOfPage: { "@id": `${siteConfig.origin}/blogg/${slug}#webpage` },
        inLanguage: "sv-SE",
      });
      expect(post.text.startsWith(String(article?.articleBody))).toBe(true);
      const author = graph.find((node) => node["@id"] === (article?.author as JsonLd)["@id"]);
      expect(author?.name).toBe(post.author === "Sara Lindberg" ? "Sara Lindberg" : siteConfig.name);
    });
  }
});
