declare module "virtual:blog-slugs" {
  /** Every article's slug, from the file names in app/content/blog/ (scripts/lib/vite-blog-slugs.ts). */
  export const blogSlugs: readonly string[];
}
