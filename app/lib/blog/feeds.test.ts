import { DOMParser as XmlParser, MIME_TYPE } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { absoluteUrls, cdata, escapeXml, rfc822Date, rssFeed } from "./feeds";

const ORIGIN = "https://vingadesign.se";

/** A strict XML parser (namespaces, CDATA), unlike the test DOM's; it throws on malformed XML. */
function parseXml(xml: string) {
  return new XmlParser({
    onError: (level, message) => {
      throw new Error(`not well-formed XML (${level}): ${message}`);
    },
  }).parseFromString(xml, MIME_TYPE.XML_TEXT);
}

type XmlElement = ReturnType<typeof parseXml>["documentElement"] & {};

const children = (parent: XmlElement | undefined, name: string) =>
  Array.from(parent?.childNodes ?? []).filter(
    (node): node is XmlElement => node.nodeType === 1 && node.nodeName === name,
  );
/** The first element down a path of child names: child(rss, "channel", "title"). */
const child = (parent: XmlElement | undefined, ...path: string[]) =>
  path.reduce<XmlElement | undefined>((node, name) => children(node, name)[0], parent);

const items = [
  {
    slug: "aldre",
    title: "Äldre & bättre <del 1>",
    excerpt: "Ett \"citat\" och en apostrof 'här'.",
    author: "Vinga-teamet",
    publishedAt: "2025-04-03",
    updatedAt: "2025-10-02",
    categoryName: "Tips",
    html: '<h2 id="rubrik">Rubrik</h2><p>Se <a href="/tjanster">tjänsterna</a>, <a href="#rubrik">rubriken</a> och <a href="https://example.se/x">en annan sajt</a>. Koden <code>a[b[0]]>c</code>.</p><p><img src="/images/blog/bild.svg" alt="En bild"></p>',
  },
  {
    slug: "nyast",
    title: "Nyast",
    excerpt: "Utdrag.",
    author: "Sara Lindberg",
    publishedAt: "2025-09-24",
    categoryName: "Design & Strategi",
    html: "<p>Brödtext.</p>",
    cover: { src: "/images/blog/nyast.svg", alt: "Omslagets beskrivning", width: 1200, height: 630 },
  },
];

const channel = {
  title: "Vinga Design – blogg",
  description: "Guider om webbdesign.",
  origin: ORIGIN,
  feedPath: "/rss.xml",
  blogPath: "/blogg",
  image: { path: "/images/brand/feed-logo.png", width: 144, height: 144 },
};

describe("rfc822Date", () => {
  it("writes the weekday, day, month, year and 08:00 Swedish time with that date's offset", () => {
    expect(rfc822Date("2025-06-09")).toBe("Mon, 09 Jun 2025 08:00:00 +0200");
    expect(rfc822Date("2025-09-24")).toBe("Wed, 24 Sep 2025 08:00:00 +0200");
    expect(rfc822Date("2026-11-22")).toBe("Sun, 22 Nov 2026 08:00:00 +0100");
  });

  it("agrees with the JavaScript date parser", () => {
    expect(new Date(rfc822Date("2025-04-03")).toISOString()).toBe("2025-04-03T06:00:00.000Z");
    expect(new Date(rfc822Date("2026-11-22")).toISOString()).toBe("2026-11-22T07:00:00.000Z");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
  });
});

