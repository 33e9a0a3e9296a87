/**
 * Renders the social sharing card (public/images/og/default.svg) to the PNG that Open Graph
 * needs, since social networks do not show SVG; no browser, its text drawn as outlines in the
 * artwork fonts. Run after changing the SVG: node scripts/render-og-image.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { SHARE_IMAGE_SIZE } from "../app/lib/seo/share-image.ts";
import { artworkFonts } from "../app/lib/artwork/artwork-fonts.server.ts";
import { outlineSvgText } from "../app/lib/artwork/outline-svg-text.ts";
import { svgToPng } from "../build-steps/rasterize-svg.ts";

const source = "public/images/og/default.svg";
const svg = outlineSvgText(readFileSync(source, "utf8"), artworkFonts(), source);
writeFileSync("public/images/og/default.png", await svgToPng(svg, SHARE_IMAGE_SIZE));
console.log("public/images/og/default.png written");
