/** Values fixed when the site is built (vite.config.ts and scripts/lib/vite-blog-slugs.ts). */

declare module "virtual:blog-slugs" {
  /** Every article's slug, from the file names in app/content/blog/. */
  export const blogSlugs: readonly string[];
}
