import type { PostSummary } from "~/lib/blog/collection";
import { PostCard } from "./post-card";

/**
 * Masonry with CSS columns: 1, 2 or 3 columns by width. Cards keep their natural height,
 * nothing is measured in script, so nothing shifts while the page loads.
 */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul data-testid="post-grid" className="gap-6 md:columns-2 lg:columns-3">
      {posts.map((post) => (
        <li key={post.slug} className="mb-6 break-inside-avoid">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
