/**
 * The design reviews' points and the text-spacing finding M6: a face on the site,
 * proof on the first screen, ways to the form, prices where templates are chosen, quotes that lead
 * to their cases, rows without orphans, the blog's contents and author box, and the polish.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { founderPortrait } from "../../app/content/about";
import { notFoundCopy } from "../../app/content/page-meta";
import { templateDialogCopy } from "../../app/content/templates";
import { anchors, paths, withAnchor } from "../../app/lib/paths";
import { createSiteConfig } from "../../app/site.config";
import { authorRecords, businessFacts, facts, processSteps, projects } from "../support/collections";
import { TEXT_SPACING_CSS } from "./support/audit";
import { gotoWithBehaviours } from "./support/behaviours";
import { describeWithoutJavaScript, expect, NOT_FOUND_PAGE_LOGS, test } from "./support/fixtures";
import { phrasesSplitOverLines } from "./support/line-breaks";

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
    test(`shows on ${path} with a Swedish description naming the founder @desktop-only`, async ({ page }) => {
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
      const strip = page.locator("[data-testid=hero-facts]");
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
  test("a first way to the form on the first screen, and a closing band", async ({ page }) => {
    await page.goto(paths.services);
    const form = withAnchor(paths.contact, anchors.contactForm);
    const first = page.getByRole("link", { name: "Skicka en förfrågan", exact: true });
    await expect(first).toHaveAttribute("href", form);
    const { y, height } = await box(first);
    expect(y + height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);

    const band = page.getByRole("region", { name: "Vilket paket passar dig?" });
    await expect(band).toContainText(`svar inom ${businessFacts.replyWithin}`);
    await expect(band.getByRole("link", { name: "Få ett förslag på upplägg" })).toHaveAttribute("href", form);
    // It closes the page: after the prices, the FAQ and the design-thinking steps.
    const steps = await box(page.locator("[data-design-thinking]"));
    expect((await box(band)).y).toBeGreaterThan(steps.y + steps.height - 1);
  });
});

test.describe("5. the Färdig mall price where templates are chosen", () => {
  test("each template dialog states the package's price and delivery beside its call to action @desktop-only", async ({
    page,
  }) => {
    await page.goto(withAnchor(paths.references, anchors.templates));
    const grid = page.getByTestId("template-grid");
    await grid.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const choose = dialog.getByRole("link", { name: "Jag vill ha den här mallen" });
    const price = dialog.locator("[data-testid=template-price]");
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
      const promise = form.locator("[data-testid=reply-promise]");
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

  test("an author box closes every article: portrait, name, role and the short bio from authors.yaml @desktop-only", async ({
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

  test("one byline style: “Av” and the name, on the cards and in the article @desktop-only", async ({
    page,
  }) => {
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
    await gotoWithBehaviours(page, paths.services);
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

/** WCAG's contrast ratio of two opaque CSS colours as getComputedStyle writes them. */
function contrastOf(first: string, second: string) {
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = (value.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light = 0, dark = 0] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe("real work and a person on the first screen of home", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`@desktop-only at ${viewport.width} × ${viewport.height} Sara is on the first screen, and from 1280 px two case mockups`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const person = page.locator("[data-testid=hero-person]");
      await expect(person).toContainText("Du pratar direkt med Sara");
      await expect(person).toHaveAttribute("href", `${paths.about}#sara-lindberg`);
      const { y, height } = await box(person);
      expect(y + height).toBeLessThanOrEqual(viewport.height);

      const work = page.getByRole("list", { name: "Hemsidor vi har byggt" });
      const links = work.getByRole("link");
      // From 1280 px the third stands down: there is room either side of the text for two.
      await expect(links).toHaveCount(viewport.width >= 1280 ? 2 : 3);
      for (const link of await links.all())
        await expect(link).toHaveAttribute("href", /^\/references\/[a-z-]+$/);
      if (viewport.width >= 1280) {
        const onScreen = await links.evaluateAll(
          (anchors, screenHeight) =>
            anchors.filter((anchor) => {
              const rect = anchor.getBoundingClientRect();
              return rect.height > 0 && rect.bottom <= screenHeight && anchor.querySelector("img");
            }).length,
          viewport.height,
        );
        expect(onScreen).toBe(2);
      }
    });
  }

  test("@desktop-only the headline stays the largest paint: no mockup is the LCP, and each asks for low priority", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            resolve(
              entry.element?.closest("[data-testid=hero-work]") ? "mockup" : (entry.element?.tagName ?? ""),
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest).not.toBe("mockup");
    // Behind the fonts and the script, which the first paint needs; the headline needs no image.
    await expect(page.locator("[data-testid=hero-work] img")).toHaveCount(3);
    await expect(page.locator("[data-testid=hero-work] img:not([fetchpriority=low])")).toHaveCount(0);
  });
});

