import { blogSeries, type BlogSeriesId } from "../../content/blog-meta";
import type { ImageAsset } from "../references/page-data";
import type { ContentError } from "./post-schema";

/** What every list, card and navigator needs of a post: everything but its body. */
export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt?: string;
  readingMinutes: number;
  category: string;
  tags: string[];
  /** The cover's address: the SVG artwork's own, or a photo cover's JPEG for feeds and sitemaps. */
  featuredImage?: string;
  featuredImageAlt?: string;
  /** A photo cover's files (AVIF and WebP by width, one JPEG), made at build; none for SVG artwork. */
  coverPicture?: ImageAsset;
  seriesId?: string;
  seriesPart?: number;
};

export function sortNewestFirst<T extends Pick<PostSummary, "publishedAt" | "slug">>(posts: readonly T[]) {
  return [...posts].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
}

export const ALL_CATEGORIES = "all";

/** Whether a post of `postCategory` belongs in a list filtered by `category`, ignoring case. */
export function matchesCategory(postCategory: string, category: string) {
  return category === ALL_CATEGORIES || postCategory.toLowerCase() === category.toLowerCase();
}

/** Up to `limit` other posts of the same category, newest first. */
export function relatedPosts<T extends PostSummary>(posts: readonly T[], current: PostSummary, limit = 3) {
  const wanted = current.category.toLowerCase();
  return sortNewestFirst(
    posts.filter((post) => post.slug !== current.slug && post.category.toLowerCase() === wanted),
  ).slice(0, limit);
}

type SeriesPartLink = { part: number; slug: string; title: string; shortTitle: string };

export type SeriesNavigation = {
  id: string;
  title: string;
  parts: (SeriesPartLink & { current: boolean })[];
  previous?: SeriesPartLink;
  next?: SeriesPartLink;
};

/** "Hur ska man tänka …? Del 2: Struktur och innehåll" → "Struktur och innehåll", for the navigator. */
export function seriesPartShortTitle(title: string, seriesTitle: string) {
  const rest = title.startsWith(seriesTitle) ? title.slice(seriesTitle.length) : title;
  return rest.replace(/^\s*Del\s+\d+\s*[:–-]\s*/i, "").trim() || title;
}

export function seriesNavigation(
  posts: readonly PostSummary[],
  current: PostSummary,
): SeriesNavigation | null {
  const { seriesId, seriesPart } = current;
  if (!seriesId || seriesPart === undefined) return null;
  const title = blogSeries[seriesId as BlogSeriesId]?.title ?? seriesId;
  const parts = posts
    .filter((post) => post.seriesId === seriesId && post.seriesPart !== undefined)
    .sort((a, b) => (a.seriesPart ?? 0) - (b.seriesPart ?? 0))
    .map((post) => ({
      part: post.seriesPart ?? 0,
      slug: post.slug,
      title: post.title,
      shortTitle: seriesPartShortTitle(post.title, title),
      current: post.slug === current.slug,
    }));
  const index = parts.findIndex((part) => part.current);
  const pick = (part: (typeof parts)[number] | undefined): SeriesPartLink | undefined =>
    part && { part: part.part, slug: part.slug, title: part.title, shortTitle: part.shortTitle };
  return {
    id: seriesId,
    title,
    parts,
    previous: pick(parts[index - 1]),
    next: pick(parts[index + 1]),
  };
}

/** What the checks across articles read of each one. */
export type ArticleKeys = Pick<PostSummary, "slug" | "seriesId" | "seriesPart"> & {
  id?: string;
  file: string;
};

/**
 * Checks that span files: each slug is its file's name, ids and slugs are unique, series are
 * numbered 1..n without gaps or repeats. Every problem names the file, and a repeat names both.
 */
export function collectionErrors(posts: readonly ArticleKeys[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const post of posts) {
    const fileName = post.file.split("/").pop();
    if (`${post.slug}.md` !== fileName)
      errors.push({
        file: post.file,
        field: "slug",
        message: `"${post.slug}" ska vara samma som filnamnet (${fileName ?? post.file} ska heta ${post.slug}.md)`,
      });
  }
  for (const field of ["id", "slug"] as const) {
    const seen = new Map<string, string>();
    for (const post of posts) {
      const value = post[field];
      if (value === undefined) continue;
      const earlier = seen.get(value);
      if (earlier) {
        errors.push({ file: post.file, field, message: `"${value}" används redan i ${earlier}` });
      } else {
        seen.set(value, post.file);
      }
    }
  }
  const seriesIds = new Set(posts.flatMap((post) => (post.seriesId ? [post.seriesId] : [])));
  for (const seriesId of seriesIds) {
    const byPart = new Map<number, string>();
    for (const post of posts) {
      if (post.seriesId !== seriesId || post.seriesPart === undefined) continue;
      const earlier = byPart.get(post.seriesPart);
      if (earlier) {
        errors.push({
          file: post.file,
          field: "seriesPart",
          message: `del ${post.seriesPart} av serien "${seriesId}" finns redan i ${earlier}`,
        });
      } else {
        byPart.set(post.seriesPart, post.file);
      }
    }
    const last = Math.max(...byPart.keys());
    for (let part = 1; part < last; part++) {
      if (byPart.has(part)) continue;
      const after = [...byPart.entries()].filter(([other]) => other > part).sort(([a], [b]) => a - b)[0];
      errors.push({
        file: after?.[1] ?? "",
        field: "seriesPart",
        message: `serien "${seriesId}" saknar del ${part}`,
      });
    }
  }
  return errors;
}
