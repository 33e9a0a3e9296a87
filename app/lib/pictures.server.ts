import { getImage } from "astro:assets";
import type { DescribeImage } from "./references/page-data";

/**
 * The widths every picture is made in: a card on a 390 px phone at DPR 2 takes 720, a laptop's
 * three-column card 360, the case study's large picture 1080 at 1440 px and 1440 at DPR 2 on a
 * tablet. A wider file (1920) doubled the build's encoding time for a sharper picture on large
 * screens at DPR 2 only. Wider than the master, a width is left out (Astro never enlarges).
 */
export const PICTURE_WIDTHS = [360, 720, 1080, 1440];

/**
 * AVIF first (about half WebP's bytes on this artwork), then WebP. The quality is part of each
 * file's name, so a change here makes new files rather than reusing the cached ones: 32 keeps the
 * drawn edges and text clean and a card at 390 px DPR 2 at about 7 KB (40: 9 KB, over the SVGs'
 * bytes on /).
 */
const FORMATS = [
  { format: "avif", type: "image/avif", quality: 32 },
  { format: "webp", type: "image/webp", quality: 70 },
] as const;

/**
 * For a browser that takes neither: one JPEG at a card's width. Astro's default fallback, PNG,
 * measured larger than the master.
 */
const FALLBACK_WIDTH = 1080;

/** A content picture's files, made by astro:assets at build (encoder settings: astro.config.ts). */
export const describePicture: DescribeImage = async ({ src, alt }) => {
  const widths = PICTURE_WIDTHS.filter((width) => width <= src.width);
  const [fallback, ...sources] = await Promise.all([
    getImage({ src, format: "jpg", width: Math.min(FALLBACK_WIDTH, src.width) }),
    ...FORMATS.map(({ format, quality }) => getImage({ src, format, quality, widths })),
  ]);
  if (!fallback) throw new Error(`Ingen bild gjordes av ${src.src}`);
  return {
    src: fallback.src,
    width: src.width,
    height: src.height,
    alt,
    sources: sources.map((image, index) => ({
      type: FORMATS[index]?.type ?? "",
      srcset: image.srcSet.attribute,
    })),
  };
};
