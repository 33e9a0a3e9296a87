import { categoryInfo } from "~/lib/blog/categories";
import { ALL_CATEGORIES, filterByCategory, type PostSummary } from "~/lib/blog/collection";
import { CategoryFilter } from "./category-filter";
import { EmptyCategory } from "./empty-category";
import { PostGrid } from "./post-grid";

/** The query parameter that holds the chosen category, so a filtered list can be shared. */
export const CATEGORY_PARAM = "kategori";

/**
 * Filter bar and cards. The category lives in the URL; the prerendered HTML shows every
 * article, and the query string is read only after hydration so the two never disagree.
 */
export function BlogIndex({ posts }: { posts: readonly PostSummary[] }) {
  const category = ALL_CATEGORIES;
  const visible = filterByCategory(posts, category);
  const choose = (next: string) => next;

  return (
    <div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter active={category} onChange={choose} />
        <p role="status" className="text-sm text-ink-soft">
          {category === ALL_CATEGORIES
            ? `${posts.length} artiklar`
            : `${visible.length} av ${posts.length} artiklar`}
        </p>
      </div>
      <div className="mt-8">
        {visible.length > 0 ? (
          <PostGrid posts={visible} />
        ) : (
          <EmptyCategory
            categoryName={categoryInfo(category).name}
            onShowAll={() => choose(ALL_CATEGORIES)}
          />
        )}
      </div>
    </div>
  );
}
