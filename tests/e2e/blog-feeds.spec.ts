import type { Page } from "@playwright/test";
import { blogPosts } from "../support/blog-posts";
import { staticPages } from "../../app/lib/site-pages";
import { authorRecords, caseStudyPages } from "../support/collections";
import { paths } from "../../app/lib/paths";
import { stockholmDateTime } from "../../app/lib/stockholm-time";
import { siteConfig } from "../../app/site.config";
import { servers } from "../../playwright.config";
import { expect, test } from "./support/fixtures";

const posts = await blogPosts();
const origin = siteConfig.origin;

type XmlNode = {
  name: string;
  namespace: string | null;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
};

/** Fetches a file from the page's own server and parses it with the browser's strict XML parser. */
async function parseXmlInBrowser(page: Page, path: string) {
  await page.goto("/blogg");
  const result = await page.evaluate(async (url) => {
    const xml = await (await fetch(url)).text();
    const document = new DOMParser().parseFromString(xml, "application/xml");
    const error = document.querySelector("parsererror");
    if (error) return { error: error.textContent ?? "parsererror" };
    const toNode = (element: Element): XmlNode => ({
      name: element.nodeName,
      namespace: element.namespaceURI,
      attributes: Object.fromEntries(
        [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
      ),
      text: element.children.length > 0 ? "" : (element.textContent ?? ""),
      children: [...element.children].map(toNode),
    });
    return { root: toNode(document.documentElement) };
  }, path);
  expect(result.error, `${path} is well-formed XML`).toBeUndefined();
  if (!result.root) throw new Error(`${path} has no root element`);
  return result.root;
}

const childrenNamed = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((child) => child.name === name) ?? [];
const textOf = (node: XmlNode | undefined, name: string) => childrenNamed(node, name)[0]?.text;

test("rss.xml is valid RSS 2.0 with every article, newest first, absolute links and Swedish @desktop-only", async ({
  page,
}) => {
  const rss = await parseXmlInBrowser(page, "/rss.xml");
  expect(rss.name).toBe("rss");
  expect(rss.attributes.version).toBe("2.0");
  const channel = childrenNamed(rss, "channel")[0];
  expect(textOf(channel, "language")).toBe("sv-SE");
  expect(textOf(channel, "link")).toBe(`${origin}/blogg`);
  expect(textOf(channel, "title")).toBeTruthy();
  expect(textOf(channel, "description")).toBeTruthy();
  const self = childrenNamed(channel, "atom:link");
  expect(self.map((link) => [link.namespace, link.attributes])).toEqual([
    ["http://www.w3.org/2005/Atom", { href: `${origin}/rss.xml`, rel: "self", type: "application/rss+xml" }],
  ]);

  const items = childrenNamed(channel, "item");
  expect(items.map((item) => textOf(item, "link"))).toEqual(
    posts.map((post) => `${origin}/blogg/${post.slug}`),
  );
  for (const [index, item] of items.entries()) {
    const post = posts[index];
    expect(textOf(item, "title")).toBe(post?.title);
    expect(textOf(item, "guid")).toBe(textOf(item, "link"));
    expect(textOf(item, "description")).toBe(post?.excerpt);
    const pubDate = textOf(item, "pubDate") ?? "";
    expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 08:00:00 \+0[12]00$/);
    // 08:00 Swedish time: 07:00 UTC in winter, 06:00 in summer.
    expect(new Date(pubDate).getTime()).toBe(new Date(stockholmDateTime(post?.publishedAt ?? "")).getTime());
    // An update keeps the publication date and adds its own, the structured data's dateModified.
    const updated = childrenNamed(item, "atom:updated")[0];
    expect(updated?.namespace, post?.slug).toBe(post?.updatedAt ? "http://www.w3.org/2005/Atom" : undefined);
    expect(updated?.text, post?.slug).toBe(post?.updatedAt ? stockholmDateTime(post.updatedAt) : undefined);
  }
  const lastChange =
    posts
      .map((post) => post.updatedAt ?? post.publishedAt)
      .sort()
      .at(-1) ?? "";
  expect(new Date(textOf(channel, "lastBuildDate") ?? "").getTime()).toBe(
    new Date(stockholmDateTime(lastChange)).getTime(),
  );
});

test("rss.xml carries every full article with absolute links, and a channel image that exists @desktop-only", async ({
  page,
  request,
}) => {
  const raw = await (await request.get("/rss.xml")).text();
  expect(raw).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
  expect(raw.match(/<content:encoded><!\[CDATA\[/g)).toHaveLength(posts.length);

  const channel = childrenNamed(await parseXmlInBrowser(page, "/rss.xml"), "channel")[0];
  const image = childrenNamed(channel, "image")[0];
  expect(textOf(image, "link")).toBe(`${origin}/blogg`);
  expect(textOf(image, "title")).toBe(textOf(channel, "title"));
  const logo = new URL(textOf(image, "url") ?? "");
  expect(logo.origin).toBe(origin);
  const png = await request.get(logo.pathname);
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([
    Number(textOf(image, "width")),
    Number(textOf(image, "height")),
  ]);

  for (const [index, item] of childrenNamed(channel, "item").entries()) {
    const post = posts[index];
    const content = textOf(item, "content:encoded") ?? "";
    const headings = post?.html.match(/<h2[^>]*>.*?<\/h2>/g) ?? [];
    expect(headings.length, post?.slug).toBeGreaterThan(2);
    for (const heading of headings) expect(content, post?.slug).toContain(heading);
    expect(content, post?.slug).toContain(`<img src="${origin}${post?.featuredImage}"`);
    expect(content.match(/(?:href|src)="(?!https?:|mailto:)[^"]*"/g), post?.slug).toBeNull();
  }
});

test("sitemap.xml lists every prerendered page and article with its date @desktop-only", async ({ page }) => {
  const urlset = await parseXmlInBrowser(page, "/sitemap.xml");
  expect(urlset.name).toBe("urlset");
  expect(urlset.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = childrenNamed(urlset, "url").map((url) => ({
    loc: textOf(url, "loc") ?? "",
    lastmod: textOf(url, "lastmod") ?? "",
  }));
  expect(urls.map((url) => url.loc).sort()).toEqual(
    [
      ...[...staticPages, ...caseStudyPages].map((entry) => `${origin}${entry.path}`),
      ...posts.map((post) => `${origin}/blogg/${post.slug}`),
      ...authorRecords
        .filter((author) => author.kind === "person")
        .map((person) => `${origin}${paths.author(person.id)}`),
    ].sort(),
  );
  for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // An article is dated by its last update, or its publication when it has none.
  const lastChange = posts.map((post) => post.updatedAt ?? post.publishedAt);
  posts.forEach((post, index) => {
    expect(urls.find((url) => url.loc.endsWith(`/blogg/${post.slug}`))?.lastmod, post.slug).toBe(
      lastChange[index],
    );
  });
  const blogList = urls.find((url) => url.loc === `${origin}/blogg`)?.lastmod ?? "";
  expect(blogList >= ([...lastChange].sort().at(-1) ?? "")).toBe(true);
});

test("robots.txt allows everything and points at the sitemap @desktop-only", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
});

for (const [name, server] of Object.entries(servers)) {
  test(`the ${name} server sends the feeds with their own content types @desktop-only`, async ({
    request,
  }) => {
    const type = async (path: string) => (await request.get(server + path)).headers()["content-type"] ?? "";
    expect(await type("/rss.xml")).toMatch(/^application\/rss\+xml/);
    expect(await type("/sitemap.xml")).toMatch(/^application\/xml/);
    expect(await type("/robots.txt")).toMatch(/^text\/plain/);
  });
}
