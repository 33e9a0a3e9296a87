import { describe, expect, it } from "vitest";
import { headingPieces, keepNumbersTogether } from "./typography";

/** What keepNumbersTogether does, each rule with the texts it is seen on and how they come out. */
const numberRules: Record<string, [text: string, written: string][]> = {
  "binds digit groups and units with non-breaking spaces": [
    ["15 000–30 000 kr", "15\u00a0000–\u206030\u00a0000\u00a0kr"],
    ["28–36 px och 100 %", "28–\u206036\u00a0px och 100\u00a0%"],
    ["1 250 000 kr", "1\u00a0250\u00a0000\u00a0kr"],
  ],
  "binds a number to the word after it": [
    ["inom 5 arbetsdagar", "inom 5\u00a0arbetsdagar"],
    ["32 och 48 pixlar", "32\u00a0och 48\u00a0pixlar"],
    ["kring 50–60 tecken", "kring 50–\u206060\u00a0tecken"],
    ["till 200 procent", "till 200\u00a0procent"],
    ["högst 14 månader", "högst 14\u00a0månader"],
  ],
  'keeps "kr/år" and "kr/mån" whole, and "+ moms" one piece': [
    ["1 300 kr/år + moms.", "1\u00a0300\u00a0kr/\u2060år +\u00a0moms."],
    ["1 900 kr/mån", "1\u00a0900\u00a0kr/\u2060mån"],
  ],
  "leaves numbers that are not digit groups, and what follows no number, alone": [
    ["12 1234, Del 1 – Mål", "12 1234, Del 1 – Mål"],
    ["och/eller, kr per år", "och/eller, kr per år"],
  ],
};

describe.each(Object.entries(numberRules))("keepNumbersTogether %s", (_rule, texts) => {
  it.each(texts)("%j", (text, written) => {
    expect(keepNumbersTogether(text)).toBe(written);
  });
});

describe("headingPieces", () => {
  const kept = (text: string) =>
    headingPieces(text)
      .filter((piece) => piece.keep)
      .map((piece) => piece.text);

  it("marks short hyphenated compounds to keep whole, and gives back the text as written", () => {
    for (const title of [
      "On-page vs off-page SEO",
      "Vad är UX-design?",
      "Hur väljer AI-tjänsterna sina källor?",
    ]) {
      expect(
        headingPieces(title)
          .map((piece) => piece.text)
          .join(""),
      ).toBe(title);
    }
    expect(kept("On-page vs off-page SEO")).toEqual(["On-page", "off-page"]);
    expect(kept("Vad är UX-design?")).toEqual(["UX-design"]);
    expect(kept("Hur väljer AI-tjänsterna sina källor?")).toEqual(["AI-tjänsterna"]);
    expect(kept("Jämförelse: on-page och off-page")).toEqual(["on-page", "off-page"]);
  });

  it("leaves long prefixes, long compounds, dashes and text without a hyphen alone", () => {
    expect(kept("Hemsideprenumeration och SEO-optimeringsarbete")).toEqual([]);
    expect(kept("Webbdesign-trender, för- och nackdelar – del 2")).toEqual([]);
    expect(headingPieces("Dina rättigheter")).toEqual([{ text: "Dina rättigheter", keep: false }]);
  });
});
