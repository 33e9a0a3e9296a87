import { blogIndexCopy as copy } from "~/content/blog-copy";
import { blogCategories } from "~/content/blog-meta";
import { ALL_CATEGORIES } from "~/lib/blog/collection";
import * as hooks from "./hooks";

const options = [
  { id: ALL_CATEGORIES, name: copy.allCategories },
  ...blogCategories.map(({ id, name }) => ({ id, name })),
];

/**
 * Toggle buttons, 'Alla artiklar' pressed in the page as built; category-filter.behaviour.ts presses
 * the chosen one. Without scripts a static page cannot filter, so the bar is not shown at all
 * rather than offering buttons (or links to the same full list) that do nothing.
 */
export function CategoryFilter() {
  return (
    // On phones a two-column grid: how many buttons fit on a row must not depend on the font, or
    // the brand font's arrival rewraps the bar and moves every card below it.
    <div
      role="group"
      aria-label={copy.filterLabel}
      className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [@media(scripting:none)]:hidden"
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          {...hooks.option.on(option.id)}
          aria-pressed={option.id === ALL_CATEGORIES}
          className="min-h-11 cursor-pointer rounded-full border border-ink/15 bg-white px-4 text-sm font-semibold text-ink-soft transition-colors duration-200 hover:border-ink/40 hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white aria-pressed:shadow-sm sm:px-5 forced-colors:focus-visible:outline-[CanvasText] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText] forced-colors:aria-pressed:forced-color-adjust-none"
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
