/**
 * Renders the social sharing card (public/images/og/default.svg) to the PNG that Open Graph
 * needs, since social networks do not show SVG. Run after changing the SVG: node scripts/render-og-image.ts
 */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

const svg = readFileSync("public/images/og/default.svg", "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({ path: "public/images/og/default.png", type: "png" });
await browser.close();
console.log("public/images/og/default.png written");
