import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { DescribeImage } from "./page-data";
import { svgInfo } from "./svg-info";

const PUBLIC_DIR = resolve("public");

/**
 * Reads an image from public/ at build time. A missing or unreadable file stops the build
 * with its path, so a typo in the content never ships as a broken image.
 */
export const describePublicImage: DescribeImage = (src) => {
  if (!src.startsWith("/") || !src.endsWith(".svg"))
    throw new Error(`Expected a site-relative SVG path: ${src}`);
  const file = join(PUBLIC_DIR, src);
  try {
    return svgInfo(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot use image ${src} (${file}): ${(error as Error).message}`);
  }
};
