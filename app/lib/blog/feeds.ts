import { publishedDateTime } from "../seo/article";
import { PUBLISHING_HOUR, stockholmRfc822Offset } from "../stockholm-time";
import type { PostSummary } from "./collection";

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

/** RSS wants RFC 822 dates: "Mon, 09 Jun 2025 08:00:00 +0200" (the article's 08:00 Swedish time). */
export function rfc822Date(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Ogiltigt datum: "${isoDate}"`);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${DAYS[date.getUTCDay()]}, ${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${String(PUBLISHING_HOUR).padStart(2, "0")}:00:00 ${stockholmRfc822Offset(isoDate)}`;
}

export type FeedChannel = {
  title: string;
  description: string;
  origin: string;
  feedPath: string;
  blogPath: string;
  /** The channel's logo: RSS 2.0 allows GIF, JPEG or PNG, at most 144 × 400 px. */
  image: { path: string; width: number; height: number };
};

export type FeedItem = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "author" | "publishedAt" | "updatedAt"
> & {
  categoryName: string;
  /** The article as rendered HTML, with site-relative links. */
  html: string;
  cover?: { src: string; alt: string; width: number; height: number };
};

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** CDATA cannot hold "]]>", so a section is closed and reopened around it. */
export function cdata(value: string) {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/**
 * Feed readers show an article away from the site, so every link and image must carry the
 * origin: "/tjanster" becomes "https://…/tjanster", "#rubrik" the article's own address + "#rubrik".
 */
export function absoluteUrls(html: string, origin: string, pageUrl: string) {
  return html.replace(/\b(href|src)="([^"]*)"/g, (match, attribute: string, url: string) => {
    if (url.startsWith("#")) return `${attribute}="${pageUrl}${url}"`;
    if (url.startsWith("/") && !url.startsWith("//")) return `${attribute}="${origin}${url}"`;
    return match;
  });
}

function itemContent(item: FeedItem, origin: string, url: string) {
  const cover = item.cover
    ? `<p><img src="${escapeXml(item.cover.src)}" alt="${escapeXml(item.cover.alt)}" width="${item.cover.width}" height="${item.cover.height}"></p>`
    : "";
  return absoluteUrls(`${cover}<p><strong>${escapeXml(item.excerpt)}</strong></p>${item.html}`, origin, url);
}

/**
 * RSS 2.0 with every article, newest published first, absolute links, in Swedish. An updated
 * article keeps its pubDate (so readers do not show it as new) and carries `atom:updated`, the
 * same time as its structured data's dateModified; the channel is dated by its latest change.
 */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]) {
  const newestFirst = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const blogUrl = `${channel.origin}${channel.blogPath}`;
  const lastChange = items
    .map((item) => item.updatedAt ?? item.publishedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    element("title", channel.title),
    element("link", blogUrl),
    element("description", channel.description),
    element("language", "sv-SE"),
    ...(lastChange ? [element("lastBuildDate", rfc822Date(lastChange))] : []),
    `<atom:link href="${escapeXml(`${channel.origin}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    [
      "<image>",
      element("url", `${channel.origin}${channel.image.path}`),
      element("title", channel.title),
      element("link", blogUrl),
      element("width", String(channel.image.width)),
      element("height", String(channel.image.height)),
      "</image>",
    ].join("\n"),
    ...newestFirst.map((item) => {
      const url = `${blogUrl}/${item.slug}`;
      return [
        "<item>",
        element("title", item.title),
        element("link", url),
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        element("pubDate", rfc822Date(item.publishedAt)),
        ...(item.updatedAt ? [element("atom:updated", publishedDateTime(item.updatedAt))] : []),
        element("description", item.excerpt),
        element("dc:creator", item.author),
        element("category", item.categoryName),
        `<content:encoded>${cdata(itemContent(item, channel.origin, url))}</content:encoded>`,
        "</item>",
      ].join("\n");
    }),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
