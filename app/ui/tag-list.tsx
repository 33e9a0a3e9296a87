import { uiCopy } from "~/content/ui-copy";
import { cn } from "~/lib/cn";

const tones = {
  pink: "bg-brand-pink-soft text-sm font-semibold text-brand-pink-dark",
  blue: "bg-brand-blue-soft text-sm font-semibold text-brand-blue-dark",
  /** The quieter chips of the blog: an article's tags, an author's topics. */
  outline: "border border-ink/10 bg-white text-xs font-medium text-ink-soft",
};

/** Tags as small chips; nothing at all when there are none. */
export function TagList({
  tags,
  className,
  tone = "pink",
  label = uiCopy.tags,
}: {
  tags: readonly string[];
  className?: string;
  tone?: keyof typeof tones;
  label?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={cn("rounded-full px-3 py-1 max-[24em]:px-2", tones[tone])}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
