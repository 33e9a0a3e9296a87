import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

const ORIGIN = "https://vingadesign.se";

function parseXml(xml: string) {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror"), "well-formed XML").toBeNull();
  return document;
}

const items = [
  { slug: "aldre", publishedAt: "2025-04-03", updatedAt: "2025-10-02" },
  { slug: "nyast", publishedAt: "2025-09-24" },
];

describe("sitemap", () => {
  const entries = sitemapEntries({
    pages: [
      { path: "/", changefreq: "monthly", priority: 1, lastmod: "2025-08-01" },
      { path: "/blogg", changefreq: "weekly", priority: 0.8, lastmod: "2025-06-01" },
    ],
    posts: items,
    blogPath: "/blogg",
  });
  const document = parseXml(sitemapXml(ORIGIN, entries));
  const urls = [...document.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent,
    priority: url.getElementsByTagName("priority")[0]?.textContent,
  }));

  it("uses the sitemaps.org namespace", () => {
    expect(document.documentElement.nodeName).toBe("urlset");
    expect(document.documentElement.getAttribute("xmlns")).toBe(
      "http://www.sitemaps.org/schemas/sitemap/0.9",
    );
  });

  it("dates every page by its content: pages by their own date, articles by their last update", () => {
    expect(urls).toEqual([
      { loc: `${ORIGIN}/`, lastmod: "2025-08-01", priority: "1.0" },
      { loc: `${ORIGIN}/blogg`, lastmod: "2025-10-02", priority: "0.8" },
      { loc: `${ORIGIN}/blogg/aldre`, lastmod: "2025-10-02", priority: "0.7" },
      { loc: `${ORIGIN}/blogg/nyast`, lastmod: "2025-09-24", priority: "0.7" },
    ]);
  });
});

it("keeps the blog list's own date when it is later than its newest article", () => {
  const [, list] = sitemapEntries({
    pages: [
      { path: "/", changefreq: "monthly", priority: 1, lastmod: "2025-08-01" },
      { path: "/blogg", changefreq: "weekly", priority: 0.8, lastmod: "2026-01-10" },
    ],
    posts: items,
    blogPath: "/blogg",
  });
  expect(list?.lastmod).toBe("2026-01-10");
});

it("lists an article's cover as its image, at its full address", () => {
  const document = parseXml(
    sitemapXml(
      ORIGIN,
      sitemapEntries({
        pages: [],
        posts: [
          { slug: "med-foto", publishedAt: "2025-09-24", featuredImage: "/_astro/foto.Bx1.jpg" },
          { slug: "utan-omslag", publishedAt: "2025-09-24" },
        ],
        blogPath: "/blogg",
      }),
    ),
  );
  expect(document.documentElement.getAttribute("xmlns:image")).toBe(
    "http://www.google.com/schemas/sitemap-image/1.1",
  );
  const images = [...document.getElementsByTagName("url")].map((url) =>
    [...url.getElementsByTagName("image:loc")].map((loc) => loc.textContent),
  );
  expect(images).toEqual([[`${ORIGIN}/_astro/foto.Bx1.jpg`], []]);
});

describe("robotsTxt", () => {
  it("allows every crawler everywhere and points at the sitemap", () => {
    expect(robotsTxt(ORIGIN, "/sitemap.xml")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
