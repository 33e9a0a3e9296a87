import type { Page } from "@playwright/test";
import { homeOffer as offerOf } from "../../app/content/offer";
import { facts, packages } from "../support/collections";
import { homeCases } from "../../app/content/projects";
import { homeCaseSlugs } from "../../app/lib/references/page-data";
import { projects } from "../support/collections";
import { paths } from "../../app/lib/paths";
import { useReflowScreenWithLargeText } from "./support/audit";
import { expect, test } from "./support/fixtures";

const homeOffer = offerOf(packages, facts);

const badgeTexts = [
  "Generativ SEO",
  "SEO-optimering",
  "UX Design",
  "Fasta priser",
  "Responsiv",
  "Hosting",
  "WCAG",
  "GDPR",
  "Webbutveckling",
  "Användarflöden",
];

const badgeList = "ul[data-hero-badges]";

/**
 * Every badge stands whole inside the hero and the page's width. The hero grew past the first
 * screen when it gained the case mockups and Sara, so the lower band is met on the first scroll.
 */
async function expectBadgesInHero(page: Page) {
  const hero = await page.locator(badgeList).locator("xpath=ancestor::section[1]").boundingBox();
  if (!hero) throw new Error("hero not rendered");
  const width = page.viewportSize()?.width ?? 0;
  for (const badge of await page.locator(`${badgeList} > li`).all()) {
    const box = await badge.boundingBox();
    const name = await badge.innerText();
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    expect(box.y, name).toBeGreaterThanOrEqual(hero.y);
    expect(box.y + box.height, name).toBeLessThanOrEqual(hero.y + hero.height);
  }
}

/** Waits until every badge's drop animation has run its course. */
const landed = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator(badgeList)
        .evaluate((list) =>
          list.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished"),
        ),
    )
    .toBe(true);

test("hero: headline, tagline, call to action and the ten badges", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webbyra i Örebro");
  await expect(
    page.getByText(/^Vi bygger hemsidor till fast pris och skräddarsydda lösningar efter offert/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Våra tjänster" })).toHaveAttribute("href", "/tjanster");
  await expect(page.locator(`${badgeList} > li`)).toHaveText(badgeTexts);
  await expectBadgesInHero(page);
});

test("the badges land by CSS in 900 ms from the first frame, with no script needed @desktop-only", async ({
  page,
}) => {
  await page.goto("/");
  const drops = await page.locator(`${badgeList} > li`).evaluateAll((badges) =>
    badges.map((badge) => {
      const [drop] = badge.getAnimations({ subtree: true });
      const timing = drop?.effect?.getComputedTiming();
      return {
        name: drop instanceof CSSAnimation ? drop.animationName : null,
        duration: timing?.duration,
        delay: timing?.delay,
      };
    }),
  );
  expect(drops).toHaveLength(10);
  for (const drop of drops) expect(drop).toEqual({ name: "badge-drop", duration: 900, delay: 0 });
  await landed(page);
  // At rest each badge keeps only its tilt: no offset left from the drop.
  const rests = await page.locator(`${badgeList} > li > span > span`).evaluateAll((badges) =>
    badges.map((badge) => {
      const style = getComputedStyle(badge);
      const matrix = new DOMMatrix(style.transform);
      return {
        offset: [Math.round(matrix.e), Math.round(matrix.f)],
        tilt: Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI),
        wanted: Number.parseFloat(style.getPropertyValue("--rotate")),
      };
    }),
  );
  for (const rest of rests) expect(rest).toEqual({ offset: [0, 0], tilt: rest.wanted, wanted: rest.wanted });
});

test("without JavaScript the badges land all the same", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await landed(page);
  await expectBadgesInHero(page);
  await context.close();
});

