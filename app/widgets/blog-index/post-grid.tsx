import type { PostSummary } from "~/lib/blog/collection";
import { PostCard } from "~/components/blog/post-card";
import * as hooks from "./hooks";

/**
 * 1, 2 or 3 columns by width, as a masonry: the top row reads newest first from left to right,
 * and each later card goes to the shortest column, in document order, so screen readers and the
 * tab key meet the articles newest first. grid-lanes does this in CSS where a browser has it;
 * elsewhere masonry.behaviour.ts places the cards. Without JavaScript the cards stay in plain
 * rows in the same order. Each item carries its category for the filter (blog-filter.ts).
 */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul
      data-testid="post-grid"
      {...hooks.list.on()}
      className="grid grid-cols-[repeat(var(--lanes),minmax(0,1fr))] gap-6 [--lanes:1] data-masonry:auto-rows-[1px] data-masonry:items-start data-masonry:gap-y-0 supports-[display:grid-lanes]:[display:grid-lanes] md:[--lanes:2] lg:[--lanes:3]"
    >
      {posts.map((post, index) => (
        <li key={post.slug} {...hooks.item.on(post.category)} className="flex">
          <PostCard
            post={post}
            className="w-full"
            coverLoading={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
