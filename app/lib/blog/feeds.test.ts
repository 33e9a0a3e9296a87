import { describe, expect, it } from "vitest";
import { escapeXml, rfc822Date, rssFeed } from "./feeds";

const ORIGIN = "https://vingadesign.se";

function parseXml(xml: string) {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror"), "well-formed XML").toBeNull();
  return document;
}

const items = [
  {
    slug: "aldre",
    title: "Äldre & bättre <del 1>",
    excerpt: "Ett \"citat\" och en apostrof 'här'.",
    author: "Vinga-teamet",
    publishedAt: "2025-04-03",
    categoryName: "Tips",
  },
  {
    slug: "nyast",
    title: "Nyast",
    excerpt: "Utdrag.",
    author: "Sara Lindberg",
    publishedAt: "2025-09-24",
    categoryName: "Design & Strategi",
  },
];

const channel = {
  title: "Vinga Design – blogg",
  description: "Guider om webbdesign.",
  origin: ORIGIN,
  feedPath: "/rss.xml",
  blogPath: "/blogg",
};

describe("rfc822Date", () => {
  it("writes the weekday, day, month, year and 08:00 Swedish summer time", () => {
    expect(rfc822Date("2025-06-09")).toBe("Mon, 09 Jun 2025 08:00:00 +0200");
    expect(rfc822Date("2025-09-24")).toBe("Wed, 24 Sep 2025 08:00:00 +0200");
  });

  it("agrees with the JavaScript date parser", () => {
    expect(new Date(rfc822Date("2025-04-03")).toISOString()).toBe("2025-04-03T06:00:00.000Z");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
  });
});

describe("rssFeed", () => {
  const document = parseXml(rssFeed(channel, items));

  it("is RSS 2.0 in Swedish with a self link", () => {
    const rss = document.documentElement;
    expect(rss.nodeName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    expect(document.querySelector("channel > language")?.textContent).toBe("sv-SE");
    expect(document.querySelector("channel > title")?.textContent).toBe("Vinga Design – blogg");
    expect(document.querySelector("channel > link")?.textContent).toBe(`${ORIGIN}/blogg`);
    const self = document.getElementsByTagName("atom:link")[0];
    expect(self?.getAttribute("href")).toBe(`${ORIGIN}/rss.xml`);
    expect(self?.getAttribute("rel")).toBe("self");
  });

  it("lists every article newest first with absolute links, guids and dates", () => {
    const entries = [...document.querySelectorAll("item")];
    expect(entries.map((item) => item.querySelector("link")?.textContent)).toEqual([
      `${ORIGIN}/blogg/nyast`,
      `${ORIGIN}/blogg/aldre`,
    ]);
    for (const item of entries) {
      expect(item.querySelector("guid")?.textContent).toBe(item.querySelector("link")?.textContent);
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 08:00:00 \+0200$/,
      );
    }
  });

  it("keeps special characters intact through escaping", () => {
    const older = [...document.querySelectorAll("item")][1];
    expect(older?.querySelector("title")?.textContent).toBe("Äldre & bättre <del 1>");
    expect(older?.querySelector("description")?.textContent).toBe("Ett \"citat\" och en apostrof 'här'.");
    expect(older?.getElementsByTagName("dc:creator")[0]?.textContent).toBe("Vinga-teamet");
    expect(document.querySelector("item category")?.textContent).toBe("Design & Strategi");
  });

  it("dates the channel by its newest article", () => {
    expect(document.querySelector("channel > lastBuildDate")?.textContent).toBe(rfc822Date("2025-09-24"));
  });
});
