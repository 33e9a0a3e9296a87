import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site.config";
import {
  articleBodyExcerpt,
  articleGraph,
  blogListGraph,
  blogPostingNode,
  publishedDateTime,
} from "./article";

const origin = siteConfig.origin;
const article = {
  slug: "vad-kostar-en-hemsida",
  title: "Vad kostar en hemsida?",
  description: "Priser och exempel.",
  author: "Sara Lindberg",
  publishedAt: "2025-06-09",
  keywords: ["vad kostar en hemsida"],
  categoryName: "Prissättning",
  tags: ["Pris"],
  wordCount: 1347,
  bodyExcerpt: "Början av artikeln.",
  imageUrl: `${origin}/images/og/default.png`,
};

describe("publishedDateTime", () => {
  it("is 08:00 Swedish time on the article's date, summer or winter", () => {
    expect(publishedDateTime("2025-06-09")).toBe("2025-06-09T08:00:00+02:00");
    expect(publishedDateTime("2026-11-22")).toBe("2026-11-22T08:00:00+01:00");
  });
});

describe("articleBodyExcerpt", () => {
  it("keeps a text of at most 1000 characters whole", () => {
    expect(articleBodyExcerpt("kort")).toBe("kort");
    expect(articleBodyExcerpt("å".repeat(1000))).toBe("å".repeat(1000));
  });

  it("cuts a longer text at the last word boundary within 1000 characters", () => {
    const text = `${"ord ".repeat(248)}sista mellanrum`; // the 1000th character falls inside "mellanrum"
    expect(text.length).toBeGreaterThan(1000);
    expect(articleBodyExcerpt(text)).toBe(`${"ord ".repeat(248)}sista`);
  });

  it("keeps a word that ends exactly at character 1000 and drops one that runs past it", () => {
    expect(articleBodyExcerpt(`${"a".repeat(994)} ordet fortsätter`)).toBe(`${"a".repeat(994)} ordet`);
    expect(articleBodyExcerpt(`${"a".repeat(995)} ordet fortsätter`)).toBe("a".repeat(995));
  });

  it("never ends mid-word and never exceeds 1000 characters", () => {
    for (let length = 990; length < 1010; length++) {
      const text = `${"x".repeat(length % 7)} ${"ord ".repeat(300)}`.slice(0, length) + " slut";
      const excerpt = articleBodyExcerpt(text);
      expect(excerpt.length).toBeLessThanOrEqual(1000);
      expect(text.startsWith(excerpt)).toBe(true);
      if (excerpt.length < text.length) expect(text.charAt(excerpt.length)).toMatch(/\s/);
    }
  });
});

describe("blogPostingNode", () => {
  it("points the founder's article at her node and the publisher at the agency", () => {
    const node = blogPostingNode(article);
    expect(node).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      author: { "@id": `${origin}/about#sara-lindberg` },
      publisher: { "@id": `${origin}/#organization` },
      datePublished: "2025-06-09T08:00:00+02:00",
      dateModified: "2025-06-09T08:00:00+02:00",
      mainEntityOfPage: { "@id": `${origin}/blogg/vad-kostar-en-hemsida#webpage` },
    });
  });

  it("makes the team and the brand the agency itself, with the founder who answers for them", () => {
    for (const author of ["Vinga-teamet", "Vinga Design"]) {
      expect(blogPostingNode({ ...article, author }).author).toEqual([
        { "@id": `${origin}/#organization` },
        { "@id": `${origin}/about#sara-lindberg` },
      ]);
    }
  });

  it("carries the start of the text as its abstract, never as an articleBody that would claim to be all of it", () => {
    const node = blogPostingNode(article);
    expect(node).toMatchObject({ abstract: "Början av artikeln.", wordCount: 1347 });
    expect(node).not.toHaveProperty("articleBody");
  });

  it("dates the last change by updatedAt when there is one", () => {
    expect(blogPostingNode({ ...article, updatedAt: "2025-10-02" }).dateModified).toBe(
      "2025-10-02T08:00:00+02:00",
    );
  });
});

describe("articleGraph", () => {
  it("gives the article page breadcrumbs: start, blog, article", () => {
    const graph = articleGraph(article)["@graph"] as unknown as Record<string, unknown>[];
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: "Start", item: `${origin}/` },
        { position: 2, name: "Blogg", item: `${origin}/blogg` },
        { position: 3, name: article.title, item: `${origin}/blogg/vad-kostar-en-hemsida` },
      ],
    });
  });
});

describe("blogListGraph", () => {
  const graph = blogListGraph({
    title: "Blogg",
    description: "Om webbdesign.",
    posts: [{ slug: "a", title: "A", excerpt: "Utdrag", author: "Vinga Design", publishedAt: "2025-06-09" }],
    faq: [{ question: "Fråga?", answer: "Svar." }],
  })["@graph"] as unknown as Record<string, unknown>[];
  const byType = (type: string) => graph.find((node) => node["@type"] === type);

  it("holds the agency, the site, the founder, the page, the blog and the FAQ", () => {
    expect(graph.map((node) => node["@type"])).toEqual([
      "ProfessionalService",
      "WebSite",
      "Person",
      "CollectionPage",
      "Blog",
      "FAQPage",
    ]);
  });

  it("lists every article in the blog and every question in the FAQ", () => {
    expect(byType("Blog")).toMatchObject({
      blogPost: [
        {
          headline: "A",
          url: `${origin}/blogg/a`,
          author: [{ "@id": `${origin}/#organization` }, { "@id": `${origin}/about#sara-lindberg` }],
        },
      ],
    });
    expect(byType("FAQPage")).toMatchObject({
      mainEntity: [
        { "@type": "Question", name: "Fråga?", acceptedAnswer: { "@type": "Answer", text: "Svar." } },
      ],
    });
  });
});
