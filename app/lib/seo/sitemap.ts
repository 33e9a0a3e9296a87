import { escapeXml } from "../blog/feeds";

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export type SitemapEntry = { path: string; lastmod: string; changefreq: string; priority: number };

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "<url>",
        element("loc", `${origin}${entry.path}`),
        element("lastmod", entry.lastmod),
        element("changefreq", entry.changefreq),
        element("priority", entry.priority.toFixed(1)),
        "</url>",
      ].join(""),
    ),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string, sitemapPath: string) {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}${sitemapPath}`, ""].join("\n");
}

/** Every prerendered page for the sitemap: articles dated by their own date, the list by its newest. */
export function sitemapEntries({
  pages,
  posts,
  buildDate,
  blogPath,
}: {
  pages: readonly { path: string; changefreq: string; priority: number }[];
  posts: readonly { slug: string; publishedAt: string }[];
  buildDate: string;
  blogPath: string;
}): SitemapEntry[] {
  const newestPost = posts
    .map((post) => post.publishedAt)
    .sort()
    .at(-1);
  return [
    ...pages.map((page) => ({
      ...page,
      lastmod: page.path === blogPath && newestPost ? newestPost : buildDate,
    })),
    ...posts.map((post) => ({
      path: `${blogPath}/${post.slug}`,
      lastmod: post.publishedAt,
      changefreq: "yearly",
      priority: 0.7,
    })),
  ];
}