// A mouse-only effect.
test.describe("pointer repulsion", { tag: "@desktop-only" }, () => {
  /** The offset the effect asks for (the CSS transition then glides there). */
  const offsetOf = (page: Page, text: string) =>
    page
      .locator(`${badgeList} > li`, { hasText: text })
      .locator("> span")
      .evaluate((element: HTMLElement) => {
        const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
        return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
      });
  const transformOf = (page: Page, text: string) =>
    page
      .locator(`${badgeList} > li`, { hasText: text })
      .locator("> span")
      .evaluate((element) => getComputedStyle(element).transform);

  test("pushes a badge away from the pointer and lets it return 600 ms after the pointer leaves", async ({
    page,
  }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(10_000);
    await page.goto("/");
    await landed(page);
    // Nothing has run yet: no badge has been moved while the pointer stayed away.
    expect(
      await page
        .locator(`${badgeList} > li > span`)
        .evaluateAll((movers) => movers.filter((mover) => (mover as HTMLElement).style.transform).length),
    ).toBe(0);

    const badge = page.locator(`${badgeList} > li`, { hasText: "Fasta priser" });
    const box = await badge.boundingBox();
    if (!box) throw new Error("badge not rendered");
    // Approach from the left: the badge must move right (positive x).
    await page.mouse.move(box.x - 20, box.y + box.height / 2, { steps: 4 });
    await page.clock.runFor(50);
    await expect.poll(async () => (await offsetOf(page, "Fasta priser")).x).toBeGreaterThan(0);
    const pushed = await offsetOf(page, "Fasta priser");
    expect(Math.abs(pushed.y)).toBeLessThan(pushed.x);
    expect(await offsetOf(page, "Användarflöden")).toEqual({ x: 0, y: 0 });

    // Out of the hero at once, to the header above it.
    await page.mouse.move(640, 20, { steps: 1 });
    await page.clock.runFor(599);
    expect(await offsetOf(page, "Fasta priser")).toEqual(pushed);
    await page.clock.runFor(50);
    await expect.poll(() => offsetOf(page, "Fasta priser")).toEqual({ x: 0, y: 0 });
  });

  test("stays still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await landed(page);
    const badge = page.locator(`${badgeList} > li`, { hasText: "Fasta priser" });
    const box = await badge.boundingBox();
    if (!box) throw new Error("badge not rendered");
    await page.mouse.move(box.x - 10, box.y + box.height / 2, { steps: 4 });
    await page.waitForTimeout(300);
    expect(await transformOf(page, "Fasta priser")).toBe("none");
    const animation = await badge
      .locator("span span")
      .first()
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(parseFloat(animation)).toBeLessThan(0.001);
  });
});

test("touch screens get no pointer effect", { tag: "@mobile-only" }, async ({ page }) => {
  await page.goto("/");
  await landed(page);
  const box = await page.locator(`${badgeList} > li`, { hasText: "WCAG" }).boundingBox();
  if (!box) throw new Error("badge not rendered");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  const transforms = await page
    .locator(`${badgeList} > li > span`)
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).transform));
  expect(new Set(transforms)).toEqual(new Set(["none"]));
});

test("right after the hero, the prerendered page states the offer in text, with its links @desktop-only", async ({
  request,
  page,
}) => {
  const html = await (await request.get("/")).text();
  const start = html.indexOf('aria-labelledby="offer-title"');
  expect(start, "the offer section is in the HTML").toBeGreaterThan(
    html.indexOf('aria-labelledby="hero-title"'),
  );
  const offer = html.slice(start, html.indexOf("</section>", start));
  const text = offer.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  for (const fact of [
    "Färdig Hemsida",
    "13 900 kr",
    "+ moms",
    "5 arbetsdagar",
    "Örebro län",
    ...homeOffer.included,
  ]) {
    expect(text).toContain(fact);
  }
  expect(homeOffer.included).toEqual(expect.arrayContaining(["Upp till 6 sidor", "1 års hosting"]));
  const guide = paths.article(homeOffer.priceGuideSlug);
  for (const href of [paths.services, guide]) {
    expect(offer).toContain(`href="${href}"`);
    expect((await request.get(href)).status(), href).toBe(200);
  }

  await page.goto("/");
  const section = page.getByRole("region", { name: homeOffer.title });
  await expect(section.getByRole("link", { name: homeOffer.pricesLink })).toHaveAttribute(
    "href",
    paths.services,
  );
  await section.getByRole("link", { name: homeOffer.priceGuideLink }).click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Priser på hemsidor");
});

