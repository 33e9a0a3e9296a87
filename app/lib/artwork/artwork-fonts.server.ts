import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FontLookup, FontRequest } from "./outline-svg-text.ts";

/**
 * The typefaces the artwork in public/images names, and the open fonts that draw them: Inter is the
 * site's own body face; Arimo and Gelasio have the metrics of Arial and Georgia, which the
 * typography covers show beside it.
 */
const FAMILIES: Record<string, { name: string; weights: number[] }> = {
  inter: { name: "inter", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
  arial: { name: "arimo", weights: [400, 500, 600, 700] },
  georgia: { name: "gelasio", weights: [400, 500, 600, 700] },
};
const SUBSETS = ["latin", "latin-ext"];
const STYLES = ["normal", "italic"] as const;
const require = createRequire(import.meta.url);
const fontFile = (name: string, subset: string, weight: number, style: string) =>
  require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-${style}.woff2`);

/**
 * Every face the artwork can name: the family as CSS matches it, weight, style, and its font files
 * in the order each character tries them.
 */
export const artworkFaces = () =>
  Object.entries(FAMILIES).flatMap(([family, { name, weights }]) =>
    weights.flatMap((weight) =>
      STYLES.map((style) => ({
        family,
        weight,
        style,
        files: SUBSETS.map((subset) => fontFile(name, subset, weight, style)),
      })),
    ),
  );

/** The weight CSS picks when the one asked for is missing (CSS Fonts 4, font-weight matching). */
function nearestWeight(wanted: number, available: number[]) {
  if (available.includes(wanted)) return wanted;
  const lighter = available.filter((weight) => weight < wanted).sort((a, b) => b - a);
  const heavier = available.filter((weight) => weight > wanted).sort((a, b) => a - b);
  const upTo500 = heavier.filter((weight) => weight <= 500);
  const order =
    wanted > 500
      ? [...heavier, ...lighter]
      : wanted < 400
        ? [...lighter, ...heavier]
        : [...upTo500, ...lighter, ...heavier.filter((weight) => weight > 500)];
  return order[0] ?? wanted;
}

/** The first family of a `font-family` list that the artwork fonts cover. */
function artworkFamily(stack: string) {
  const names = stack.split(",").map((name) =>
    name
      .trim()
      .replace(/^['"]|['"]$/g, "")
      .toLowerCase(),
  );
  const known = names.map((name) => FAMILIES[name]).find((family) => family !== undefined);
  if (!known) {
    throw new Error(
      `font-family "${stack}" har ingen av teckensnitten ${Object.keys(FAMILIES).join(", ")}; lägg till det i app/lib/artwork/artwork-fonts.server.ts`,
    );
  }
  return known;
}

/** Reads each font file once, from the @fontsource packages. */
export function artworkFonts(): FontLookup {
  const cache = new Map<string, fontkit.Font[]>();
  return ({ family, weight, style }: FontRequest) => {
    const face = artworkFamily(family);
    const available = nearestWeight(weight, face.weights);
    const key = `${face.name}-${available}-${style}`;
    let fonts = cache.get(key);
    if (!fonts) {
      fonts = SUBSETS.map(
        (subset) =>
          fontkit.create(readFileSync(fontFile(face.name, subset, available, style))) as fontkit.Font,
      );
      cache.set(key, fonts);
    }
    return fonts;
  };
}
