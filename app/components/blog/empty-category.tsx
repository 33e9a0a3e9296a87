import { SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * What the list says when the chosen category has no articles. The page as built always lists
 * every article, so this starts hidden; app/scripts/blog-filter.ts names the category and shows it.
 */
export function EmptyCategory() {
  return (
    <div
      hidden
      data-empty-category
      className="flex flex-col items-center rounded-3xl border-2 border-dashed border-ink/15 px-6 py-16 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-brand-pink-dark" />
      <p className="mt-4 max-w-md text-lg font-semibold text-ink">
        Inga artiklar hittades i kategorin "<span data-empty-category-name></span>".
      </p>
      <Button variant="outline" size="sm" className="mt-6" data-show-all>
        Visa alla artiklar
      </Button>
    </div>
  );
}
