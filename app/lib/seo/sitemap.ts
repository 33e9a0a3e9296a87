import { escapeXml } from "../blog/feeds";

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export type SitemapEntry = {
  path: string;
  lastmod: string;
  changefreq: string;
  priority: number;
  /** The page's own pictures (an article's cover), by address: Google's image sitemap extension. */
  images?: readonly string[];
};

/** A picture's address is absolute, as the page's own. */
const imageElement = (origin: string, path: string) =>
  `<image:image>${element("image:loc", path.startsWith("/") ? `${origin}${path}` : path)}</image:image>`;

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries.map((entry) =>
      [
        "<url>",
        element("loc", `${origin}${entry.path}`),
        element("lastmod", entry.lastmod),
        element("changefreq", entry.changefreq),
        element("priority", entry.priority.toFixed(1)),
        ...(entry.images ?? []).map((image) => imageElement(origin, image)),
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

type PostDates = { slug: string; publishedAt: string; updatedAt?: string; featuredImage?: string };

const lastChange = (post: PostDates) => post.updatedAt ?? post.publishedAt;

/**
 * Every prerendered page for the sitemap, each dated by its content: a page by the date kept
 * with its copy, an article by its last update (or publication), the blog list by the later of
 * its own date and its newest article's. An article lists its cover (a photo cover's JPEG).
 */
export function sitemapEntries({
  pages,
  posts,
  blogPath,
}: {
  pages: readonly { path: string; changefreq: string; priority: number; lastmod: string }[];
  posts: readonly PostDates[];
  blogPath: string;
}): SitemapEntry[] {
  const newestPost = posts.map(lastChange).sort().at(-1);
  return [
    ...pages.map((page) => ({
      ...page,
      lastmod: page.path === blogPath && newestPost && newestPost > page.lastmod ? newestPost : page.lastmod,
    })),
    ...posts.map((post) => ({
      path: `${blogPath}/${post.slug}`,
      lastmod: lastChange(post),
      changefreq: "yearly",
      priority: 0.7,
      ...(post.featuredImage && { images: [post.featuredImage] }),
    })),
  ];
}