test.describe("quotes from the case clients, and the next case", () => {
  test("each case on home carries its client's quote, its measured result and “Läs caset” @desktop-only", async ({
    page,
  }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Hemsidor som gör skillnad" });
    const cards = strip.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      const href = await card.getByRole("link").first().getAttribute("href");
      const project = projects.find((candidate) => paths.caseStudy(candidate.slug) === href);
      const quote = project?.caseStudy?.quote;
      expect(quote, `${href}`).toBeDefined();
      await expect(card.locator("[data-testid=case-quote] blockquote")).toHaveText(`”${quote?.text}”`);
      await expect(card.locator("[data-testid=case-quote] figcaption")).toHaveText(
        `${quote?.name}, ${quote?.role}`,
      );
      await expect(card).toContainText(project?.caseStudy?.figures?.[0]?.value ?? "missing");
      await expect(card).toContainText("Läs caset");
    }
  });

  test("@desktop-only the two testimonials stand level: titles, quotes and names at the same heights, the case's result by its link", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator(`#${anchors.testimonials}`);
    await section.scrollIntoViewIfNeeded();
    const tops = async (selector: string) =>
      section
        .locator(selector)
        .evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
    // Polled: the cards rise into place one after the other as the section comes into view.
    for (const selector of ["h3", "blockquote", "figcaption"]) {
      await expect
        .poll(
          async () => {
            const [first = 0, second = 0] = await tops(selector);
            return Math.abs(first - second);
          },
          { message: selector },
        )
        .toBeLessThanOrEqual(2);
    }
    const kennel = projects.find((project) => project.slug === "kvastapinglans-kennel");
    const caseBox = section.locator("[data-testid=testimonial-case]");
    await expect(caseBox).toContainText(kennel?.caseStudy?.figures?.[0]?.value ?? "missing");
    await expect(caseBox.getByRole("link", { name: "Läs caset: Kvastapinglans Kennel" })).toHaveAttribute(
      "href",
      paths.caseStudy("kvastapinglans-kennel"),
    );
  });

  test("a case study ends with a “Nästa case” card, the last one leading back to the first @desktop-only", async ({
    page,
  }) => {
    const shown = projects.slice(0, 4);
    for (const [index, project] of shown.entries()) {
      const next = shown[(index + 1) % shown.length];
      await page.goto(paths.caseStudy(project.slug));
      const card = page.getByRole("complementary", { name: next?.title });
      await expect(card, project.slug).toContainText("Nästa case");
      await expect(card.getByRole("link", { name: next?.title })).toHaveAttribute(
        "href",
        paths.caseStudy(next?.slug ?? ""),
      );
    }
  });
});

