import { describe, expect, it } from "vitest";
import { artworkFonts } from "./artwork-fonts.server.ts";
import { outlineSvgText } from "./outline-svg-text.ts";

const fonts = artworkFonts();
const FAMILY = `font-family="Inter, 'Helvetica Neue', Arial, sans-serif"`;
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400">${body}</svg>`;
const outline = (body: string) => outlineSvgText(svg(body), fonts, "images/test.svg");

/** The box around every point a path's data names (control points included). */
function pathBox(d: string) {
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const xs: number[] = [];
  const ys: number[] = [];
  let pen = { x: 0, y: 0 };
  let start = pen;
  for (const [, command = "", numbers = ""] of d.matchAll(/([a-z])([^a-z]*)/g)) {
    const values = (numbers.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const size = arity[command] ?? 0;
    if (command === "z") pen = start;
    // A command letter may be followed by several segments' numbers.
    for (let offset = 0; offset < values.length; offset += size) {
      const segment = values.slice(offset, offset + size);
      const from = pen;
      if (command === "h") pen = { x: from.x + (segment[0] ?? 0), y: from.y };
      else if (command === "v") pen = { x: from.x, y: from.y + (segment[0] ?? 0) };
      for (let pair = 0; command !== "h" && command !== "v" && pair < segment.length; pair += 2) {
        pen = { x: from.x + (segment[pair] ?? 0), y: from.y + (segment[pair + 1] ?? 0) };
        xs.push(pen.x);
        ys.push(pen.y);
      }
      xs.push(pen.x);
      ys.push(pen.y);
      if (command === "m") start = pen;
    }
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Every path of an outlined SVG: its attributes other than `d`, and the box around its points. */
const paths = (outlined: string) =>
  [...outlined.matchAll(/<path([^>]*?)\sd="([^"]+)"/g)].map(([, attributes = "", d = ""]) => ({
    attributes,
    box: pathBox(d),
  }));
const firstPath = (outlined: string) => {
  const [path] = paths(outlined);
  if (!path) throw new Error("no path drawn");
  return path;
};

describe("outlineSvgText", () => {
  it("replaces each text with the outlines of its glyphs, painted as the text was", () => {
    const outlined = outline(
      `<rect width="10" height="10"/><text x="40" y="100" ${FAMILY} font-size="40" font-weight="800" fill="#123456" opacity="0.5">Välkommen</text>`,
    );
    expect(outlined).not.toContain("<text");
    expect(outlined).toContain('<rect width="10" height="10"/>');
    const path = firstPath(outlined);
    expect(path.attributes).toContain('fill="#123456"');
    expect(path.attributes).toContain('opacity="0.5"');
    expect(path.attributes).not.toMatch(/\s(font-[a-z]+|x|y|letter-spacing|text-anchor)=/);
    // Cap height and descent of Inter at 40 units: the glyphs sit on the baseline at y=100.
    expect(path.box.minX).toBeGreaterThan(40);
    expect(path.box.minX).toBeLessThan(46);
    expect(path.box.minY).toBeGreaterThan(60);
    expect(path.box.maxY).toBeGreaterThan(99.5);
    expect(path.box.maxY).toBeLessThan(100.5);
  });

  it("leaves an SVG without text as it was", () => {
    const source = svg(`<rect width="10" height="10"/>`);
    expect(outlineSvgText(source, fonts, "images/test.svg")).toBe(source);
  });

  it("gives a tspan its own paint over the text's", () => {
    const outlined = outline(
      `<text x="0" y="50" ${FAMILY} font-size="30" fill="#111111">Vår <tspan fill="#c25b77">meny</tspan></text>`,
    );
    expect(outlined).toMatch(/<g fill="#111111"><path d="[^"]+"\/><path fill="#c25b77" d="[^"]+"\/><\/g>/);
    const [word, tail] = paths(outlined).map((path) => path.box);
    expect(tail?.minX).toBeGreaterThan(word?.maxX ?? Infinity);
  });

  it("anchors each text chunk at its start, middle or end", () => {
    const at = (anchor: string) =>
      firstPath(
        outline(`<text x="400" y="50" ${FAMILY} font-size="30" text-anchor="${anchor}">Tjänster</text>`),
      ).box;
    const start = at("start");
    const middle = at("middle");
    const end = at("end");
    const width = start.maxX - start.minX;
    expect(start.minX).toBeGreaterThan(400);
    expect(end.maxX).toBeLessThan(400);
    expect(end.maxX).toBeGreaterThan(397);
    expect(start.minX - middle.minX).toBeCloseTo((start.minX - end.minX) / 2, 0);
    expect(start.minX - end.minX).toBeGreaterThan(width);
  });

  it("adds letter-spacing after every character", () => {
    const width = (spacing: string) => {
      const box = firstPath(outline(`<text y="50" ${FAMILY} font-size="20" ${spacing}>DESIGN</text>`)).box;
      return box.maxX - box.minX;
    };
    // Six letters, five gaps between the first and the last glyph.
    expect(width(`letter-spacing="10"`) - width("")).toBeCloseTo(50, 0);
  });

  it("collapses and trims whitespace the way a browser does", () => {
    expect(outline(`<text x="5" y="50" ${FAMILY}>\n   Snabb   och\ttillgänglig  </text>`)).toBe(
      outline(`<text x="5" y="50" ${FAMILY}>Snabb och tillgänglig</text>`),
    );
  });

  it("starts a new chunk where a tspan sets x and y, and anchors each line alone", () => {
    const outlined = outline(
      `<text ${FAMILY} font-size="40" text-anchor="middle">
        <tspan x="400" y="100">Nybakat</tspan>
        <tspan x="400" y="160">varje morgon</tspan>
      </text>`,
    );
    const lines = paths(outlined).map(({ box }) => box);
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(second?.minY).toBeGreaterThan(first?.maxY ?? Infinity);
    for (const line of lines) expect((line.minX + line.maxX) / 2).toBeCloseTo(400, -1);
  });

  it("draws italic and each weight from its own font", () => {
    const d = (attributes: string) => firstPath(outline(`<text y="50" ${FAMILY} ${attributes}>a</text>`)).box;
    expect(d(`font-weight="300"`)).not.toEqual(d(`font-weight="900"`));
    expect(d(`font-style="italic"`)).not.toEqual(d(""));
  });

  it("names the file and the attribute it cannot draw", () => {
    expect(() => outline(`<text x="0" y="10" dy="4" ${FAMILY}>Hej</text>`)).toThrow(
      /images\/test\.svg: attributet dy på <text>/,
    );
    expect(() => outline(`<g style="font-size: 20px"><text ${FAMILY}>Hej</text></g>`)).toThrow(
      /images\/test\.svg: attributet style på <g>/,
    );
  });

  it("names the file and a character no artwork font has", () => {
    expect(() => outline(`<text ${FAMILY}>Läs mer →</text>`)).toThrow(
      /images\/test\.svg: tecknet "→" \(U\+2192\) finns inte/,
    );
  });

  it("names a font family it has no font for", () => {
    expect(() => outline(`<text font-family="Comic Sans MS">Hej</text>`)).toThrow(
      /images\/test\.svg: font-family "Comic Sans MS"/,
    );
  });
});
