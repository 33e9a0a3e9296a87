import { glob } from "astro/loaders";
import { defineCollection } from "astro:content";
import { postFrontMatterSchema } from "./post-schema";

/**
 * The articles, app/content/blog/*.md: Astro reads the files, checks their front matter against
 * the schema and renders their Markdown (astro.config.ts). The entry id is the file's name, which
 * is the article's slug; the checks across articles are in posts.ts.
 */
export const blog = defineCollection({
  // The file's name, never the front matter's slug: two files with one slug are two entries, which
  // the checks across articles (collection.ts) then name, rather than one entry that hides the other.
  loader: glob({
    pattern: "*.md",
    base: "./app/content/blog",
    generateId: ({ entry }) => entry.replace(/\.md$/, ""),
  }),
  schema: postFrontMatterSchema,
});
