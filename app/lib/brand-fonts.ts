import bricolageUrl from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url";
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** Latin subsets only: Swedish needs nothing beyond U+00FF. The same ranges as app.css's no-script faces. */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, " +
  "U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const BRAND_FONTS = [
  { family: "Inter Variable", url: interUrl, weight: "100 900" },
  { family: "Bricolage Grotesque Variable", url: bricolageUrl, weight: "200 800" },
] as const;

/**
 * Loads the brand fonts and then adds them to the document together. The stylesheet already
 * names them first in every font stack, so nothing is restyled: the text is laid out once more,
 * once for both fonts (one at a time would mean two layouts). A font that cannot be loaded
 * leaves its metric-matched fallback in place. Resolves when the fonts are in use or have failed.
 */
export async function loadBrandFonts(fonts: FontFaceSet = document.fonts) {
  const faces = BRAND_FONTS.map(
    ({ family, url, weight }) =>
      new FontFace(family, `url(${url}) format("woff2-variations")`, {
        weight,
        style: "normal",
        display: "swap",
        unicodeRange: LATIN,
      }),
  );
  const loaded = await Promise.all(
    faces.map((face) =>
      face.load().then(
        () => face,
        () => null,
      ),
    ),
  );
  for (const face of loaded) if (face) fonts.add(face);
}