test.describe("/tjanster's ways to the form name what they start", () => {
  test("the hero and the band name their step, and the templates are offered right under the cards @desktop-only", async ({
    page,
  }) => {
    await page.goto(paths.services);
    const form = withAnchor(paths.contact, anchors.contactForm);
    await expect(page.locator("#services-title ~ a")).toHaveText("Skicka en förfrågan");
    await expect(page.locator("#services-title ~ a")).toHaveAttribute("href", form);
    const band = page.getByRole("region", { name: "Vilket paket passar dig?" });
    await expect(band.getByRole("link")).toHaveText("Få ett förslag på upplägg");
    const note = page.locator("[data-testid=templates-note]");
    await expect(note).toContainText(`${words("fardig-mall.price")} ${words("moms")}`);
    await expect(note.getByRole("link", { name: "Se designmallarna" })).toHaveAttribute(
      "href",
      withAnchor(paths.references, anchors.templates),
    );
    const cards = await box(
      page.getByRole("region", { name: "Välj det som passar ditt företag" }).locator("article").last(),
    );
    const noteBox = await box(note);
    expect(noteBox.y - (cards.y + cards.height)).toBeLessThan(80);
  });
});

test.describe("one closing band, clear of the footer, with a button that stands out", () => {
  for (const path of [paths.services, paths.references, paths.caseStudy("jalopy"), paths.blog, paths.about]) {
    test(`@desktop-only ${path}`, async ({ page }) => {
      await page.goto(path);
      const bands = page.locator("[data-testid=closing-band]");
      await expect(bands).toHaveCount(1);
      const panel = bands.locator("> div > div").first();
      const button = bands.locator("a").last();
      const [panelFill, buttonFill] = await Promise.all([
        panel.evaluate((element) => getComputedStyle(element).backgroundColor),
        button.evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(contrastOf(panelFill, buttonFill), `${buttonFill} on ${panelFill}`).toBeGreaterThanOrEqual(3);
      const footer = await box(page.locator(`#${anchors.siteFooter}`));
      const panelBox = await box(panel);
      expect(footer.y - (panelBox.y + panelBox.height)).toBeGreaterThanOrEqual(48);
    });
  }

  test("a case study's band speaks of a project like it, in the package it was built in @desktop-only", async ({
    page,
  }) => {
    await page.goto(paths.caseStudy("jalopy"));
    const band = page.getByRole("region", { name: "Vill du ha något liknande?" });
    await expect(band).toContainText("Vi byggde hemsidan åt Jalopy som en Skräddarsydd lösning.");
    await expect(band.getByRole("link")).toHaveAttribute(
      "href",
      withAnchor(paths.contact, anchors.contactForm),
    );
  });
});

test.describe("/about puts the founder and her portrait near the top", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`@desktop-only at ${viewport.width} px the portrait is in the founder's card, captioned, right after the heading`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.about);
      const card = page.locator("[data-testid=founder-card]");
      const portrait = card.getByRole("img", { name: founderPortrait.alt });
      await expect(portrait).toBeVisible();
      await expect(card.locator("figcaption")).toContainText(site.founder);
      const heading = await box(page.getByRole("heading", { level: 1 }));
      const picture = await box(portrait);
      // Beside the heading on a wide screen, right under it on a phone: no text in between.
      if (viewport.width >= 1280) expect(picture.y).toBeLessThan(heading.y + heading.height);
      else expect(picture.y - (heading.y + heading.height)).toBeLessThan(64);
    });
  }
});

test.describe("one process told in four steps, the other models placed in it", () => {
  test("/contact's “Så går det till” names the process's four steps in order @desktop-only", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const list = page.getByRole("heading", { name: "Så går det till" }).locator("~ ol");
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(processSteps.length);
    for (const [index, step] of processSteps.entries())
      await expect(items.nth(index)).toHaveText(new RegExp(`^${step.step}${step.title}\\. `));
    await expect(page.getByRole("heading", { name: "Så går det till" }).locator("~ p").first()).toContainText(
      "fyra steg",
    );
  });

  test("home's build moments and /tjanster's design thinking say where they sit in the four steps @desktop-only", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator(`#${anchors.buildSteps}`)).toContainText("i fyra steg");
    await page.goto(paths.services);
    await expect(page.locator("[data-design-thinking]")).toContainText("vår process i fyra steg");
  });
});

