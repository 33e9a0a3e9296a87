/**
 * The design review's points (issue 36 §4) and the text-spacing finding M6: a face on the site,
 * proof on the first screen, ways to the form, prices where templates are chosen, quotes that lead
 * to their cases, rows without orphans, the blog's contents and author box, and the polish.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { founderPortrait } from "../../app/content/about";
import { notFoundCopy } from "../../app/content/page-meta";
import { anchors, paths, withAnchor } from "../../app/lib/paths";
import { createSiteConfig } from "../../app/site.config";
import { authorRecords, businessFacts, facts, projects } from "../support/collections";
import { TEXT_SPACING_CSS } from "./support/audit";
import { describeWithoutJavaScript, expect, NOT_FOUND_PAGE_LOGS, test } from "./support/fixtures";

const site = createSiteConfig(process.env);
/** A fact's words as a page shows them, spaces normalised (facts never break at a line's end). */
const words = (name: string) => facts[name] ?? "";
const normalised = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

test.describe("1. the founder's portrait", () => {
  const portrait = (page: Page) => page.getByRole("img", { name: founderPortrait.alt });

  for (const path of [paths.about, paths.home, paths.contact, paths.article("vad-kostar-en-hemsida")]) {
    test(`shows on ${path} with a Swedish description naming the founder`, async ({ page }) => {
      await page.goto(path);
      const image = portrait(page).last();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      // Drawn, not a broken image.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveAttribute(
        "alt",
        `Illustrerat porträtt av ${site.founder}, grundare av ${site.name}`,
      );
    });
  }

  test("is light: a few KB of SVG with no text to outline @desktop-only", () => {
    const source = readFileSync(`public${founderPortrait.src}`, "utf8");
    expect(source.length).toBeLessThan(4096);
    expect(source).not.toMatch(/<text/);
  });
});

