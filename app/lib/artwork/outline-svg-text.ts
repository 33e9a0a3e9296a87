import { DOMParser, XMLSerializer, type Document, type Element, type Node } from "@xmldom/xmldom";
import type { Font, PathCommand } from "fontkit";

export type FontRequest = { family: string; weight: number; style: "normal" | "italic" };
/** The fonts that draw a face, in the order each character tries them (e.g. latin, then latin-ext). */
export type FontLookup = (request: FontRequest) => Font[];

/** What lays the text out; read here and left off the drawn outline. */
const LAYOUT_ATTRIBUTES = new Set([
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "letter-spacing",
  "text-anchor",
]);
/** What paints the text; carried over to the outline unchanged. */
const PAINT_ATTRIBUTES = new Set([
  "fill",
  "fill-opacity",
  "opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linejoin",
  "transform",
  "id",
]);
/** Attributes an ancestor may set that would change the layout in ways this module does not draw. */
const UNSUPPORTED_INHERITED = [
  "style",
  "class",
  "word-spacing",
  "font-variant",
  "font-stretch",
  "font-kerning",
  "font-feature-settings",
  "text-decoration",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "writing-mode",
  "direction",
  "xml:space",
];

type Style = {
  family: string;
  size: number;
  weight: number;
  style: "normal" | "italic";
  letterSpacing: number;
  anchor: "start" | "middle" | "end";
};
type Character = { text: string; run: Element; at?: { x?: number; y?: number } };
type PlacedGlyph = { run: Element; commands: PathCommand[]; x: number; y: number; scale: number };

/**
 * Replaces every `<text>` of an SVG with the outlines of its glyphs, laid out the way a browser lays
 * out SVG text (whitespace collapsed, `x`/`y` starting text chunks, `text-anchor` per chunk, kerning,
 * `letter-spacing` after each character). An SVG shown through `<img>` cannot load the site's fonts,
 * so its text fell back to whatever the visitor's system had; and each image's text was shaped and
 * laid out on the main thread while the page loaded. `file` names the SVG in errors.
 */
export function outlineSvgText(svg: string, fonts: FontLookup, file: string): string {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") fail(`SVG:n går inte att läsa (${message})`);
    },
  }).parseFromString(svg, "image/svg+xml");
  const texts = Array.from(document.getElementsByTagName("text"));
  if (texts.length === 0) return svg;
  if (document.getElementsByTagName("style").length > 0) {
    fail("<style> kan ändra hur texten ritas; sätt textens egenskaper som attribut i stället");
  }
  for (const text of texts) text.parentNode?.replaceChild(outlineText(document, text, fonts, fail), text);
  return new XMLSerializer().serializeToString(document);
}

