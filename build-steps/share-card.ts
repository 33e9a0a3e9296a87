import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { artworkFonts } from "../app/lib/artwork/artwork-fonts.server.ts";
import { outlineSvgText, type FontLookup } from "../app/lib/artwork/outline-svg-text.ts";

/**
 * One share card (1200×630) as an SVG whose text is drawn as outlines, so sharp rasterizes it
 * without a browser or system fonts (build-steps/render-build-images.ts): the brand's wordmark, the
 * category and the title on the cream card, and the cover artwork beside them.
 */
export type ShareCard = {
  title: string;
  categoryName: string;
  /**
   * The cover, if there is one: an article's SVG artwork (drawn as vectors) or a case study's
   * screenshot (a PNG at about the frame's size), with the file it came from, for errors.
   */
  cover: { file: string; svg: string } | { file: string; png: Buffer } | undefined;
  logoWord: string;
  logoSubtitle: string;
  /** Host and path shown at the bottom, e.g. "vingadesign.se/blogg". */
  address: string;
};

const WIDTH = 1200;
const HEIGHT = 630;
/** The site's display face; the variable font's default instance is the weight the card uses. */
const DISPLAY = { family: "Bricolage Grotesque", weight: 800 };
const BODY = "Inter";
const INK = "#14172b";
const PINK = "#e8457a";
const PINK_DARK = "#c0245a";
const TEXT_LEFT = 72;
const TEXT_WIDTH = 610;
const TEXT_BOTTOM = HEIGHT - 64;
const MAX_TITLE_LINES = 4;
/** The cover's frame inside its white border: 414×210 at (730, 178), turned 3° with the border. */
export const COVER_FRAME = { x: 730, y: 178, width: 414, height: 210 };
const COVER_BOX = Object.entries(COVER_FRAME)
  .map(([name, value]) => `${name}="${value}"`)
  .join(" ");

/** The artwork fonts, and the display face from the site's own font package. */
export function shareCardFonts(): FontLookup {
  const require = createRequire(import.meta.url);
  const artwork = artworkFonts();
  const display = ["latin", "latin-ext"].map(
    (subset) =>
      fontkit.create(
        readFileSync(
          require.resolve(
            `@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-${subset}-wght-normal.woff2`,
          ),
        ),
      ) as fontkit.Font,
  );
  return (request) => {
    if (request.family !== DISPLAY.family) return artwork(request);
    if (request.weight !== DISPLAY.weight || request.style !== "normal") {
      throw new Error(`${DISPLAY.family} finns bara i vikten ${DISPLAY.weight}`);
    }
    return display;
  };
}

export function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Long titles get a smaller size, so every title fits in at most four lines. */
export function titleFontSize(title: string) {
  if (title.length <= 38) return 68;
  if (title.length <= 56) return 58;
  return 50;
}

type Face = { fonts: fontkit.Font[]; size: number; letterSpacing: number };

