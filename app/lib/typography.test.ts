import { describe, expect, it } from "vitest";
import { headingPieces, keepNumbersTogether } from "./typography";

describe("keepNumbersTogether", () => {
  it("binds digit groups and units with non-breaking spaces", () => {
    expect(keepNumbersTogether("15 000–30 000 kr")).toBe("15\u00a0000–\u206030\u00a0000\u00a0kr");
    expect(keepNumbersTogether("28–36 px och 100 %")).toBe("28–\u206036\u00a0px och 100\u00a0%");
    expect(keepNumbersTogether("1 250 000 kr")).toBe("1\u00a0250\u00a0000\u00a0kr");
  });

  it("binds a number to the word after it", () => {
    expect(keepNumbersTogether("inom 5 arbetsdagar")).toBe("inom 5\u00a0arbetsdagar");
    expect(keepNumbersTogether("32 och 48 pixlar")).toBe("32\u00a0och 48\u00a0pixlar");
    expect(keepNumbersTogether("kring 50–60 tecken")).toBe("kring 50–\u206060\u00a0tecken");
    expect(keepNumbersTogether("till 200 procent")).toBe("till 200\u00a0procent");
    expect(keepNumbersTogether("högst 14 månader")).toBe("högst 14\u00a0månader");
  });

  it('keeps "kr/år" and "kr/mån" whole, and "+ moms" one piece', () => {
    expect(keepNumbersTogether("1 300 kr/år + moms.")).toBe("1\u00a0300\u00a0kr/\u2060år +\u00a0moms.");
    expect(keepNumbersTogether("1 900 kr/mån")).toBe("1\u00a0900\u00a0kr/\u2060mån");
  });

  it("leaves numbers that are not digit groups, and what follows no number, alone", () => {
    expect(keepNumbersTogether("12 1234, Del 1 – Mål")).toBe("12 1234, Del 1 – Mål");
    expect(keepNumbersTogether("och/eller, kr per år")).toBe("och/eller, kr per år");
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