function outlineText(
  document: Document,
  text: Element,
  fonts: FontLookup,
  fail: (message: string) => never,
): Node {
  for (let ancestor = text.parentNode; ancestor && isElement(ancestor); ancestor = ancestor.parentNode) {
    const attribute = UNSUPPORTED_INHERITED.find((name) => ancestor.hasAttribute(name));
    if (attribute) fail(`attributet ${attribute} på <${ancestor.tagName}> runt en <text> stöds inte`);
  }
  const glyphs = layOut(collectCharacters(text, fail), fonts, (run) => resolveStyle(run, fail), fail);
  const runs = new Map<Element, PlacedGlyph[]>();
  for (const glyph of glyphs) runs.set(glyph.run, [...(runs.get(glyph.run) ?? []), glyph]);

  const create = (name: string) => document.createElementNS(text.namespaceURI, name);
  /** A tspan paints with its own attributes over those of the tspans around it, up to `outermost`. */
  const pathFor = (run: Element, placed: PlacedGlyph[], outermost: Element) => {
    const path = create("path");
    const chain: Element[] = [];
    for (let element: Node | null = run; element && isElement(element); element = element.parentNode) {
      if (element !== text || outermost === text) chain.unshift(element);
      if (element === text) break;
    }
    for (const element of chain) copyPaint(element, path);
    path.setAttribute("d", pathData(placed));
    return path;
  };

  const [only, ...others] = runs.entries();
  if (only && others.length === 0 && only[0] === text) return pathFor(text, only[1], text);
  const group = create("g");
  copyPaint(text, group);
  for (const [run, placed] of runs) group.appendChild(pathFor(run, placed, group));
  return group;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

function copyPaint(from: Element, to: Element) {
  for (const attribute of Array.from(from.attributes)) {
    if (PAINT_ATTRIBUTES.has(attribute.name)) to.setAttribute(attribute.name, attribute.value);
  }
}

/**
 * The characters a browser would draw, each with the element it belongs to: whitespace collapses
 * across element boundaries and is trimmed at both ends, and an element's `x`/`y` go to its first
 * character that is drawn.
 */
function collectCharacters(text: Element, fail: (message: string) => never): Character[] {
  const characters: Character[] = [];
  let pending: Character["at"];
  const coordinate = (value: string | null, name: string) => {
    if (value === null) return undefined;
    if (!/^-?\d*\.?\d+$/.test(value.trim())) fail(`${name}="${value}" stöds inte; ange ett enda tal`);
    return Number(value);
  };
  const visit = (element: Element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (!LAYOUT_ATTRIBUTES.has(attribute.name) && !PAINT_ATTRIBUTES.has(attribute.name)) {
        fail(
          `attributet ${attribute.name} på <${element.tagName}> stöds inte i text som ritas om till konturer`,
        );
      }
    }
    const x = element.getAttribute("x");
    const y = element.getAttribute("y");
    const own = x !== null || y !== null ? { x: coordinate(x, "x"), y: coordinate(y, "y") } : undefined;
    if (own) pending = own;
    for (const child of Array.from(element.childNodes)) {
      if (isElement(child)) {
        if (child.tagName !== "tspan") fail(`<${child.tagName}> i en <text> stöds inte`);
        visit(child);
        continue;
      }
      if (child.nodeType !== 3 && child.nodeType !== 4) continue;
      for (const raw of child.nodeValue ?? "") {
        const character = /\s/.test(raw) ? " " : raw;
        const previous = characters.at(-1);
        if (character === " " && (!previous || previous.text === " ")) continue;
        characters.push({ text: character, run: element, at: pending });
        pending = undefined;
      }
    }
    // A position whose element drew nothing is dropped, as in the browser.
    if (own && pending === own) pending = undefined;
  };
  visit(text);
  while (characters.at(-1)?.text === " ") characters.pop();
  return characters;
}

function resolveStyle(run: Element, fail: (message: string) => never): Style {
  const inherited = (name: string) => {
    for (let node: Node | null = run; node && isElement(node); node = node.parentNode) {
      const value = node.getAttribute(name);
      if (value !== null) return value.trim();
    }
    return undefined;
  };
  const length = (name: string, fallback: number) => {
    const value = inherited(name);
    if (value === undefined || value === "normal") return fallback;
    const match = /^(-?\d*\.?\d+)(px)?$/.exec(value);
    return match ? Number(match[1]) : fail(`${name}="${value}" stöds inte; ange ett tal`);
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T => {
    const value = inherited(name) ?? allowed[0];
    return allowed.find((option) => option === value) ?? fail(`${name}="${value}" stöds inte`);
  };
  const weight = inherited("font-weight") ?? "normal";
  const weights: Record<string, number> = { normal: 400, bold: 700 };
  return {
    family: inherited("font-family") ?? fail("texten saknar font-family"),
    size: length("font-size", 16),
    weight:
      weights[weight] ??
      (/^[1-9]00$/.test(weight) ? Number(weight) : fail(`font-weight="${weight}" stöds inte`)),
    style: oneOf("font-style", ["normal", "italic"] as const),
    letterSpacing: length("letter-spacing", 0),
    anchor: oneOf("text-anchor", ["start", "middle", "end"] as const),
  };
}

/** Places each drawn glyph: chunk by chunk, segment by segment of one style and one font. */
function layOut(
  characters: Character[],
  fonts: FontLookup,
  styleOf: (run: Element) => Style,
  fail: (message: string) => never,
): PlacedGlyph[] {
  const placed: PlacedGlyph[] = [];
  let pen = { x: 0, y: 0 };
  let chunk: { start: number; from: number; anchor: Style["anchor"] } | undefined;
  const closeChunk = () => {
    if (!chunk || chunk.anchor === "start") return;
    const width = pen.x - chunk.start;
    const shift = chunk.anchor === "middle" ? -width / 2 : -width;
    for (const glyph of placed.slice(chunk.from)) glyph.x += shift;
  };

  let index = 0;
  while (index < characters.length) {
    const first = characters[index];
    if (!first) break;
    const style = styleOf(first.run);
    let candidates: Font[] = [];
    try {
      candidates = fonts(style);
    } catch (error) {
      fail((error as Error).message);
    }
    const fontFor = (character: string) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return (
        candidates.find((font) => font.hasGlyphForCodePoint(codePoint)) ??
        fail(
          `tecknet "${character}" (U+${codePoint.toString(16).toUpperCase()}) finns inte i ${style.family}`,
        )
      );
    };
    if (first.at || !chunk) {
      closeChunk();
      pen = { x: first.at?.x ?? pen.x, y: first.at?.y ?? pen.y };
      chunk = { start: pen.x, from: placed.length, anchor: style.anchor };
    }
    // A segment runs to the next chunk, or to a change of style or font.
    const font = fontFor(first.text);
    const segment = [first];
    for (const next of characters.slice(index + 1)) {
      if (next.at || !sameStyle(styleOf(next.run), style) || fontFor(next.text) !== font) break;
      segment.push(next);
    }
    // Browsers drop ligatures from letter-spaced text.
    const features = style.letterSpacing !== 0 ? { liga: false, clig: false, dlig: false } : undefined;
    const run = font.layout(segment.map((character) => character.text).join(""), features);
    const scale = style.size / font.unitsPerEm;
    let consumed = 0;
    run.glyphs.forEach((glyph, glyphIndex) => {
      const position = run.positions[glyphIndex] ?? { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0 };
      // A ligature stands for several characters; it belongs to the first one's element.
      const owner = segment[Math.min(consumed, segment.length - 1)] ?? first;
      consumed += Math.max(1, glyph.codePoints.length);
      if (glyph.path.commands.length > 0) {
        placed.push({
          run: owner.run,
          commands: glyph.path.commands,
          x: pen.x + position.xOffset * scale,
          y: pen.y - position.yOffset * scale,
          scale,
        });
      }
      pen.x += position.xAdvance * scale + style.letterSpacing;
      pen.y -= position.yAdvance * scale;
    });
    index += segment.length;
  }
  closeChunk();
  return placed;
}

