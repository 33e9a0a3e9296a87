import type { PostSummary } from "../../app/lib/blog/collection";

/**
 * A made-up article as the blog's lists see it, every field set, for the tests of the list logic
 * and of the list itself; `overrides` sets what a test is about.
 */
export function postSummary(slug: string, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: slug,
    slug,
    title: `Titel ${slug}`,
    excerpt: "Utdrag",
    author: "Vinga-teamet",
    publishedAt: "2025-05-01",
    readingMinutes: 4,
    category: "tips",
    tags: ["Hemsida"],
    ...overrides,
  };
}
