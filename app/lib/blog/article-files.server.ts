/** Where the articles are. No imports beyond Node's: vite.config.ts loads this through its slug plugin. */
import { readdirSync } from "node:fs";
import path from "node:path";

export const BLOG_DIRECTORY = path.resolve("app/content/blog");

/** The Markdown files of the articles, by name, in a stable order. */
export const articleFileNames = (directory = BLOG_DIRECTORY) =>
  readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort();

/** Each article's slug is its file name (loadPosts stops the build when the front matter differs). */
export const articleSlugs = (directory = BLOG_DIRECTORY) =>
  articleFileNames(directory).map((name) => path.basename(name, ".md"));