test.describe("3. price, delivery time and proof on the first screen of home", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`@desktop-only at ${viewport.width} × ${viewport.height} the facts share the first screen with the call to action`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const strip = page.locator("[data-hero-facts]");
      const price = strip.getByText(words("fardig-hemsida.price"), { exact: true });
      const delivery = strip.getByText(words("fardig-hemsida.deliveryDays"), { exact: true });
      const proofCase = projects.find((project) => project.slug === "konditori-en-bulle-i-ugnen");
      const proof = strip.getByText(proofCase?.caseStudy?.figures?.[0]?.value ?? "missing", { exact: true });
      const cta = page.getByRole("link", { name: "Våra tjänster" }).first();
      for (const item of [price, delivery, proof, cta]) {
        const { y, height } = await box(item);
        expect(y + height, `${await item.textContent()}`).toBeLessThanOrEqual(viewport.height);
      }
      await expect(strip).toContainText(words("moms"));
      await expect(strip.getByRole("link", { name: /förbeställningar/ })).toHaveAttribute(
        "href",
        paths.caseStudy("konditori-en-bulle-i-ugnen"),
      );
      // The rows of badges above the text stand on the same screen as the call to action.
      const badges = page.locator("ul[data-hero-badges] > li");
      const above = await badges.evaluateAll(
        (items, ctaTop) => items.filter((item) => item.getBoundingClientRect().bottom < ctaTop).length,
        (await box(cta)).y,
      );
      expect(above).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe("M6: text spacing on home at 1024–1440 px", () => {
  for (const width of [1024, 1280, 1440]) {
    test(`@desktop-only at ${width} px no badge covers the hero's text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await page.evaluate(() => document.fonts.ready);
      const hero = page.locator("section[aria-labelledby='hero-title']");
      const texts = hero.locator("h1, p, a, dl");
      const textBoxes = await texts.evaluateAll((elements) =>
        elements
          .filter((element) => !element.closest("[data-hero-badges]"))
          .map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { name: (element.textContent ?? "").trim().slice(0, 30), box: { x, y, width, height } };
          }),
      );
      const badgeBoxes = await hero.locator("[data-hero-badges] > li > span").evaluateAll((spans) =>
        spans.map((span) => {
          const { x, y, width, height } = span.getBoundingClientRect();
          return { name: (span.textContent ?? "").trim(), box: { x, y, width, height } };
        }),
      );
      const covered = badgeBoxes.flatMap((badge) =>
        textBoxes
          .filter((text) => overlap(badge.box, text.box))
          .map((text) => `${badge.name} över "${text.name}"`),
      );
      expect(covered).toEqual([]);
    });
  }
});

test.describe("4. /tjanster leads to the form early and at its end", () => {
  test("a first “Kontakta oss” on the first screen, and a closing band", async ({ page }) => {
    await page.goto(paths.services);
    const form = withAnchor(paths.contact, anchors.contactForm);
    const first = page.getByRole("link", { name: "Kontakta oss", exact: true }).first();
    await expect(first).toHaveAttribute("href", form);
    const { y, height } = await box(first);
    expect(y + height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);

    const band = page.getByRole("region", { name: "Vilket paket passar dig?" });
    await expect(band).toContainText(`svar inom ${businessFacts.replyWithin}`);
    await expect(band.getByRole("link", { name: "Kontakta oss" })).toHaveAttribute("href", form);
    // It closes the page: after the prices, the FAQ and the design-thinking steps.
    const steps = await box(page.locator("[data-design-thinking]"));
    expect((await box(band)).y).toBeGreaterThan(steps.y + steps.height - 1);
  });
});

test.describe("5. the Färdig mall price where templates are chosen", () => {
  test("each template dialog states the package's price and delivery beside its call to action", async ({
    page,
  }) => {
    await page.goto(withAnchor(paths.references, anchors.templates));
    const grid = page.getByTestId("template-grid");
    await grid.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const choose = dialog.getByRole("link", { name: "Jag vill ha den här mallen" });
    const price = dialog.locator("[data-template-price]");
    expect(normalised(await price.innerText())).toBe(
      normalised(
        `Färdig mall ${words("fardig-mall.price")} ${words("moms")}, klar inom ${words("fardig-mall.delivery")}`,
      ),
    );
    const [a, b] = [await box(choose), await box(price)];
    // Beside it or right under it.
    expect(Math.abs(a.y - b.y)).toBeLessThan(120);
  });
});

test.describe("6. testimonials link to their cases", () => {
  test("a quote whose project has a case-study page links there @desktop-only", async ({ page }) => {
    const testimonials = parse(readFileSync("app/content/data/testimonials.yaml", "utf8")) as {
      name: string;
      caseStudy?: string;
    }[];
    const withCase = testimonials.filter((testimonial) => testimonial.caseStudy);
    expect(withCase.length).toBeGreaterThan(0);
    await page.goto("/");
    const section = page.locator(`#${anchors.testimonials}`);
    for (const testimonial of withCase) {
      const card = section.locator("[data-reveal]", { hasText: testimonial.name });
      const project = projects.find((candidate) => candidate.slug === testimonial.caseStudy);
      await expect(card.getByRole("link", { name: `Läs caset: ${project?.title}` })).toHaveAttribute(
        "href",
        paths.caseStudy(testimonial.caseStudy ?? ""),
      );
    }
  });
});

test.describe("7. contact: a reply-time promise and tap-to-call", () => {
  for (const path of [paths.contact, paths.home]) {
    test(`${path}: the promise stands by the send button, from the business facts`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator(`#${anchors.contactForm}`);
      const promise = form.locator("[data-reply-promise]");
      expect(normalised(await promise.textContent())).toBe(`Du får svar inom ${businessFacts.replyWithin}.`);
      const send = form.getByRole("button", { name: "Skicka meddelande" });
      const [a, b] = [await box(send), await box(promise)];
      expect(Math.abs(b.y + b.height / 2 - (a.y + a.height / 2))).toBeLessThan(80);
    });
  }

  test("@mobile-only a tel: link to the configured phone, on screen with the form's start", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const call = page.getByRole("link", { name: `Ring ${site.business.phone}` }).first();
    await expect(call).toHaveAttribute("href", `tel:${site.business.phoneInternational}`);
    await expect(call).toBeInViewport();
    const formTop = (await box(page.locator("form[data-contact-form]"))).y;
    const link = await box(call);
    expect(formTop - (link.y + link.height)).toBeLessThan(200);
    expect(link.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe("8. 768 px: no card alone on a row", () => {
  /** Rows of a list's items whose cards do not reach both of the list's edges. */
  const unfilledRows = (list: Locator) =>
    list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of element.children) {
        const rect = item.getBoundingClientRect();
        rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
      }
      return [...rows.values()]
        .filter(
          (row) =>
            Math.min(...row.map((r) => r.left)) > box.left + 2 ||
            Math.max(...row.map((r) => r.right)) < box.right - 2,
        )
        .map((row) => row.length);
    });

  test("@desktop-only the home page's cases and the prices on /tjanster fill every row", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/");
    expect(
      await unfilledRows(page.getByRole("region", { name: "Hemsidor som gör skillnad" }).getByRole("list")),
    ).toEqual([]);
    await page.goto(paths.services);
    const packages = page.locator("article[aria-labelledby^='package-']").first().locator("..");
    expect(await unfilledRows(packages)).toEqual([]);
  });
});

