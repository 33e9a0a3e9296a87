import type { ContentError } from "./post-schema";

/**
 * An article's cover: a picture the editor saved in app/assets/blog/, named relative to the article
 * (Astro's image() in blog-collection.ts: only the pictures an article names are built, as AVIF,
 * WebP and a JPEG), or the blog's own SVG artwork in public/images/blog/, served as it is.
 */
export const PHOTO_COVER_FOLDER = "../../assets/blog";
const PHOTO_COVER = String.raw`\.\./\.\./assets/blog/[^/]+\.(?:jpe?g|png|webp|avif|svg)`;
const ARTWORK_COVER = String.raw`/images/blog/[a-z0-9-]+\.svg`;
export const COVER_PATTERN = new RegExp(`^(?:${ARTWORK_COVER}|${PHOTO_COVER})$`);
export const isPhotoCover = (cover: string) => new RegExp(`^${PHOTO_COVER}$`).test(cover);

/** Every article cover is drawn on the same canvas, so cards and pages reserve its space before it loads. */
export const BLOG_COVER_SIZE = { width: 1200, height: 630 } as const;

/**
 * Checks that an SVG cover named in front matter exists and declares the shared canvas size,
 * so the width and height the pages give it are true. `svg` is undefined for a missing file.
 */
export function coverErrors(file: string, imagePath: string, svg: string | undefined): ContentError[] {
  if (svg === undefined) {
    return [{ file, field: "featuredImage", message: `pekar på ${imagePath}, som inte finns i public/` }];
  }
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const { width, height } = BLOG_COVER_SIZE;
  if (attribute("width") !== String(width) || attribute("height") !== String(height)) {
    return [
      {
        file,
        field: "featuredImage",
        message: `${imagePath} ska ha width="${width}" height="${height}" på <svg>`,
      },
    ];
  }
  return [];
}
