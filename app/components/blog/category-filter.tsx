import { blogCategories } from "~/content/blog-meta";
import { ALL_CATEGORIES } from "~/lib/blog/collection";
import { cn } from "~/lib/cn";

const options = [
  { id: ALL_CATEGORIES, name: "Alla artiklar" },
  ...blogCategories.map(({ id, name }) => ({ id, name })),
];

type CategoryFilterProps = { active: string; onChange: (category: string) => void };

/** Toggle buttons; the active one is pressed. `active` may be any text, so compare ignoring case. */
export function CategoryFilter({ active, onChange }: CategoryFilterProps) {
  return (
    // On phones a two-column grid: how many buttons fit on a row must not depend on the font, or
    // the brand font's arrival after hydration rewraps the bar and moves every card below it.
    <div
      role="group"
      aria-label="Filtrera artiklar efter kategori"
      className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
    >
      {options.map((option) => {
        const pressed = option.id === active.toLowerCase();
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={cn(
              "min-h-11 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors duration-200 sm:px-5",
              pressed
                ? "border-ink bg-ink text-white shadow-sm"
                : "border-ink/15 bg-white text-ink-soft hover:border-ink/40 hover:text-ink",
            )}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
