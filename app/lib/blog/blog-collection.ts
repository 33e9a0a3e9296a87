import { glob } from "astro/loaders";
import { defineCollection } from "astro:content";
import { isPhotoCover } from "./cover";
import { postFrontMatterSchema } from "./post-schema";

/**
 * The articles, app/content/blog/*.md: Astro reads the files, checks their front matter against
 * the schema and renders their Markdown (astro.config.ts). The entry id is the file's name, which
 * is the article's slug; the checks across articles are in posts.ts. A photo cover is also handed
 * to Astro's image() as `featuredPhoto`, so the build makes its AVIF and WebP files, and a picture
 * in app/assets/blog/ that no article names is never built or shipped.
 */
export const blog = defineCollection({
  // The file's name, never the front matter's slug: two files with one slug are two entries, which
  // the checks across articles (collection.ts) then name, rather than one entry that hides the other.
  loader: glob({
    pattern: "*.md",
    base: "./app/content/blog",
    generateId: ({ entry }) => entry.replace(/\.md$/, ""),
  }),
  schema: ({ image }) =>
    postFrontMatterSchema.transform(async (post) => ({
      ...post,
      featuredPhoto:
        post.featuredImage !== undefined && isPhotoCover(post.featuredImage)
          ? await image().parseAsync(post.featuredImage)
          : undefined,
    })),
});
