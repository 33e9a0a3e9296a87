import { describe, expect, it } from "vitest";
import { countInWords } from "./number-words";

describe("countInWords", () => {
  it("spells out the counts up to twelve", () => {
    expect(countInWords(1)).toBe("ett");
    expect(countInWords(5)).toBe("fem");
    expect(countInWords(6)).toBe("sex");
    expect(countInWords(12)).toBe("tolv");
  });

  it("writes larger counts in digits", () => {
    expect(countInWords(13)).toBe("13");
    expect(countInWords(120)).toBe("120");
  });
});
