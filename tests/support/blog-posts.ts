/**
 * The blog as the build sees it, for tests that run outside Astro (unit tests, Playwright specs),
 * where `astro:content` does not exist: the same files, schema, Markdown pipeline and checks as
 * the blog collection (app/lib/blog/blog-collection.ts), through Astro's public Markdown helpers.
 */
import { parseFrontmatter } from "@astrojs/markdown-remark";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ArticleFacts } from "../../app/lib/blog/markdown";
import { siteMarkdown } from "../../app/lib/blog/markdown";
import { formatContentError, postFrontMatterSchema } from "../../app/lib/blog/post-schema";
import { renamedArticles } from "../../app/content/renamed-articles";
import { assemblePosts, type ArticleSource, type Post } from "../../app/lib/blog/posts";

const BLOG_DIRECTORY = "app/content/blog";

/** A valid article's front matter, for tests to vary one field at a time. */
export const sampleFrontMatter = {
  id: "1",
  slug: "forsta-artikeln",
  title: "Första artikeln",
  excerpt: "En sammanfattning.",
  author: "Sara Lindberg",
  publishedAt: "2025-06-09",
  category: "tips",
  tags: ["Hemsida"],
  seo: { metaTitle: "Första artikeln", metaDescription: "Beskrivning.", keywords: ["hemsida"] },
};

const renderer = siteMarkdown.processor.createRenderer(siteMarkdown);

/** Markdown rendered exactly as Astro renders an article: its HTML and what articleFacts found. */
export async function renderArticle(markdown: string) {
  const { code, metadata } = await (await renderer).render(markdown);
  return { html: code, ...(metadata.frontmatter.article as ArticleFacts) };
}

/** One article file as the collection gives it; throws on front matter the schema rejects. */
export async function articleSource(file: string, source: string): Promise<ArticleSource> {
  const { frontmatter, content } = parseFrontmatter(source);
  const parsed = postFrontMatterSchema.safeParse(frontmatter);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      formatContentError({ file, field: issue.path.join("."), message: issue.message }),
    );
    throw new Error(errors.join("\n"));
  }
  const { html, ...facts } = await renderArticle(content.trim());
  return { file, data: parsed.data, html, facts };
}

export function readFromPublic(publicPath: string) {
  const file = path.join("public", publicPath);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

let cache: Promise<Post[]> | undefined;

/** Every article, newest first, as the site's pages get them. */
export function blogPosts() {
  cache ??= (async () => {
    const names = readdirSync(BLOG_DIRECTORY).filter((name) => name.endsWith(".md"));
    const sources = await Promise.all(
      names.map((name) => {
        const file = path.join(BLOG_DIRECTORY, name);
        return articleSource(file, readFileSync(file, "utf8"));
      }),
    );
    return assemblePosts(sources, { readPublicFile: readFromPublic, renamed: renamedArticles });
  })();
  return cache;
}
