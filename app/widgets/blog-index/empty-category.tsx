import { SearchX } from "lucide-react";
import { blogIndexCopy as copy } from "~/content/blog-copy";
import { Button } from "~/ui/button";
import * as hooks from "./hooks";

/**
 * What the list says when the chosen category has no articles. The page as built always lists
 * every article, so this starts hidden; category-filter.behaviour.ts names the category and shows it.
 */
export function EmptyCategory() {
  return (
    <div
      hidden
      {...hooks.empty.on()}
      className="flex flex-col items-center rounded-3xl border-2 border-dashed border-ink/15 px-6 py-16 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-brand-pink-dark" />
      <p className="mt-4 max-w-md text-lg font-semibold text-ink">
        {copy.emptyCategory.before}
        <span {...hooks.emptyName.on()}></span>
        {copy.emptyCategory.after}
      </p>
      <Button variant="outline" size="sm" className="mt-6" {...hooks.showAll.on()}>
        {copy.showAll}
      </Button>
    </div>
  );
}
