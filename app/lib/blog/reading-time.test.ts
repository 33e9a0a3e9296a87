import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

const words = (count: number) => Array.from({ length: count }, () => "ord").join(" ");

describe("countWords", () => {
  it("counts words and ignores HTML tags", () => {
    expect(countWords("<h2>Två ord</h2><p>och <strong>tre till</strong></p>")).toBe(5);
  });

  it("does not count dashes or other punctuation standing alone", () => {
    expect(countWords("Snabbt – och billigt ; 13 900 kr")).toBe(6);
  });

  it("counts Swedish letters as letters", () => {
    expect(countWords("här är åtta ord på svenska, så: klart")).toBe(8);
  });
});

describe("readingMinutes", () => {
  it("is the word count divided by 200, rounded up", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1347))).toBe(7);
  });

  it("is never less than one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(3))).toBe(1);
  });
});
