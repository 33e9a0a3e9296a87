import { categoryInfo } from "~/lib/blog/categories";
import { cn } from "~/lib/cn";

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { name, color } = categoryInfo(category);
  return (
    <span
      data-testid="category-badge"
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide",
        color,
        className,
      )}
    >
      {name}
    </span>
  );
}
