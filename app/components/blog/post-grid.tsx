import type { PostSummary } from "~/lib/blog/collection";
import { PostCard } from "./post-card";

/**
 * 1, 2 or 3 columns by width, filled row by row: the top row reads newest first from left to
 * right, and the visual order is the document order, so screen readers and the tab key meet
 * the articles in the same order. Cards in a row share its height. CSS columns would give a
 * masonry but run the newest articles down the first column; a true masonry in document order
 * needs grid-lanes, which browsers do not ship yet, or script that moves cards after they paint.
 */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul data-testid="post-grid" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} className="w-full" coverLoading={index < 3 ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
