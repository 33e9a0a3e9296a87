import type { PostSummary } from "~/lib/blog/collection";
import { cn } from "~/lib/cn";
import { PostCard } from "~/ui/blog/post-card";
import * as hooks from "./hooks";
import { leadSpan } from "./masonry";

/** The first card's span without JavaScript, for the whole list (the masonry recounts a filtered one). */
const MD_SPAN = { 1: "", 2: "md:col-span-2" } as const;
const LG_SPAN = { 1: "", 2: "lg:col-span-2", 3: "lg:col-span-3" } as const;

/**
 * 1, 2 or 3 columns by width, as a masonry: the top row reads newest first from left to right,
 * and each later card goes to the shortest column, in document order, so screen readers and the
 * tab key meet the articles newest first; lanes that end almost level are squared off into a row,
 * and the newest card spans as many lanes as keep the last row full (masonry.ts). grid-lanes
 * does the placement in CSS where a browser has it;
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
        <li
          key={post.slug}
          {...hooks.item.on(post.category)}
          className={cn(
            "@container/lane flex",
            index === 0 && MD_SPAN[leadSpan(posts.length, 2) as 1 | 2],
            index === 0 && LG_SPAN[leadSpan(posts.length, 3) as 1 | 2 | 3],
          )}
        >
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
