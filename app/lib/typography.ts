/**
 * Where a line may not break, for texts the site writes out: the articles (the Markdown
 * typography, app/lib/blog/markdown.ts), their titles and the privacy policy. Only what the reader
 * sees changes: no-break spaces and the invisible U+2060 WORD JOINER, never the words themselves,
 * so <title>, structured data and the feeds keep the plain text.
 */

/** U+2060 WORD JOINER: no line break here, and nothing to see, hear or count. */
export const WORD_JOINER = "\u2060";

/**
 * A number keeps together on one line: the spaces between its digit groups ("15 000") and before
 * the word or unit after it ("30 000 kr", "5 arbetsdagar", "100 %") become non-breaking, "kr/år"
 * and "kr/mån" stay whole, and a range's dash ("28–36") joins its ends, so neither a narrow
 * column nor the end of a line can split them; "+ moms" stays one piece too.
 */
export function keepNumbersTogether(text: string) {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/(\d) (?=[\p{L}%])/gu, "$1\u00a0")
    .replace(/\bkr\/(?=\p{L})/gu, `kr/${WORD_JOINER}`)
    .replace(/\+ (?=moms\b)/g, "+\u00a0")
    .replace(/(\d)–(?=\d)/g, `$1–${WORD_JOINER}`);
}
