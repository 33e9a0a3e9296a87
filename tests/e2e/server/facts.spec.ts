import { type APIRequestContext, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { paths } from "../../../app/lib/paths";
import { servers } from "../../../playwright.config";
import { blogPosts } from "../../support/blog-posts";
import { packageCard, priceLabel } from "../../../app/lib/facts";
import {
  businessFacts,
  caseStudyPages,
  designTemplates,
  facts,
  faq,
  packages,
  processSteps,
  projects,
} from "../../support/collections";

/**
 * Every place that states a price, a delivery time or the hosting fee says what the packages
 * collection says (app/content/data/), so no two places can disagree. Pages built from the
 * facts must state them exactly; articles, written by hand, may speak of the market in
 * general, but a sentence that names one of our packages must give its own figures.
 */
const factPages = ["/", "/tjanster", "/about", "/blogg", "/references", "/llms.txt"];
const articlePages = (await blogPosts()).map((post) => paths.article(post.slug));

const texts = new Map<string, string>();

/** The words a reader (or a crawler reading the JSON-LD and meta tags) gets, on one line. */
async function textOf(request: APIRequestContext, path: string) {
  const known = texts.get(path);
  if (known !== undefined) return known;
  const body = await (await request.get(servers.node + path)).text();
  const decoded = body
    .replace(/<[^>]+?content="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    // The word joiners that keep "kr/år" whole (app/lib/typography.ts) are invisible to a reader.
    .replace(/\u2060/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
  const text = decoded.replace(/\s+/g, " ");
  texts.set(path, text);
  return text;
}

/** The answers of a page's FAQPage structured data, which are also the FAQ it shows. */
async function faqAnswersOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(servers.node + path)).text();
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  type Node = { "@type": string; mainEntity?: { acceptedAnswer: { text: string } }[] };
  const nodes = (JSON.parse(json) as { "@graph": Node[] })["@graph"];
  const questions = nodes.find((node) => node["@type"] === "FAQPage")?.mainEntity ?? [];
  expect(questions.length, `${path}: FAQ answers`).toBeGreaterThan(0);
  return questions.map((question) => question.acceptedAnswer.text).join(" ");
}

const priced = packages.flatMap((item) => {
  const price = priceLabel(item);
  return price ? [{ ...item, label: price }] : [];
});
const moms = facts.moms ?? "";
const deliveries = packages.flatMap((item) =>
  item.deliveryWorkingDays ? [{ title: item.title, days: `${item.deliveryWorkingDays} arbetsdagar` }] : [],
);
// A price, not the hosting fee per year (checked on its own).
const amount = String.raw`\d{1,3}(?: \d{3})* kr(?:/mån)?(?!/år| per år)`;
const days = String.raw`(?:\d+(?:[–-]\d+)?|en|två|tre|fyra|fem|sex|sju|åtta|nio|tio)(?: till \S+)? arbetsdagar`;

/** What each sentence that names one of our packages says about its price and delivery. */
function packageClaims(text: string) {
  const problems: string[] = [];
  // Sentences (and clauses after a semicolon) of the text, and each JSON-LD string on its own.
  for (const sentence of text.split(/(?<=[.!?])\s+|[";]/)) {
    for (const item of priced) {
      // The first amount after the package's name, unless another package is named first.
      const named = new RegExp(`${item.title}(.{0,30}?)(${amount})`, "i").exec(sentence);
      const between = named?.[1]?.toLowerCase() ?? "";
      if (
        named &&
        !packages.some((other) => between.includes(other.title.toLowerCase())) &&
        named[2] !== item.label
      )
        problems.push(`${item.title} at ${named[2]}: "${sentence}"`);
    }
    for (const { title, days: promised } of deliveries) {
      if (!sentence.toLowerCase().includes(title.toLowerCase())) continue;
      for (const [stated] of sentence.matchAll(new RegExp(days, "g"))) {
        if (stated !== promised) problems.push(`${title} in ${stated}: "${sentence}"`);
      }
    }
  }
  return problems;
}

test("pages built from the facts state every price with VAT, every time and the hosting fee as the source does", async ({
  request,
}) => {
  const allowedDays = new Set(deliveries.map((delivery) => delivery.days));
  for (const path of factPages) {
    const text = await textOf(request, path);
    expect(packageClaims(text), path).toEqual([]);
    for (const item of priced) {
      for (const match of text.matchAll(new RegExp(item.label.replace("/", "\\/"), "g"))) {
        const around = text.slice(
          match.index - moms.length - 1,
          match.index + item.label.length + moms.length + 1,
        );
        // "13 900 kr + moms" in running text; the figure on /about has its "+ moms" in the label before it.
        expect(around, `${path}: ${item.label} without "${moms}"`).toContain(moms);
      }
    }
    // /blogg and llms.txt also list the articles' excerpts, which may speak of the market in
    // general; /blogg's FAQ and llms.txt's summary, above its sections of links, may not.
    const ours =
      path === "/blogg"
        ? await faqAnswersOf(request, path)
        : path === "/llms.txt"
          ? text.slice(0, text.indexOf(" ## "))
          : text;
    for (const [stated] of ours.matchAll(new RegExp(days, "g")))
      expect(allowedDays, `${path}: "${stated}"`).toContain(stated);
    for (const [hosting] of text.matchAll(/1 ?300 kr\S*/g)) expect(hosting, path).toBe(facts.hosting);
  }
});

test("the llms.txt summary names every priced package with its price and VAT", async ({ request }) => {
  const text = await textOf(request, "/llms.txt");
  for (const item of priced) expect(text).toContain(`${item.title} för ${item.label} ${moms}`);
});

test("articles give our packages the source's prices and delivery times", async ({ request }) => {
  for (const path of articlePages) {
    const text = await textOf(request, path);
    expect(packageClaims(text), path).toEqual([]);
    for (const [hosting] of text.matchAll(/1 ?300 kr/g)) expect(hosting, path).toBe("1 300 kr");
  }
});

test("the offers in /tjanster's structured data carry the packages' prices, excluding VAT", async ({
  request,
}) => {
  const html = await (await request.get(`${servers.node}/tjanster`)).text();
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  type Specification = Record<string, unknown>;
  type Offer = { name: string; price?: number; priceSpecification?: Specification | Specification[] };
  const graph = JSON.parse(json) as { "@graph": { "@type": string; itemListElement?: Offer[] }[] };
  const offers = graph["@graph"].find((node) => node["@type"] === "OfferCatalog")?.itemListElement ?? [];
  expect(offers.map((offer) => offer.name)).toEqual(packages.map((item) => item.title));
  for (const item of packages) {
    const offer = offers.find((candidate) => candidate.name === item.title);
    if (item.price === null) {
      expect(offer?.price, item.title).toBeUndefined();
      continue;
    }
    expect(offer?.price, item.title).toBe(item.price);
    // The package's own price; hosting paid apart is a second specification (checked below).
    const [own, ...rest] = [offer?.priceSpecification].flat();
    expect(own, item.title).toMatchObject({
      "@type": "UnitPriceSpecification",
      price: item.price,
      priceCurrency: "SEK",
      valueAddedTaxIncluded: false,
      ...(item.billing === "monthly" && { unitCode: "MON" }),
    });
    expect(rest, item.title).toEqual(
      item.hostingFeeFromYear
        ? [
            expect.objectContaining({
              name: "Hosting",
              price: businessFacts.hostingPerYear,
              unitCode: "ANN",
              billingStart: item.hostingFeeFromYear - 1,
            }),
          ]
        : [],
    );
  }
});

/** Sentences of a text, as packageClaims splits them. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|[";]/);
const everyPage = [...factPages, ...articlePages];

test("a delivery promise ('klar på …') is the package's own, never a range", async ({ request }) => {
  const promised = new Set(deliveries.map((delivery) => delivery.days));
  for (const path of everyPage) {
    const text = await textOf(request, path);
    for (const [, stated] of text.matchAll(new RegExp(`(?:klar|färdig) på (${days})`, "gi")))
      expect(promised, `${path}: "klar på ${stated}"`).toContain(stated);
  }
});

test("no page gives a simple site's build time as a range of working days beside our promise", async ({
  request,
}) => {
  const range = new RegExp(String.raw`\b(?:\d+\s*[–-]\s*\d+|\S+ till \S+) arbetsdag`, "gi");
  for (const path of everyPage) {
    const text = await textOf(request, path);
    expect(
      [...text.matchAll(range)].map(([stated]) => stated),
      path,
    ).toEqual([]);
  }
});

test("the subscription's terms and the accessibility wording read as the facts say, everywhere", async ({
  request,
}) => {
  const term = facts["hemsideprenumeration.minimumTerm"] ?? "";
  const startFee = facts["hemsideprenumeration.startFee"] ?? "";
  const accessibility = facts.tillganglighet ?? "";
  expect([term, startFee, accessibility].every(Boolean)).toBe(true);
  for (const path of everyPage) {
    for (const sentence of sentencesOf(await textOf(request, path))) {
      const lower = sentence.toLowerCase();
      if (lower.includes("bindningstid")) expect(sentence, path).toContain(term);
      if (lower.includes("startavgift")) expect(lower, path).toContain(startFee);
      // What we promise of accessibility is the one wording; "tillgänglig enligt WCAG" promises more.
      // (Articles may advise a reader on WCAG in general; what they say of our packages is below.)
      if (factPages.includes(path))
        expect(sentence, path).not.toMatch(/tillgänglig\S*\s+enligt\s+WCAG|WCAG-anpassad/i);
      if (packages.some((item) => sentence.includes(item.title)) && /tillgänglighet/i.test(sentence))
        expect(lower, `${path}: "${sentence}"`).toContain(accessibility.toLowerCase());
    }
  }
});

test("the FAQ's answers that state Färdig Hemsida's price also state the hosting fee from year two", async ({
  request,
}) => {
  const price = facts["fardig-hemsida.price"] ?? "";
  const once = faq("tjanster").filter((item) => item.answer.replace(/\u00a0/g, " ").includes(price));
  expect(once.length).toBeGreaterThan(1);
  for (const item of once)
    expect(item.answer.replace(/\u00a0/g, " "), item.question).toContain(facts.hosting);
  // As the page's FAQ (its FAQPage data) says it.
  const answers = (await faqAnswersOf(request, "/tjanster")).replace(/\u2060/g, "").replace(/\s/g, " ");
  for (const [sentence] of answers.matchAll(
    /Med Färdig Hemsida betalar du[^]*?(?=Med Hemsideprenumerationen)/g,
  ))
    expect(sentence).toContain(facts.hosting);
});

test("no design template promises a webshop or a checkout, which is custom work", async ({ request }) => {
  const text = await textOf(request, "/references");
  for (const template of designTemplates) {
    for (const words of [template.description, ...template.tags]) {
      if (/webbshop|kassa/i.test(words)) expect(words, template.title).toMatch(/skräddarsydd/i);
    }
  }
  for (const sentence of sentencesOf(text).filter((line) => /webbshop|kassa\b|kassan/i.test(line)))
    expect(sentence).toMatch(/skräddarsydd/i);
});

test("the default share image's tagline is the facts' and agrees with quote-priced custom work", async ({
  page,
}) => {
  // The source the PNG is drawn from (the build serves its text as outlines).
  const svg = readFileSync("public/images/og/default.svg", "utf8");
  const tagline = await page.evaluate(
    (source) =>
      new DOMParser().parseFromString(source, "image/svg+xml").getElementById("tagline")?.textContent ?? "",
    svg,
  );
  expect(tagline).toBe(facts.shareTagline);
  expect(tagline).toMatch(/offert/);
});

test("our process is four steps wherever it is counted, and the time article's phases are those steps", async ({
  page,
  request,
}) => {
  for (const path of everyPage) {
    for (const sentence of sentencesOf(await textOf(request, path))) {
      const counted =
        /(?:[Vv]år process|processen|hos oss|[Vv]i arbetar i)\b[^.]{0,80}?\b(en|ett|två|tre|fyra|fem|sex|sju|\d+) (?:steg|faser)\b/.exec(
          sentence,
        );
      // Design thinking is a method of its own, named so, with its own five steps.
      if (counted && !/metod/.test(sentence)) expect(counted[1], `${path}: "${sentence}"`).toBe("fyra");
    }
  }
  const html = await (
    await request.get(`${servers.node}${paths.article("hur-lang-tid-tar-det-att-bygga-hemsida")}`)
  ).text();
  const phases = await page.evaluate(
    (source) =>
      [
        ...new DOMParser().parseFromString(source, "text/html").querySelectorAll("article table tbody tr"),
      ].map((row) => row.querySelector("td")?.textContent?.trim() ?? ""),
    html,
  );
  expect(phases).toEqual(processSteps.map((step) => step.title));
});

/** Claims that once disagreed with the fact sheet or with what was measured. */
test.describe("one true thing on every page", () => {
  const allPages = [...everyPage, paths.contact, ...caseStudyPages.map((page) => page.path)];

  test("nothing promises 'no obligations' beside the subscription's binding period", async ({ request }) => {
    expect(packages.some((item) => item.minimumTermMonths)).toBe(true);
    for (const path of allPages) expect(await textOf(request, path), path).not.toMatch(/förpliktelse/i);
  });

  test("every reply promise is the fact's; 'så snart som möjligt' only in the spec's own confirmation", async ({
    request,
  }) => {
    const confirmation = "Vi återkommer till dig så snart som möjligt.";
    for (const path of allPages) {
      const text = await textOf(request, path);
      expect(text.split("så snart som möjligt").length, path).toBe(text.split(confirmation).length);
      for (const sentence of sentencesOf(text).filter((line) => /\bsvar(?:ar|et)? inom\b/.test(line)))
        expect(sentence, path).toContain(`inom ${businessFacts.replyWithin}`);
    }
    expect(await textOf(request, paths.contact)).toContain(`Vi svarar inom ${businessFacts.replyWithin}`);
  });

  test("user testing with real users is promised for custom work only, and after-launch care is the subscription's", async ({
    request,
  }) => {
    expect(packages.find((item) => item.id === "skraddarsydd-losning")?.features).toContain(
      "Användartester och UX-analys",
    );
    // Collected, then compared once: an expect() per sentence of every page took 40 s alone, 159 s in a full run.
    const broken: string[] = [];
    for (const path of allPages) {
      for (const sentence of sentencesOf(await textOf(request, path))) {
        const userTesting = /riktiga användare/i.test(sentence) && !/Jalopy|kunder/.test(sentence);
        if ((userTesting && !/skräddarsydd/i.test(sentence)) || /Alla punkter ovan ingår/.test(sentence))
          broken.push(`${path}: ${sentence}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test("a case's figure says what was measured: sales, not a count; a choice between two new directions, not new against old", async ({
    request,
  }) => {
    for (const project of projects) {
      for (const figure of project.caseStudy?.figures ?? []) {
        if (/försäljning/i.test(figure.measuredBy ?? ""))
          expect(figure.label, project.title).toMatch(/försäljning/i);
        if (
          /två (?:nya )?designriktningar|båda designriktningarna/i.test(
            `${figure.measuredBy} ${project.caseStudy?.solution}`,
          )
        )
          expect(figure.label, project.title).not.toMatch(/den nya designen/);
      }
    }
    // The home page's proof quotes the case's own figure, label and all.
    const bakery = projects.find((project) => project.slug === "konditori-en-bulle-i-ugnen");
    const figure = bakery?.caseStudy?.figures?.[0];
    const home = (await textOf(request, "/")).replace(/\u00a0/g, " ");
    expect(home).toContain(`${figure?.value} ${figure?.label}`);
    for (const path of allPages)
      expect(await textOf(request, path), path).not.toMatch(/föredrog .{0,20}den nya designen/);
  });

  test("the template package's inclusions and hosting are stated where it is sold", async ({ request }) => {
    const template = packages.find((item) => item.id === "fardig-mall");
    if (!template) throw new Error("packages.yaml: no fardig-mall");
    const text = (await textOf(request, "/references")).replace(/\u00a0/g, " ");
    const card = packageCard(template, facts);
    for (const line of [...card.features, card.additionalInfo ?? ""])
      expect(text).toContain(line.replace(/\u00a0/g, " "));
    expect(text).toContain(`Hosting tillkommer med ${facts.hosting}`);
  });

  test("/tjanster's description says how much hosting is included, not 'med hosting'", async ({
    request,
  }) => {
    const text = await textOf(request, paths.services);
    expect(text).not.toMatch(/(?<!års )\bmed hosting\b/);
    expect(text).toContain("med ett års hosting");
  });

  test("FAQ price ranges are the market's, and no question carries a past year", async () => {
    for (const id of ["tjanster", "blogg"] as const) {
      for (const item of faq(id)) {
        expect(item.question, id).not.toMatch(/\b20\d\d\b/);
        for (const sentence of sentencesOf(item.answer.replace(/\u00a0/g, " ")))
          if (/\d[\d ]*–\d[\d ]* kr/.test(sentence)) expect(sentence, item.question).toMatch(/marknad/);
      }
    }
  });
});