test.describe("polish: no-break names, one heading colour, a clean card top", () => {
  test("@desktop-only “Färdig Hemsida –” keeps together in home's offer heading at 390 px, so no line starts with the dash", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const heading = page.getByRole("heading", { name: /klar på/ });
    expect(await phrasesSplitOverLines(heading, ["Färdig Hemsida –"])).toEqual([]);
  });

  test("a case study's subheadings are ink, as on every other page @desktop-only", async ({ page }) => {
    await page.goto(paths.caseStudy("jalopy"));
    const ink = await page
      .getByRole("heading", { level: 1 })
      .evaluate((element) => getComputedStyle(element).color);
    for (const name of ["Utmaningen", "Lösningen", "Resultatet", "Bilder från projektet"])
      await expect(page.getByRole("heading", { name, exact: true })).toHaveCSS("color", ink);
  });

  test("the step cards' coloured tab stays clear of their rounded corners", async ({ page }) => {
    await page.goto("/");
    for (const accent of await page.locator("[data-testid=step-accent]").all()) {
      const { left, right, radius } = await accent.evaluate((element) => {
        const card = element.parentElement as HTMLElement;
        const [own, outer] = [element.getBoundingClientRect(), card.getBoundingClientRect()];
        return {
          left: own.left - outer.left,
          right: outer.right - own.right,
          radius: Number.parseFloat(getComputedStyle(card).borderTopLeftRadius),
        };
      });
      expect(left).toBeGreaterThanOrEqual(radius);
      expect(right).toBeGreaterThanOrEqual(radius);
    }
  });

  test("the contact section's glow stands wholly inside its section", async ({ page }) => {
    await page.goto(paths.contact);
    const section = await box(page.locator(`#${anchors.contactForm}`));
    // The glow's box is grown by its mask's fade (the .glow utility); its visible core is the content box.
    const glow = await page.locator(`#${anchors.contactForm} .glow`).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const padding = Number.parseFloat(getComputedStyle(element).paddingLeft);
      return { left: rect.left + padding, right: rect.right - padding };
    });
    expect(glow.left).toBeGreaterThanOrEqual(section.x);
    expect(glow.right).toBeLessThanOrEqual(section.x + section.width);
  });

  test("@mobile-only the mobile menu offers the phone number as well as the e-mail", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: site.business.phone })).toHaveAttribute(
      "href",
      `tel:${site.business.phoneInternational}`,
    );
    await expect(menu.getByRole("link", { name: site.email })).toBeVisible();
  });

  test("@desktop-only at 768 px “Läs caset: …” never leaves its arrow alone on a line", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto("/");
    const link = page.locator("[data-testid=testimonial-case] a");
    await link.scrollIntoViewIfNeeded();
    const { arrowTop, lastWordTop } = await link.evaluate((element) => {
      const arrow = element.querySelector("svg")?.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim()) last = node as Text;
      const range = document.createRange();
      const text = last?.textContent ?? "";
      if (last) range.setStart(last, Math.max(0, text.trimEnd().length - 1));
      if (last) range.setEnd(last, text.trimEnd().length);
      return { arrowTop: arrow?.top ?? 0, lastWordTop: range.getBoundingClientRect().top };
    });
    expect(Math.abs(arrowTop - lastWordTop)).toBeLessThan(12);
  });

  test("the template dialog states the price first, above the button that chooses it", async ({ page }) => {
    await page.goto(withAnchor(paths.references, anchors.templates));
    await page.getByTestId("template-grid").getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    const price = await box(dialog.locator("[data-testid=template-price]"));
    const choose = await box(dialog.getByRole("link", { name: "Jag vill ha den här mallen" }));
    expect(price.y + price.height).toBeLessThanOrEqual(choose.y);
  });

  test("@desktop-only from 768 px, where the template dialog sets its text beside the picture, 'Jag vill ha den här mallen' keeps to one line", async ({
    page,
  }) => {
    await page.goto(withAnchor(paths.references, anchors.templates));
    for (const width of [768, 900, 1280]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.getByTestId("template-grid").getByRole("button").first().click();
      const choose = page.getByRole("dialog").getByRole("link", { name: templateDialogCopy.choose });
      expect(await phrasesSplitOverLines(choose, [templateDialogCopy.choose]), `${width} px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});
