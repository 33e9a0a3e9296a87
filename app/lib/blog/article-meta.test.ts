import { describe, expect, it } from "vitest";
import type { HeadTag } from "../seo/meta";
import { siteConfig } from "../../site.config";
import { articleMeta } from "./article-meta";

const post = {
  slug: "vad-ar-seo",
  title: "Vad är SEO?",
  author: "Vinga-teamet",
  publishedAt: "2025-06-18",
  category: "seo",
  tags: ["SEO", "Google"],
  wordCount: 1271,
  bodyExcerpt: "SEO är …",
  seo: {
    metaTitle: "Vad är SEO? En guide",
    metaDescription: "En guide om SEO.",
    keywords: ["seo", "sökmotor"],
  },
};

const meta = articleMeta(post);
const byName = (name: string) => meta.find((tag) => "name" in tag && tag.name === name);
const byProperty = (property: string) =>
  meta.filter((tag): tag is HeadTag & { content: string } => "property" in tag && tag.property === property);

describe("articleMeta", () => {
  it("sets title, description, author and keywords from the article", () => {
    expect(meta).toContainEqual({ title: "Vad är SEO? En guide" });
    expect(byName("description")).toEqual({ name: "description", content: "En guide om SEO." });
    expect(byName("author")).toEqual({ name: "author", content: "Vinga-teamet" });
    expect(byName("keywords")).toEqual({ name: "keywords", content: "seo, sökmotor" });
  });

  it("marks the page as an article with its time, section and every tag", () => {
    expect(byProperty("og:type")[0]?.content).toBe("article");
    expect(byProperty("article:published_time")[0]?.content).toBe("2025-06-18T08:00:00+02:00");
    expect(byProperty("article:section")[0]?.content).toBe("SEO");
    expect(byProperty("article:tag").map((tag) => tag.content)).toEqual(["SEO", "Google"]);
  });

  it("shares the article's own card, with its size and a description", () => {
    const image = `${siteConfig.origin}/images/og/blogg/vad-ar-seo.png`;
    expect(byProperty("og:image")[0]?.content).toBe(image);
    expect(byProperty("og:image:width")[0]?.content).toBe("1200");
    expect(byProperty("og:image:height")[0]?.content).toBe("630");
    expect(byProperty("og:image:alt")[0]?.content).toBe(`Vad är SEO? – SEO på ${siteConfig.name}s blogg`);
    expect(byName("twitter:image")).toEqual({ name: "twitter:image", content: image });
  });

  it("dates the last change by updatedAt, or by publication when there is none", () => {
    expect(byProperty("article:modified_time")[0]?.content).toBe("2025-06-18T08:00:00+02:00");
    const updated = articleMeta({ ...post, updatedAt: "2026-11-22" });
    expect(updated).toContainEqual({
      property: "article:modified_time",
      content: "2026-11-22T08:00:00+01:00",
    });
  });

  it("points the canonical link at the article's absolute address", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteConfig.origin}/blogg/vad-ar-seo`,
    });
  });

  it("adds BlogPosting structured data", () => {
    const jsonLd = meta.find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": { "@graph": Record<string, unknown>[] };
    };
    expect(jsonLd["script:ld+json"]["@graph"].find((node) => node["@type"] === "BlogPosting")).toMatchObject({
      "@type": "BlogPosting",
      headline: "Vad är SEO?",
      abstract: "SEO är …",
      articleSection: "SEO",
    });
  });
});