describe("rssFeed", () => {
  const rss = parseXml(rssFeed(channel, items)).documentElement ?? undefined;
  const feedChannel = child(rss, "channel");
  const entries = children(feedChannel, "item");

  it("is RSS 2.0 in Swedish with a self link", () => {
    expect(rss?.nodeName).toBe("rss");
    expect(rss?.getAttribute("version")).toBe("2.0");
    expect(child(feedChannel, "language")?.textContent).toBe("sv-SE");
    expect(child(feedChannel, "title")?.textContent).toBe("Vinga Design – blogg");
    expect(child(feedChannel, "link")?.textContent).toBe(`${ORIGIN}/blogg`);
    const self = child(feedChannel, "atom:link");
    expect(self?.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(self?.getAttribute("href")).toBe(`${ORIGIN}/rss.xml`);
    expect(self?.getAttribute("rel")).toBe("self");
  });

  it("lists every article newest first with absolute links, guids and dates", () => {
    expect(entries.map((item) => child(item, "link")?.textContent)).toEqual([
      `${ORIGIN}/blogg/nyast`,
      `${ORIGIN}/blogg/aldre`,
    ]);
    for (const item of entries) {
      expect(child(item, "guid")?.textContent).toBe(child(item, "link")?.textContent);
      expect(child(item, "pubDate")?.textContent).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 08:00:00 \+0[12]00$/,
      );
    }
  });

  it("keeps special characters intact through escaping", () => {
    const older = entries[1];
    expect(child(older, "title")?.textContent).toBe("Äldre & bättre <del 1>");
    expect(child(older, "description")?.textContent).toBe("Ett \"citat\" och en apostrof 'här'.");
    expect(child(older, "dc:creator")?.textContent).toBe("Vinga-teamet");
    expect(child(entries[0], "category")?.textContent).toBe("Design & Strategi");
  });

  it("has a channel image with an absolute PNG address, the channel's title and link, and its size", () => {
    const image = child(feedChannel, "image");
    expect(child(image, "url")?.textContent).toBe(`${ORIGIN}/images/brand/feed-logo.png`);
    expect(child(image, "title")?.textContent).toBe(channel.title);
    expect(child(image, "link")?.textContent).toBe(`${ORIGIN}/blogg`);
    expect(child(image, "width")?.textContent).toBe("144");
    expect(child(image, "height")?.textContent).toBe("144");
  });

  it("carries each full article in content:encoded, in the content namespace", () => {
    const encoded = (index: number) => {
      const element = child(entries[index], "content:encoded");
      expect(element?.namespaceURI).toBe("http://purl.org/rss/1.0/modules/content/");
      return new DOMParser().parseFromString(element?.textContent ?? "", "text/html");
    };
    const older = encoded(1);
    expect(older.querySelector("h2")?.textContent).toBe("Rubrik");
    expect(older.querySelector("strong")?.textContent).toBe("Ett \"citat\" och en apostrof 'här'.");
    expect([...older.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      `${ORIGIN}/tjanster`,
      `${ORIGIN}/blogg/aldre#rubrik`,
      "https://example.se/x",
    ]);
    expect(older.querySelector("code")?.textContent).toBe("a[b[0]]>c");
    expect(older.querySelector("img")?.getAttribute("src")).toBe(`${ORIGIN}/images/blog/bild.svg`);
    const cover = encoded(0).querySelector("img");
    expect(cover?.getAttribute("src")).toBe(`${ORIGIN}/images/blog/nyast.svg`);
    expect(cover?.getAttribute("alt")).toBe("Omslagets beskrivning");
    expect(cover?.getAttribute("width")).toBe("1200");
  });

  it("dates the channel by its latest change, an update included", () => {
    expect(child(feedChannel, "lastBuildDate")?.textContent).toBe(rfc822Date("2025-10-02"));
    const unchanged = parseXml(
      rssFeed(
        channel,
        items.map(({ updatedAt: _updated, ...item }) => item),
      ),
    );
    expect(child(unchanged.documentElement ?? undefined, "channel", "lastBuildDate")?.textContent).toBe(
      rfc822Date("2025-09-24"),
    );
  });

  it("keeps an updated article's pubDate and adds its update time in the Atom namespace", () => {
    const [newest, updated] = entries;
    expect(child(updated, "pubDate")?.textContent).toBe(rfc822Date("2025-04-03"));
    const modified = child(updated, "atom:updated");
    expect(modified?.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(modified?.textContent).toBe("2025-10-02T08:00:00+02:00");
    expect(child(newest, "atom:updated")).toBeUndefined();
  });
});

describe("cdata", () => {
  it("keeps a literal ]]> by splitting the section around it", () => {
    expect(parseXml(`<x>${cdata("a]]>b <c> & d")}</x>`).documentElement?.textContent).toBe("a]]>b <c> & d");
  });
});

describe("absoluteUrls", () => {
  it("leaves absolute, protocol-relative and mail links alone", () => {
    const html = '<a href="https://a.se/">a</a><a href="//cdn.se/x">b</a><a href="mailto:hej@a.se">c</a>';
    expect(absoluteUrls(html, ORIGIN, `${ORIGIN}/blogg/x`)).toBe(html);
  });
});
