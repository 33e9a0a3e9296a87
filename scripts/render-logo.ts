/**
 * Renders the brand mark (public/images/brand/favicon.svg) to the raster logo structured data
 * points to: search engines want a PNG of at least 112 px. Run after changing the SVG:
 * node scripts/render-logo.ts
 */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { LOGO_SIZE } from "../app/lib/seo/logo.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

const svg = readFileSync("public/images/brand/favicon.svg", "utf8").replace(
  /width="64" height="64"/,
  `width="${LOGO_SIZE}" height="${LOGO_SIZE}"`,
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: LOGO_SIZE, height: LOGO_SIZE } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({ path: "public/images/brand/logo.png", type: "png", omitBackground: true });
await browser.close();
console.log("public/images/brand/logo.png written");
