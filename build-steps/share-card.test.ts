// @vitest-environment node
import { DOMParser } from "@xmldom/xmldom";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { svgToPng } from "./rasterize-svg";
import { balancedLines, shareCardFonts, shareCardSvg, titleFontSize } from "./share-card";

const fonts = shareCardFonts();
const cover = {
  file: "public/images/blog/test.svg",
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><rect width="1200" height="630" fill="#123456"/><text x="40" y="90" font-family="Inter" font-size="60">Omslag</text></svg>',
};
const card = {
  title: 'Tips & tricks <för> "dig"',
  categoryName: "Design & Strategi",
  cover,
  logoWord: "Vinga",
  logoSubtitle: "Design",
  address: "vingadesign.se/blogg",
};
const parse = (svg: string) => new DOMParser().parseFromString(svg, "image/svg+xml");

describe("shareCardSvg", () => {
  const svg = shareCardSvg(card, fonts);
  const document = parse(svg);

  it("is a 1200×630 drawing with every text, the cover's too, drawn as outlines", () => {
    expect(document.documentElement?.getAttribute("width")).toBe("1200");
    expect(document.documentElement?.getAttribute("height")).toBe("630");
    expect(document.getElementsByTagName("text")).toHaveLength(0);
    // Wordmark, subtitle, category, title (one line), address, and the cover's own word.
    expect(document.getElementsByTagName("path").length).toBeGreaterThanOrEqual(6);
  });

  it("draws the cover into its frame as cover art, and leaves it out for an article without one", () => {
    const nested = Array.from(document.getElementsByTagName("svg")).slice(1);
    expect(nested).toHaveLength(1);
    expect(nested[0]?.getAttribute("preserveAspectRatio")).toBe("xMidYMid slice");
    const bare = parse(shareCardSvg({ ...card, cover: undefined }, fonts));
    expect(bare.getElementsByTagName("svg")).toHaveLength(1);
  });

  it("names the cover's file when its text cannot be drawn", () => {
    const broken = { ...cover, svg: cover.svg.replace('font-family="Inter"', 'font-family="Comic Sans"') };
    expect(() => shareCardSvg({ ...card, cover: broken }, fonts)).toThrow(cover.file);
  });

  it("refuses a title longer than four lines instead of cutting it", () => {
    expect(() => shareCardSvg({ ...card, title: "Ord ".repeat(60) }, fonts)).toThrow(/4 rader/);
  });

  it("rasterizes to a PNG of the card's size without a browser", async () => {
    const png = await svgToPng(svg, { width: 1200, height: 630 });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });
});

describe("balancedLines", () => {
  it("breaks a title where Chromium's text-wrap: balance does", () => {
    const title = "Hur ska man tänka när man gör en hemsida? Del 4: Lansering och uppföljning";
    const size = titleFontSize(title);
    const [font] = fonts({ family: "Bricolage Grotesque", weight: 800, style: "normal" });
    const width = (line: string) =>
      ((font?.layout(line).advanceWidth ?? 0) * size) / (font?.unitsPerEm ?? 1) - 0.02 * size * line.length;
    expect(balancedLines(title, width, 610)).toEqual([
      "Hur ska man tänka när",
      "man gör en hemsida?",
      "Del 4: Lansering",
      "och uppföljning",
    ]);
  });

  it("uses no more lines than the width needs, and evens them out", () => {
    const width = (line: string) => line.length * 10;
    expect(balancedLines("aa bb cc dd", width, 80)).toEqual(["aa bb", "cc dd"]);
    expect(balancedLines("aaaa bb cc dd", width, 200)).toEqual(["aaaa bb cc dd"]);
  });
});

describe("titleFontSize", () => {
  it("shrinks as titles grow", () => {
    expect(titleFontSize("Vad är SEO?")).toBe(68);
    expect(titleFontSize("Vad kostar en hemsida 2025? Priser och exempel")).toBe(58);
    expect(titleFontSize("Hur ska man tänka när man gör en hemsida? Del 4: Lansering och uppföljning")).toBe(
      50,
    );
  });
});
