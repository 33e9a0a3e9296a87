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

/** "UX-design", "off-page", "AI-tjänsterna": a prefix of at most three letters, a hyphen, a word. */
const SHORT_COMPOUND = /(?<![\p{L}\d-])[\p{L}\d]{1,3}-[\p{L}\d]+/gu;
/**
 * Longer compounds may still break after their hyphen: kept whole, they could not fit a 320 px
 * column with the text enlarged to 200 % (WCAG 1.4.4 and 1.4.10).
 */
const LONGEST_KEPT_COMPOUND = 13;

/**
 * A heading's text in pieces, the short hyphenated compounds marked `keep`, so a title never
 * breaks as "On-page vs off-" / "page SEO". The pieces are shown in a nowrap span (CSS), not
 * joined with a character: the heading's text, and so its accessible name, stays as written.
 */
export function headingPieces(text: string): { text: string; keep: boolean }[] {
  const pieces: { text: string; keep: boolean }[] = [];
  let rest = 0;
  for (const match of text.matchAll(SHORT_COMPOUND)) {
    if (match[0].length > LONGEST_KEPT_COMPOUND) continue;
    if (match.index > rest) pieces.push({ text: text.slice(rest, match.index), keep: false });
    pieces.push({ text: match[0], keep: true });
    rest = match.index + match[0].length;
  }
  if (rest < text.length || pieces.length === 0) pieces.push({ text: text.slice(rest), keep: false });
  return pieces;
}

/** The class that keeps a piece on one line, for the Markdown headings and the title component. */
export const KEEP_TOGETHER_CLASS = "whitespace-nowrap";
