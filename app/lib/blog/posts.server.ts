import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { staticPages } from "../site-pages";
import {
  collectionErrors,
  relatedPosts,
  seriesNavigation,
  sortNewestFirst,
  type PostSummary,
} from "./collection";
import { articleFileNames, BLOG_DIRECTORY } from "./article-files.server";
import { coverErrors } from "./cover";
import { formatContentError, parseFrontMatter, type ContentError } from "./post-schema";
import { countWords, readingMinutes } from "./reading-time";
import { renderMarkdown } from "./render-markdown.server";
import { articleBodyExcerpt } from "../seo/article";
import { paths } from "../paths";

export type Post = PostSummary & {
  html: string;
  /** The article as plain text, for structured data. */
  text: string;
  seo: { metaTitle: string; metaDescription: string; keywords: string[] };
};

type SourceFile = { file: string; source: string };

function readSourceFiles(directory: string): SourceFile[] {
  return articleFileNames(directory).map((name) => ({
    file: path.join(path.relative(process.cwd(), directory), name),
    source: readFileSync(path.join(directory, name), "utf8"),
  }));
}

function splitFrontMatter(source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : null;
}

/**
 * Parses, validates and renders every article. Any mistake throws one error listing
 * each problem as "file: field … message", so the build stops and says where to look.
 */
export function loadPosts(
  files: SourceFile[],
  { readPublicFile = readFromPublic }: { readPublicFile?: (publicPath: string) => string | undefined } = {},
): Post[] {
  const errors: ContentError[] = [];
  const posts: (Post & { file: string })[] = [];
  const internalLinks: { file: string; link: string }[] = [];

  for (const { file, source } of files) {
    const parts = splitFrontMatter(source);
    if (!parts) {
      errors.push({ file, field: "(front matter)", message: "saknas: filen ska börja med ---" });
      continue;
    }
    let data: unknown;
    try {
      data = parseYaml(parts.yaml);
    } catch (error) {
      errors.push({
        file,
        field: "(front matter)",
        message: `är inte giltig YAML: ${(error as Error).message}`,
      });
      continue;
    }
    const { post, errors: fieldErrors } = parseFrontMatter(file, data);
    errors.push(...fieldErrors);
    if (!post) continue;
    if (`${post.slug}.md` !== path.basename(file)) {
      errors.push({ file, field: "slug", message: `"${post.slug}" ska vara samma som filnamnet` });
    }
    if (parts.body.trim() === "") {
      errors.push({ file, field: "(innehåll)", message: "saknas: artikeln har ingen text" });
      continue;
    }
    if (post.featuredImage) {
      errors.push(...coverErrors(file, post.featuredImage, readPublicFile(post.featuredImage)));
    }
    const { html, text, links } = renderMarkdown(parts.body);
    const { readingTime: _storedReadingTime, seo, ...summary } = post;
    posts.push({ ...summary, file, html, text, seo, readingMinutes: readingMinutes(text) });
    for (const link of links) {
      if (link.startsWith("/")) internalLinks.push({ file, link });
    }
  }

  errors.push(...collectionErrors(posts));
  const knownPaths = new Set<string>([
    ...staticPages.map((page) => page.path),
    ...posts.map((post) => paths.article(post.slug)),
  ]);
  for (const { file, link } of internalLinks) {
    const target = link.split("#")[0]?.split("?")[0] ?? link;
    if (!knownPaths.has(target)) {
      errors.push({ file, field: "(innehåll)", message: `länkar till ${link}, som inte finns på sajten` });
    }
  }

  if (errors.length > 0) {
    throw new Error(
      `Fel i bloggens innehåll:\n${errors.map((error) => `  - ${formatContentError(error)}`).join("\n")}`,
    );
  }
  return sortNewestFirst(posts).map(({ file: _file, ...post }) => post);
}

const PUBLIC_DIRECTORY = path.resolve("public");

function readFromPublic(publicPath: string) {
  const file = path.join(PUBLIC_DIRECTORY, publicPath);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

let cache: Post[] | undefined;

/** All articles, newest first; read once per build. */
export function getPosts() {
  cache ??= loadPosts(readSourceFiles(BLOG_DIRECTORY));
  return cache;
}

export function getPostSummaries(): PostSummary[] {
  return getPosts().map(({ html: _html, text: _text, seo: _seo, ...summary }) => summary);
}

/**
 * What one article page needs: the article without its full plain text (only the start,
 * for structured data), up to three related articles and the series navigation.
 * Null for a slug that does not exist.
 */
export function getArticlePage(slug: string) {
  const post = getPosts().find((candidate) => candidate.slug === slug);
  if (!post) return null;
  const summaries = getPostSummaries();
  const { text, ...article } = post;
  return {
    post: { ...article, wordCount: countWords(text), bodyExcerpt: articleBodyExcerpt(text) },
    related: relatedPosts(summaries, post),
    series: seriesNavigation(summaries, post),
  };
}