test.describe("9. the blog at 1280 px", () => {
  const slug = "vad-kostar-en-hemsida";

  test("@desktop-only a long article has a contents list of its sections beside the text", async ({
    page,
  }) => {
    await page.goto(paths.article(slug));
    const sections = page.getByTestId("article-body").locator("h2");
    const contents = page.getByRole("navigation", { name: "Innehåll" });
    const links = contents.getByRole("link");
    await expect(links).toHaveCount(await sections.count());
    const ids = await sections.evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
      ids.map((id) => `#${id}`),
    );
    // Beside the text, not above it.
    const [list, body] = [await box(contents), await box(page.getByTestId("article-body"))];
    expect(list.x).toBeGreaterThan(body.x + body.width);
  });

  test("an author box closes every article: portrait, name, role and the short bio from authors.yaml", async ({
    page,
  }) => {
    const sara = authorRecords.find((record) => record.kind === "person");
    for (const article of [slug, "vad-ar-seo"]) {
      await page.goto(paths.article(article));
      const authorBox = page.getByTestId("author-box");
      await expect(authorBox.getByRole("img", { name: founderPortrait.alt })).toBeAttached();
      await expect(authorBox.getByRole("heading", { level: 2 })).toHaveText(sara?.name ?? "");
      if (sara?.kind === "person") await expect(authorBox).toContainText(sara.writesAbout);
      await expect(authorBox.getByRole("link")).toHaveAttribute("href", paths.author(sara?.id ?? ""));
      // After the article's text.
      const [text, end] = [await box(page.getByTestId("article-body")), await box(authorBox)];
      expect(end.y).toBeGreaterThan(text.y + text.height);
    }
  });

  test("one byline style: “Av” and the name, on the cards and in the article", async ({ page }) => {
    await page.goto(paths.blog);
    const card = page.getByTestId("byline").first();
    await expect(card).toHaveText(/^Av \S/);
    await page.goto(paths.article(slug));
    await expect(page.getByTestId("article-header").getByTestId("byline")).toHaveText(/^Av \S/);
  });

  describeWithoutJavaScript(() => {
    test("@desktop-only the contents list works as plain links", async ({ page }) => {
      await page.goto(paths.article(slug));
      const link = page.getByRole("navigation", { name: "Innehåll" }).getByRole("link").nth(3);
      const target = (await link.getAttribute("href")) ?? "";
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(target)}$`));
      await expect(page.locator(`[id="${decodeURI(target.slice(1))}"]`)).toBeInViewport();
    });
  });
});

test.describe("10. polish", () => {
  test("the contact section's glow is a clear warm tint, not a translucent grey smudge", async ({ page }) => {
    await page.goto(paths.contact);
    const colours = await page
      .locator(`#${anchors.contactForm} .glow`)
      .evaluateAll((glows) => glows.map((glow) => getComputedStyle(glow).backgroundColor));
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) {
      const [r = 0, , b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      expect(alpha, colour).toBe(1);
      expect(r, colour).toBeGreaterThan(b);
    }
  });

  test("the /references band's text speaks of what its button opens @desktop-only", async ({ page }) => {
    await page.goto(paths.references);
    const band = page.getByRole("region", { name: "Redo för ditt nästa projekt?" });
    await expect(band.getByRole("link", { name: "Se våra tjänster" })).toHaveAttribute(
      "href",
      paths.services,
    );
    await expect(band.locator("p")).toContainText(/paket.*kostar/);
  });

  test.describe("the not-found page", () => {
    test.use({ expectedConsoleErrors: NOT_FOUND_PAGE_LOGS });
    test("keeps the spec's English text and adds Swedish ways on @desktop-only", async ({ page }) => {
      await page.goto("/finns-inte");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(notFoundCopy.heading);
      await expect(page.getByRole("link", { name: notFoundCopy.homeLink })).toHaveAttribute(
        "href",
        paths.home,
      );
      const help = page.getByRole("navigation", { name: notFoundCopy.helpLabel });
      await expect(help).toContainText(notFoundCopy.helpText);
      for (const [label, href] of [
        ["Tjänster och priser", paths.services],
        ["Blogg", paths.blog],
        ["Kontakt", paths.contact],
      ] as const) {
        await expect(help.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
      // Swedish, the page's language, not the English heading's.
      expect(await help.evaluate((nav) => nav.closest("[lang]")?.getAttribute("lang"))).toBe("sv");
    });
  });

  test("@desktop-only design-thinking steps stay visible when the layout runs again", async ({ page }) => {
    await page.goto(paths.services);
    const steps = page.locator("[data-design-thinking] [data-design-step]");
    await expect(steps).toHaveCount(5);
    // The layout runs again (a rotated tablet, a resized window, a capture tool's own viewport).
    await page.setViewportSize({ width: 700, height: 800 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(300);
    const hidden = await steps.evaluateAll(
      (elements) => elements.filter((element) => Number(getComputedStyle(element).opacity) < 1).length,
    );
    expect(hidden).toBe(0);
  });
});