/** The advance of a line as a browser sets it: kerned glyphs, letter-spacing after each character. */
function lineWidth(text: string, { fonts, size, letterSpacing }: Face) {
  const font =
    fonts.find((candidate) =>
      Array.from(text).every((character) => candidate.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
    ) ?? fonts[0];
  if (!font) throw new Error("inget teckensnitt");
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm + letterSpacing * Array.from(text).length;
}

/** Breaks at spaces, each line as full as the width allows. */
function greedyLines(words: string[], fits: (line: string) => boolean) {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The title's lines as CSS `text-wrap: balance` sets them: as few as the width allows, broken
 * where the lines come out most nearly the same length (least squared room left at their ends).
 */
export function balancedLines(text: string, width: (line: string) => number, maxWidth: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const count = greedyLines(words, (line) => width(line) <= maxWidth).length;
  const slack = (from: number, to: number) => {
    const room = maxWidth - width(words.slice(from, to).join(" "));
    return room < 0 ? Number.POSITIVE_INFINITY : room * room;
  };
  const memo = new Map<string, { cost: number; lines: string[] }>();
  // The best setting of the words from `start` on in `lines` lines.
  const setFrom = (start: number, lines: number): { cost: number; lines: string[] } => {
    const key = `${start}:${lines}`;
    const known = memo.get(key);
    if (known) return known;
    let best = { cost: Number.POSITIVE_INFINITY, lines: [] as string[] };
    if (lines === 1) best = { cost: slack(start, words.length), lines: [words.slice(start).join(" ")] };
    else {
      for (let end = start + 1; end <= words.length - lines + 1; end++) {
        const head = slack(start, end);
        if (head === Number.POSITIVE_INFINITY) break;
        const rest = setFrom(end, lines - 1);
        if (head + rest.cost < best.cost) {
          best = { cost: head + rest.cost, lines: [words.slice(start, end).join(" "), ...rest.lines] };
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return setFrom(0, count).lines;
}

/** The baseline of a line box of `lineHeight` whose top is `top` (CSS: half the leading above). */
function baseline(top: number, lineHeight: number, { fonts, size }: Face) {
  const font = fonts[0];
  if (!font) throw new Error("inget teckensnitt");
  const ascent = (font.ascent / font.unitsPerEm) * size;
  const contentHeight = ((font.ascent - font.descent) / font.unitsPerEm) * size;
  return top + (lineHeight - contentHeight) / 2 + ascent;
}

/** `line-height: normal` of the body face (its ascent and descent; Inter has no line gap). */
const normalLineHeight = ({ fonts, size }: Face) => {
  const font = fonts[0];
  if (!font) throw new Error("inget teckensnitt");
  return ((font.ascent - font.descent + font.lineGap) / font.unitsPerEm) * size;
};

const text = (
  x: number,
  y: number,
  family: string,
  weight: number,
  size: number,
  extra: string,
  content: string,
) =>
  `<text x="${round(x)}" y="${round(y)}" font-family="${family}" font-weight="${weight}" font-size="${size}" ${extra}>${escapeXml(content)}</text>`;

/**
 * The cover drawn into its frame as a nested <svg> (object-fit: cover): vectors drawn at the
 * card's resolution, where an <image> would be rasterized first and blurred by the rotation.
 */
function placedSvg(svg: string, file: string) {
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  if (!root || root.tagName !== "svg") throw new Error(`${file}: ingen <svg>`);
  for (const [name, value] of Object.entries(COVER_FRAME)) root.setAttribute(name, String(value));
  root.setAttribute("preserveAspectRatio", "xMidYMid slice");
  return new XMLSerializer().serializeToString(root);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The card: text laid out as the site's typography sets it, then every glyph drawn as outlines. */
export function shareCardSvg(card: ShareCard, fonts: FontLookup) {
  const face = (family: string, weight: number, size: number, letterSpacing = 0): Face => ({
    fonts: fonts({ family, weight, style: "normal" }),
    size,
    letterSpacing,
  });
  const word = face(DISPLAY.family, DISPLAY.weight, 40, -1);
  const subtitle = face(BODY, 700, 14, 6);
  const category = face(BODY, 700, 24);
  const address = face(BODY, 600, 22);
  const titleSize = titleFontSize(card.title);
  const title = face(DISPLAY.family, DISPLAY.weight, titleSize, -0.02 * titleSize);
  const titleLineHeight = 1.08 * titleSize;

  const lines = balancedLines(card.title, (line) => lineWidth(line, title), TEXT_WIDTH);
  if (lines.length > MAX_TITLE_LINES) {
    throw new Error(`Rubriken "${card.title}" får inte plats på ${MAX_TITLE_LINES} rader i delningsbilden`);
  }
  // From the bottom up, as the card's column stacks them: the address, the title, the category.
  const addressTop = TEXT_BOTTOM - normalLineHeight(address);
  const titleTop = addressTop - 28 - lines.length * titleLineHeight;
  const categoryLineHeight = normalLineHeight(category);
  const categoryHeight = categoryLineHeight + 16;
  const categoryTop = titleTop - 22 - categoryHeight;
  const categoryWidth = lineWidth(card.categoryName, category) + 40;

  const cover = card.cover
    ? `<g transform="rotate(3 937 283)">
<rect x="722" y="194" width="430" height="226" rx="24" fill="#0f1f5c" fill-opacity="0.22" filter="url(#share-card-shadow)"/>
<rect x="722" y="170" width="430" height="226" rx="24" fill="#fff"/>
<g clip-path="url(#share-card-cover)">${
        "svg" in card.cover
          ? placedSvg(outlineSvgText(card.cover.svg, fonts, card.cover.file), card.cover.file)
          : `<image ${COVER_BOX} preserveAspectRatio="xMidYMid slice" href="data:image/png;base64,${card.cover.png.toString("base64")}"/>`
      }</g>
</g>`
    : "";

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<filter id="share-card-shadow" x="-30%" y="-40%" width="160%" height="180%"><feGaussianBlur stdDeviation="24"/></filter>
<clipPath id="share-card-cover"><rect ${COVER_BOX} rx="16"/></clipPath>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#fbf8f4"/>
<circle cx="1090" cy="160" r="280" fill="#e3e9ff"/>
<circle cx="1130" cy="630" r="150" fill="${PINK}"/>
${cover}
<rect x="${TEXT_LEFT}" y="66.5" width="56" height="56" rx="14" fill="${PINK}"/>
<path transform="translate(84 78.5) scale(0.8889)" d="M4 5 L18 31 L32 5" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
${text(144, baseline(60, 48, word), DISPLAY.family, DISPLAY.weight, 40, `letter-spacing="-1" fill="${INK}"`, card.logoWord)}
${text(144, baseline(108, normalLineHeight(subtitle), subtitle), BODY, 700, 14, `letter-spacing="6" fill="${PINK_DARK}"`, card.logoSubtitle.toUpperCase())}
<rect x="${TEXT_LEFT}" y="${round(categoryTop)}" width="${round(categoryWidth)}" height="${round(categoryHeight)}" rx="${round(categoryHeight / 2)}" fill="#fde4ec"/>
${text(TEXT_LEFT + 20, baseline(categoryTop + 8, categoryLineHeight, category), BODY, 700, 24, `fill="${PINK_DARK}"`, card.categoryName)}
${lines
  .map((line, index) =>
    text(
      TEXT_LEFT,
      baseline(titleTop + index * titleLineHeight, titleLineHeight, title),
      DISPLAY.family,
      DISPLAY.weight,
      titleSize,
      `letter-spacing="${round(title.letterSpacing)}" fill="${INK}"`,
      line,
    ),
  )
  .join("\n")}
${text(TEXT_LEFT, baseline(addressTop, normalLineHeight(address), address), BODY, 600, 22, `fill="#4a4f6a"`, card.address)}
</svg>`;
  return outlineSvgText(svg, fonts, "delningsbilden");
}
