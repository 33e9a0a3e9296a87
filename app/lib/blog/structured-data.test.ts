import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site.config";
import {
  articleBodyExcerpt,
  authorJsonLd,
  blogListJsonLd,
  blogPostingJsonLd,
  publishedDateTime,
} from "./structured-data";

const article = {
  slug: "vad-kostar-hemsida-2025",
  title: "Vad kostar en hemsida 2025?",
  description: "Priser och exempel.",
  author: "Sara Lindberg",
  publishedAt: "2025-06-09",
  keywords: ["vad kostar en hemsida"],
  categoryName: "Prissättning",
  tags: ["Pris"],
  wordCount: 1347,
  bodyExcerpt: "Början av artikeln.",
  imageUrl: "https://vingadesign.se/images/og/default.png",
};

describe("publishedDateTime", () => {
  it("is 08:00 Swedish summer time on the article's date", () => {
    expect(publishedDateTime("2025-06-09")).toBe("2025-06-09T08:00:00+02:00");
  });
});

describe("articleBodyExcerpt", () => {
  it("keeps exactly the first 1000 characters", () => {
    const text = "å".repeat(999) + "bc" + "d".repeat(500);
    expect(articleBodyExcerpt(text)).toBe(`${"å".repeat(999)}b`);
    expect(articleBodyExcerpt("kort")).toBe("kort");
  });
});

describe("authorJsonLd", () => {
  it("describes the founder as a person and the team and brand as the agency", () => {
    expect(authorJsonLd(siteConfig.founder)).toMatchObject({ "@type": "Person", name: siteConfig.founder });
    expect(authorJsonLd("Vinga-teamet")).toMatchObject({ "@type": "Organization", name: "Vinga-teamet" });
    expect(authorJsonLd("Vinga Design")).toMatchObject({ "@type": "Organization" });
  });
});

describe("blogPostingJsonLd", () => {
  const data = blogPostingJsonLd(article);

  it("describes the article with the fields search engines read", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      author: { "@type": "Person", name: "Sara Lindberg" },
      datePublished: "2025-06-09T08:00:00+02:00",
      dateModified: "2025-06-09T08:00:00+02:00",
      articleBody: "Början av artikeln.",
      inLanguage: "sv-SE",
      url: `${siteConfig.origin}/blogg/vad-kostar-hemsida-2025`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${siteConfig.origin}/blogg/vad-kostar-hemsida-2025` },
    });
    expect(data.publisher).toMatchObject({ "@type": "Organization", name: siteConfig.name });
  });

  it("survives a round trip through JSON", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("blogListJsonLd", () => {
  const data = blogListJsonLd({
    title: "Blogg",
    description: "Om webbdesign.",
    posts: [{ slug: "a", title: "A", excerpt: "Utdrag", author: "Vinga Design", publishedAt: "2025-06-09" }],
    faq: [{ question: "Fråga?", answer: "Svar." }],
  });
  const byType = (type: string) => data["@graph"].find((node) => node["@type"] === type);

  it("holds the site, the agency, the page, the blog and the FAQ", () => {
    expect(data["@graph"].map((node) => node["@type"])).toEqual([
      "WebSite",
      "Organization",
      "WebPage",
      "Blog",
      "FAQPage",
    ]);
  });

  it("lists every article in the blog and every question in the FAQ", () => {
    expect(byType("Blog")).toMatchObject({
      blogPost: [
        { headline: "A", url: `${siteConfig.origin}/blogg/a`, datePublished: "2025-06-09T08:00:00+02:00" },
      ],
    });
    expect(byType("FAQPage")).toMatchObject({
      mainEntity: [
        { "@type": "Question", name: "Fråga?", acceptedAnswer: { "@type": "Answer", text: "Svar." } },
      ],
    });
  });
});
