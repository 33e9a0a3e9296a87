/** Values fixed when the site is built (vite.config.ts and scripts/lib/vite-blog-slugs.ts). */

/** The year of the build, which the prerendered pages show until the browser has its own. */
declare const __BUILD_YEAR__: number;

declare module "virtual:blog-slugs" {
  /** Every article's slug, from the file names in app/content/blog/. */
  export const blogSlugs: readonly string[];
}
