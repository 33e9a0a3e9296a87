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
 * Adds the brand fonts to the document and starts loading them. The stylesheet already names
 * them first in every font stack, so nothing is restyled: text is laid out again once each font
 * has arrived. A font that cannot be loaded leaves the metric-matched fallback in place.
 */
export function loadBrandFonts(fonts: FontFaceSet = document.fonts) {
  return Promise.all(
    BRAND_FONTS.map(({ family, url, weight }) => {
      const face = new FontFace(family, `url(${url}) format("woff2-variations")`, {
        weight,
        style: "normal",
        display: "swap",
        unicodeRange: LATIN,
      });
      fonts.add(face);
      return face.load().then(
        () => true,
        () => false,
      );
    }),
  );
}
