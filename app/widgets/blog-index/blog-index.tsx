import { listStatus } from "~/lib/blog/category-filter";
import { ALL_CATEGORIES, type PostSummary } from "~/lib/blog/collection";
import { CategoryFilter } from "./category-filter";
import { EmptyCategory } from "./empty-category";
import { PostGrid } from "./post-grid";
import * as hooks from "./hooks";

/**
 * Filter bar, count and cards, built with every article shown; category-filter.behaviour.ts filters
 * them by the category in the address. Positioned, so it is drawn above the page header's
 * blurred glow, which reaches down over the filter bar on phones.
 */
export function BlogIndex({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <div {...hooks.index.on()} className="relative">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter />
        <p role="status" {...hooks.listStatus.on()} className="text-sm text-ink-soft">
          {listStatus(ALL_CATEGORIES, posts.length, posts.length)}
        </p>
      </div>
      <div className="mt-8">
        <PostGrid posts={posts} />
        <EmptyCategory />
      </div>
    </div>
  );
}
