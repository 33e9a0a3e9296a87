// @vitest-environment node
import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brandFontCharacters,
  brandFonts,
  brandFontWeights,
  unicodeRange,
} from "../../app/lib/fonts/brand-fonts.ts";
import { subsetBrandFont } from "./subset-brand-font.ts";

const stylesheet = readFileSync("app/app.css", "utf8");

/** The declarations of the @font-face rule for one family in app/app.css. */
function fontFaceRule(family: string) {
  const rule = stylesheet
    .split("@font-face")
    .slice(1)
    .map((block) => block.slice(0, block.indexOf("}")))
    .find((block) => block.includes(`font-family: "${family}";`));
  if (!rule) throw new Error(`app/app.css declares no @font-face for ${family}`);
  return rule;
}

const declared = (rule: string, property: string) =>
  rule
    .match(new RegExp(`${property}:\\s*([^;]+);`))?.[1]
    ?.replace(/\s+/g, " ")
    .trim();

describe.each(brandFonts)("the cut brand font $family", (font) => {
  const file = readFileSync(font.file);
  const parsed = fontkit.create(file) as fontkit.Font;

  it("is what `npm run fonts` makes of the Fontsource file today", async () => {
    expect(Buffer.compare(await subsetBrandFont(font.source), file), "run `npm run fonts`").toBe(0);
  });

  it("draws every character of the set and nothing else", () => {
    // fontkit lists U+FFFF, the end marker of the character map's last segment, as a character.
    const drawn = parsed.characterSet
      .filter((codePoint) => codePoint !== 0xffff)
      .map((codePoint) => String.fromCodePoint(codePoint))
      .sort();
    expect(drawn).toEqual([...new Set(brandFontCharacters)].sort());
  });

  it("varies in weight from regular to extra-bold", () => {
    expect(parsed.variationAxes.wght).toMatchObject({ min: brandFontWeights.min, max: brandFontWeights.max });
  });

  it("is declared in the stylesheet with that file, weight range and unicode-range", () => {
    const rule = fontFaceRule(font.family);
    expect(declared(rule, "src")).toContain(font.file.replace("app/", "./"));
    expect(declared(rule, "font-weight")).toBe(`${brandFontWeights.min} ${brandFontWeights.max}`);
    expect(declared(rule, "unicode-range")).toBe(unicodeRange(brandFontCharacters));
  });
});

describe("unicodeRange", () => {
  it("merges neighbouring code points and sorts them", () => {
    expect(unicodeRange("cba\u00e5\u00e4ö ")).toBe("U+0020, U+0061-0063, U+00E4-00E5, U+00F6");
  });
});
