import sharp from "sharp";

/**
 * An SVG drawn to a PNG of the given size by sharp (libvips with librsvg): no browser. Text must
 * already be outlines (app/lib/artwork/outline-svg-text.ts), since librsvg would set it in whatever system fonts
 * the machine has.
 */
export async function svgToPng(svg: string, size: { width: number; height: number }) {
  const source = Buffer.from(svg);
  const { width } = await sharp(source).metadata();
  if (!width) throw new Error("SVG:n saknar storlek");
  // librsvg draws at 72 dpi by default; the density scales the drawing itself, not its pixels.
  return sharp(source, { density: (72 * size.width) / width })
    .resize(size.width, size.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
