import { describe, expect, it } from "vitest";
import { shareCardHtml, titleFontSize } from "./share-card";

const card = {
  title: 'Tips & tricks <för> "dig"',
  categoryName: "Design & Strategi",
  coverSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>',
  logoWord: "Vinga",
  logoSubtitle: "Design",
  address: "vingadesign.se/blogg",
};
const fonts = { display: "RElTUExBWQ==", body: "Qk9EWQ==" };

describe("shareCardHtml", () => {
  const document = new DOMParser().parseFromString(shareCardHtml(card, fonts), "text/html");

  it("shows the title, category, wordmark and address as text, escaped", () => {
    expect(document.querySelector("h1")?.textContent).toBe(card.title);
    expect(document.querySelector(".category")?.textContent).toBe("Design & Strategi");
    expect(document.querySelector(".word")?.textContent).toBe("Vinga");
    expect(document.querySelector(".address")?.textContent).toBe("vingadesign.se/blogg");
  });

  it("embeds the cover and both brand fonts, so rendering needs no network or files", () => {
    const cover = document.querySelector("img.cover")?.getAttribute("src") ?? "";
    expect(Buffer.from(cover.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toBe(
      card.coverSvg,
    );
    const style = document.querySelector("style")?.textContent ?? "";
    expect(style).toContain(`base64,${fonts.display}`);
    expect(style).toContain(`base64,${fonts.body}`);
  });

  it("leaves the cover out for an article without one", () => {
    const bare = new DOMParser().parseFromString(
      shareCardHtml({ ...card, coverSvg: undefined }, fonts),
      "text/html",
    );
    expect(bare.querySelector("img")).toBeNull();
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
