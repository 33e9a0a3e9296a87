import path from "node:path";
import { articleBodyExcerpt } from "../seo/article";
import { paths } from "../paths";
import { staticPages } from "../site-pages";
import {
  collectionErrors,
  relatedPosts,
  seriesNavigation,
  sortNewestFirst,
  type PostSummary,
} from "./collection";
import type { ImageAsset } from "../references/page-data";
import { coverErrors } from "./cover";
import type { ArticleFacts } from "./markdown";
import { formatContentError, type ContentError, type PostFrontMatter } from "./post-schema";
import { countWords, readingMinutes } from "./reading-time";

export type Post = PostSummary & {
  html: string;
  /** The article as plain text, for structured data. */
  text: string;
  seo: { metaTitle: string; metaDescription: string; keywords: string[] };
};

/**
 * One article as Astro's collection gives it: its file, checked front matter and rendered body,
 * and a photo cover's files (made by astro:assets in posts.server.ts).
 */
export type ArticleSource = {
  file: string;
  data: PostFrontMatter;
  html: string;
  facts: ArticleFacts;
  coverPicture?: ImageAsset;
};

/** Where the earlier slugs of renamed articles are kept (decision 0021). */
export const RENAMED_ARTICLES_FILE = "app/content/renamed-articles.ts";

/**
 * The checks no single file's schema can make: slug and file name agree, ids, slugs and series
 * parts are unique and complete, covers exist at the canvas size, internal links lead to pages
 * (not through a redirect) and each renamed article's old slug leads from no current article to
 * a current one. Any mistake throws one error listing each problem as "file: field … message",
 * so the build stops and says where to look. Returns the articles newest first.
 */
export function assemblePosts(
  sources: readonly ArticleSource[],
  {
    readPublicFile,
    renamed,
  }: {
    readPublicFile: (publicPath: string) => string | undefined;
    /** Old slug → current slug, app/content/renamed-articles.ts. */
    renamed: Readonly<Record<string, string>>;
  },
): Post[] {
  const errors: ContentError[] = [];
  const posts: (Post & { file: string })[] = [];
  const internalLinks: { file: string; link: string }[] = [];

  for (const { file, data, html, facts, coverPicture } of sources) {
    if (facts.text === "") {
      errors.push({ file, field: "(innehåll)", message: "saknas: artikeln har ingen text" });
      continue;
    }
    if (data.featuredImage && !coverPicture) {
      errors.push(...coverErrors(file, data.featuredImage, readPublicFile(data.featuredImage)));
    }
    const { readingTime: _storedReadingTime, seo, ...summary } = data;
    const slug = data.slug ?? path.basename(file, ".md");
    posts.push({
      ...summary,
      ...(coverPicture && { featuredImage: coverPicture.src, coverPicture }),
      id: data.id ?? slug,
      slug,
      file,
      html,
      text: facts.text,
      seo,
      readingMinutes: readingMinutes(facts.text),
    });
    for (const link of facts.links) {
      if (link.startsWith("/")) internalLinks.push({ file, link });
    }
  }

  errors.push(...collectionErrors(posts));
  const slugs = new Set(posts.map((post) => post.slug));
  for (const [oldSlug, slug] of Object.entries(renamed)) {
    if (slugs.has(oldSlug)) {
      errors.push({
        file: RENAMED_ARTICLES_FILE,
        field: oldSlug,
        message: "är adressen till en artikel som finns och kan inte samtidigt leda vidare",
      });
    }
    if (!slugs.has(slug)) {
      errors.push({
        file: RENAMED_ARTICLES_FILE,
        field: oldSlug,
        message: `leder till "${slug}", som inte är någon artikel`,
      });
    }
  }
  const knownPaths = new Set<string>([
    ...staticPages.map((page) => page.path),
    ...posts.map((post) => paths.article(post.slug)),
  ]);
  const movedPaths = new Map(
    Object.entries(renamed).map(([oldSlug, slug]) => [paths.article(oldSlug), paths.article(slug)]),
  );
  for (const { file, link } of internalLinks) {
    const target = link.split("#")[0]?.split("?")[0] ?? link;
    if (knownPaths.has(target)) continue;
    const movedTo = movedPaths.get(target);
    errors.push({
      file,
      field: "(innehåll)",
      message: movedTo
        ? `länkar till ${link}, som har flyttat till ${movedTo}: länka dit direkt`
        : `länkar till ${link}, som inte finns på sajten`,
    });
  }

  if (errors.length > 0) {
    throw new Error(
      `Fel i bloggens innehåll:\n${errors.map((error) => `  - ${formatContentError(error)}`).join("\n")}`,
    );
  }
  return sortNewestFirst(posts).map(({ file: _file, ...post }) => post);
}

export function postSummaries(posts: readonly Post[]): PostSummary[] {
  return posts.map(({ html: _html, text: _text, seo: _seo, ...summary }) => summary);
}

/**
 * What one article page needs: the article without its full plain text (only the start,
 * for structured data), up to three related articles and the series navigation.
 * Null for a slug that does not exist.
 */
export function articlePage(posts: readonly Post[], slug: string) {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return null;
  const summaries = postSummaries(posts);
  const { text, ...article } = post;
  return {
    post: { ...article, wordCount: countWords(text), bodyExcerpt: articleBodyExcerpt(text) },
    related: relatedPosts(summaries, post),
    series: seriesNavigation(summaries, post),
  };
}
