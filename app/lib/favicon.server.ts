/**
 * The raster icons drawn from the SVG favicon at build time with sharp (no browser), for what
 * takes no SVG: favicon.ico for older browsers, feed readers and crawlers, the Apple touch icon
 * for iOS home screens.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { APPLE_TOUCH_ICON_SIZE, FAVICON_SIZES, icoFile } from "./favicon";

const SOURCE = "public/images/brand/favicon.svg";
/** The mark's own pink, so the touch icon's square has no transparent corners for iOS to fill black. */
const TOUCH_BACKGROUND = "#e8457a";

const pngOf = async (size: number, background?: string) => {
  // Drawn at the target size from the vector (a density that makes the 64-unit viewBox that many pixels).
  const image = sharp(await readFile(SOURCE), { density: (72 * size) / 64 }).resize(size, size);
  return new Uint8Array(await (background ? image.flatten({ background }) : image).png().toBuffer());
};

export async function faviconIco() {
  return icoFile(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await pngOf(size) }))));
}

export const appleTouchIcon = () => pngOf(APPLE_TOUCH_ICON_SIZE, TOUCH_BACKGROUND);
