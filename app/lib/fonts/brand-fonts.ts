/**
 * The brand typefaces as the site ships them: the Latin variable fonts of Fontsource, cut down to
 * what Swedish pages draw and to the weights the design uses. On a phone's first visit the two
 * full files were about 90 of the 120–170 KB a page transfers; the cut files are about 41 KB.
 *
 * `npm run fonts` writes the cut files into app/assets/fonts/; app/app.css declares them with the
 * unicode-range below, so a character outside the set falls back, for that character only, to the
 * metric-matched local face. A unit test fails when the committed files and this description
 * disagree, and an e2e test when a page draws a character the set does not cover.
 */

/** Printable ASCII. */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).join("");

/**
 * What Swedish text on the site draws besides ASCII: the Swedish letters and the ones of names and
 * loanwords (é, ü), the no-break space, typographic quotes and dashes, the ellipsis, the bullet,
 * the euro sign, the multiplication sign of sizes ("1200 × 630") and the section sign of laws.
 * Invisible format characters (the word joiner that keeps a range like "15 000–30 000" on one line) need no glyph.
 */
const swedish = "\u00a0ÅÄÖåäöÉéÜü§©×·–—‘’“”…•€";

export const brandFontCharacters = ascii + swedish;

/** Regular (400) body text up to extra-bold (800) headings; nothing lighter or heavier is used. */
export const brandFontWeights = { min: 400, max: 800 } as const;

/**
 * The OpenType features kept: kerning, mark positioning, localised forms and tabular figures
 * (`tabular-nums` in the footer year, the message counter and numbered lists). Stylistic sets,
 * ligatures and contextual alternates draw nothing in the site's text and were a third of Inter.
 */
export const brandFontFeatures = ["kern", "ccmp", "locl", "mark", "mkmk", "tnum"];

export const brandFonts = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "app/assets/fonts/inter-sv-wght.woff2",
  },
  {
    family: "Bricolage Grotesque Variable",
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    file: "app/assets/fonts/bricolage-grotesque-sv-wght.woff2",
  },
] as const;

/** The CSS unicode-range of a set of characters, in merged ranges of code points. */
export function unicodeRange(characters: string): string {
  const codePoints = [...new Set(Array.from(characters, (character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}
