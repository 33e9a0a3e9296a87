/**
 * Renders the brand mark (public/images/brand/favicon.svg) to the raster logo structured data
 * points to: search engines want a PNG of at least 112 px. No browser. Run after changing the SVG:
 * node scripts/render-logo.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { LOGO_SIZE } from "../app/lib/seo/logo.ts";
import { svgToPng } from "../build-steps/rasterize-svg.ts";

const svg = readFileSync("public/images/brand/favicon.svg", "utf8");
writeFileSync("public/images/brand/logo.png", await svgToPng(svg, { width: LOGO_SIZE, height: LOGO_SIZE }));
console.log("public/images/brand/logo.png written");
