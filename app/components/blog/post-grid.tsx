import { useRef } from "react";
import { useMasonry } from "~/hooks/use-masonry";
import type { PostSummary } from "~/lib/blog/collection";
import { masonryInlineScript } from "~/lib/masonry";
import { PostCard } from "./post-card";

/**
 * 1, 2 or 3 columns by width, as a masonry: the top row reads newest first from left to right,
 * and each later card goes to the shortest column, in document order, so screen readers and the
 * tab key meet the articles newest first. grid-lanes does this in CSS where a browser has it;
 * elsewhere `applyMasonry` places the cards, first from the inline script below (before the
 * first paint, so nothing moves), then from `useMasonry`. Without JavaScript the cards stay in
 * plain rows in the same order.
 */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useMasonry(listRef, posts);
  return (
    <>
      <ul
        ref={listRef}
        data-testid="post-grid"
        className="grid grid-cols-[repeat(var(--lanes),minmax(0,1fr))] gap-6 [--lanes:1] data-masonry:auto-rows-[1px] data-masonry:items-start data-masonry:gap-y-0 supports-[display:grid-lanes]:[display:grid-lanes] md:[--lanes:2] lg:[--lanes:3]"
      >
        {posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <PostCard
              post={post}
              className="w-full"
              coverLoading={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </ul>
      {/* Server and client bundles minify the source differently; the browser runs only the server's. */}
      <script dangerouslySetInnerHTML={{ __html: masonryInlineScript }} suppressHydrationWarning />
    </>
  );
}
