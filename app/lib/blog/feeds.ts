export function escapeXml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** RSS wants RFC 822 dates: "Mon, 09 Jun 2025 08:00:00 +0200" (the article's 08:00 Swedish summer time). */
export function rfc822Date(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Ogiltigt datum: "${isoDate}"`);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${DAYS[date.getUTCDay()]}, ${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 08:00:00 +0200`;
}

export type FeedChannel = {
  title: string;
  description: string;
  origin: string;
  feedPath: string;
  blogPath: string;
};

export type FeedItem = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  categoryName: string;
};

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** RSS 2.0 with every article, newest first, absolute links, in Swedish. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]) {
  const newestFirst = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const blogUrl = `${channel.origin}${channel.blogPath}`;
  const newest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", blogUrl),
    element("description", channel.description),
    element("language", "sv-SE"),
    ...(newest ? [element("lastBuildDate", rfc822Date(newest.publishedAt))] : []),
    `<atom:link href="${escapeXml(`${channel.origin}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...newestFirst.map((item) => {
      const url = `${blogUrl}/${item.slug}`;
      return [
        "<item>",
        element("title", item.title),
        element("link", url),
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        element("pubDate", rfc822Date(item.publishedAt)),
        element("description", item.excerpt),
        element("dc:creator", item.author),
        element("category", item.categoryName),
        "</item>",
      ].join("\n");
    }),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