test("a strip of case studies follows the offer, each card leading to its case-study page @desktop-only", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const strip = page.getByRole("region", { name: homeCases.title });
  await expect(page.locator("main > section").nth(2)).toHaveAttribute("aria-labelledby", "home-cases-title");
  const cards = strip.getByRole("listitem");
  const slugs = homeCaseSlugs(projects);
  await expect(cards).toHaveCount(homeCases.count);
  const titles = slugs.map((slug) => projects.find((project) => project.slug === slug)?.title);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(titles as string[]);
  for (const [index, slug] of slugs.entries()) {
    const link = cards.nth(index).getByRole("link");
    await expect(link).toHaveAttribute("href", paths.caseStudy(slug));
    expect((await request.get(paths.caseStudy(slug))).status(), slug).toBe(200);
  }
  // The whole card is the link: a click on its picture opens the case study.
  await cards.nth(1).click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(new RegExp(`${paths.caseStudy(slugs[1] ?? "")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1] ?? "");
});

test("@desktop-only the case-study strip leaves no card alone at one side of a row, from 390 to 1280 px", async ({
  page,
}) => {
  await page.goto("/");
  const list = page.getByRole("region", { name: homeCases.title }).getByRole("list");
  for (const width of [390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { rows, centre } = await list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const byTop = new Map<number, DOMRect[]>();
      for (const card of element.children) {
        const rect = card.getBoundingClientRect();
        byTop.set(Math.round(rect.top), [...(byTop.get(Math.round(rect.top)) ?? []), rect]);
      }
      return {
        rows: [...byTop.values()].map((cards) => cards.map((card) => card.left + card.width / 2)),
        centre: box.left + box.width / 2,
      };
    });
    const columns = Math.max(...rows.map((row) => row.length));
    // A row with fewer cards than the others is centred under them.
    for (const row of rows.filter((cards) => cards.length < columns)) {
      const middle = row.reduce((sum, x) => sum + x, 0) / row.length;
      expect(Math.abs(middle - centre), `${width} px`).toBeLessThan(2);
    }
  }
});

test("process: four steps under the spec's heading, anchored #process @desktop-only", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("section#process");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(
    "Från första kontakt till lanserad hemsida",
  );
  await expect(section).toContainText("Så går processen till");
  await expect(section.locator("article")).toHaveCount(4);
  for (const [index, title] of ["Kontakt", "Planering", "Design", "Lansering"].entries()) {
    const card = section.locator("article").nth(index);
    await expect(card).toContainText(`STEG ${index + 1}`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
  }
  await expect(section.locator("article").nth(3)).toContainText(/godkänt.*slutbetalningen/);
});

test("testimonials: two quote cards with title, quote, avatar, name and company @desktop-only", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Vad våra kunder säger" }),
  });
  await expect(section).toContainText("Läs om deras upplevelser av att arbeta med oss");
  const cards = section.locator("figure");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator("blockquote")).not.toBeEmpty();
    await expect(card.locator("img")).toHaveAttribute("src", /^\/images\/avatars\/.+\.svg$/);
    await expect(card.locator("figcaption")).toContainText(/\S+/);
  }
  await expect(cards.nth(0)).toContainText("FlowPlanner");
  await expect(cards.nth(1)).toContainText(/kennel/i);
});

test("the HowTo is the spec's six build steps, each shown in its own section beside the four-step process @desktop-only", async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get(`${baseURL}/`)).text();
  type JsonLdNode = {
    "@type": string;
    "@id"?: string;
    "@graph"?: JsonLdNode[];
    step?: { name: string; text: string; position: number; url: string }[];
    totalTime?: string;
  };
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as JsonLdNode,
  );
  // The HowTo may stand alone or be one node of the page's graph.
  const howTo = blocks
    .flatMap((block) => block["@graph"] ?? [block])
    .find((node) => node["@type"] === "HowTo");
  // SPEC.md, Home: needs and goals; structure and wireframe; design; build; SEO and generative SEO;
  // launch and follow-up.
  expect(howTo?.step?.map((step) => step.name)).toEqual([
    "Behov och mål",
    "Struktur och wireframe",
    "Design",
    "Bygge",
    "SEO och generativ SEO",
    "Lansering och uppföljning",
  ]);
  expect(howTo?.step?.map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(howTo?.totalTime).toBeUndefined();

  await page.goto("/");
  // Structured data describes visible content: each step's name and text stand in the section
  // the HowTo's id points at, a section of its own after the four process cards.
  const anchor = new URL(howTo?.["@id"] ?? "").hash;
  const section = page.locator(`section${anchor}`);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    howTo?.step?.map((step) => step.name) ?? [],
  );
  for (const step of howTo?.step ?? []) {
    await expect(section).toContainText(step.text);
    expect(new URL(step.url).hash).toBe(anchor);
  }
  await expect(section.locator("h2")).not.toHaveText(await page.locator("section#process h2").innerText());
  // It comes after the four cards, in document order.
  const tops = await Promise.all(
    [page.locator("section#process"), section].map(
      async (locator) => (await locator.boundingBox())?.y ?? NaN,
    ),
  );
  expect(tops[1]).toBeGreaterThan(tops[0] ?? Infinity);
  // The four cards keep the spec's four steps.
  await expect(page.locator("section#process article h3")).toHaveText([
    "Kontakt",
    "Planering",
    "Design",
    "Lansering",
  ]);
});

test("cards below the fold animate in once, 0.2 s apart, when scrolled into view", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("section#process article");
  await expect(cards.first()).toHaveAttribute("data-reveal", "pending");
  await page.locator("section#process").scrollIntoViewIfNeeded();
  await expect(cards.first()).toHaveAttribute("data-reveal", "shown");
  expect(
    await cards.evaluateAll((elements) => elements.map((element) => element.style.animationDelay)),
  ).toEqual(["0ms", "200ms", "400ms", "600ms"]);
  const duration = await cards.first().evaluate((element) => getComputedStyle(element).animationDuration);
  expect(duration).toBe("0.5s");
});

test("without JavaScript every card is visible", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  for (const card of await page.locator("section#process article, figure").all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
  await context.close();
});

test("loading and landing shift no layout", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
});

test("ends with the contact form section @desktop-only", async ({ page }) => {
  await page.goto("/");
  const last = page.locator("main > section").last();
  await expect(last).toHaveAttribute("id", "contact-form");
  await expect(last.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(last.locator("form")).toHaveCount(1);
});

test("cards that are on screen when the page opens are never hidden", async ({ page }) => {
  // Tall enough that the process cards, below the offer and the case studies, are on the first screen.
  await page.setViewportSize({ width: 1280, height: 3400 });
  await page.goto("/");
  const cards = page.locator("section#process article");
  await expect(cards.first()).toBeInViewport();
  await page.waitForTimeout(300);
  for (const card of await cards.all()) {
    await expect(card).not.toHaveAttribute("data-reveal", "pending");
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
});

test("with reduced motion no card waits for an entrance", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForTimeout(300);
  await expect(page.locator("[data-reveal=pending], [data-reveal=shown]")).toHaveCount(0);
});

test("at 200 % text on a small screen, where a group is taller than five screens, every card still shows", async ({
  page,
}) => {
  await useReflowScreenWithLargeText(page);
  await page.goto("/");
  const group = page.locator("section#process [data-reveal-group]");
  const cards = group.locator("[data-reveal]");
  await expect(cards.first()).toHaveAttribute("data-reveal", "pending");
  // Too tall for a fifth of it ever to be on screen at once.
  const { height, screen } = await group.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    screen: window.innerHeight,
  }));
  expect(height * 0.2).toBeGreaterThan(screen);
  await group.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
  for (const card of await cards.all()) await expect(card).toHaveAttribute("data-reveal", "shown");
});
