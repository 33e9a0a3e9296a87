import { glob } from "astro/loaders";
import { defineCollection } from "astro:content";
import { postFrontMatterSchema } from "./post-schema";

/**
 * The articles, app/content/blog/*.md: Astro reads the files, checks their front matter against
 * the schema and renders their Markdown (astro.config.ts). The entry id is the front matter's
 * slug; the checks across articles are in posts.ts.
 */
export const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./app/content/blog" }),
  schema: postFrontMatterSchema,
});