const sameStyle = (a: Style, b: Style) =>
  a.family === b.family &&
  a.size === b.size &&
  a.weight === b.weight &&
  a.style === b.style &&
  a.letterSpacing === b.letterSpacing &&
  a.anchor === b.anchor;

const LETTERS = { moveTo: "m", lineTo: "l", quadraticCurveTo: "q", bezierCurveTo: "c" } as const;

/**
 * One path for the glyphs: coordinates rounded to a tenth of a user unit and written relative to
 * the previous rounded point, so rounding never drifts; repeated command letters are left out.
 */
function pathData(glyphs: PlacedGlyph[]) {
  let data = "";
  let letter = "";
  let current = { x: 0, y: 0 };
  let subpath = current;
  const write = (command: string, values: number[]) => {
    if (command !== letter || command === "m") data += command;
    for (const tenths of values) {
      const text = (tenths / 10).toString().replace(/^(-?)0\./, "$1.");
      if (!/[a-z]$/.test(data) && !text.startsWith("-")) data += " ";
      data += text === "-0" ? "0" : text;
    }
    letter = command;
  };
  for (const glyph of glyphs) {
    // Rounded from the glyph's rounded origin, a glyph repeats as the same text, which compresses.
    const origin = { x: Math.round(glyph.x * 10), y: Math.round(glyph.y * 10) };
    for (const { command, args } of glyph.commands) {
      if (command === "closePath") {
        write("z", []);
        current = subpath;
        continue;
      }
      const points: { x: number; y: number }[] = [];
      for (let index = 0; index + 1 < args.length; index += 2) {
        points.push({
          x: origin.x + Math.round((args[index] ?? 0) * glyph.scale * 10),
          y: origin.y - Math.round((args[index + 1] ?? 0) * glyph.scale * 10),
        });
      }
      const end = points.at(-1) ?? current;
      if (command === "lineTo" && end.y === current.y) write("h", [end.x - current.x]);
      else if (command === "lineTo" && end.x === current.x) write("v", [end.y - current.y]);
      // Every point of a segment, control points too, is relative to the segment's start.
      else
        write(
          LETTERS[command],
          points.flatMap(({ x, y }) => [x - current.x, y - current.y]),
        );
      current = end;
      if (command === "moveTo") subpath = end;
    }
  }
  return data;
}
