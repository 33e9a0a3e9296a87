import { cn } from "~/lib/cn";

/** Tags as small chips; nothing at all when there are none. */
export function TagList({
  tags,
  className,
  tone = "pink",
}: {
  tags: string[];
  className?: string;
  tone?: "pink" | "blue";
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Taggar">
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            "rounded-full px-3 py-1 text-sm font-semibold",
            tone === "pink"
              ? "bg-brand-pink-soft text-brand-pink-dark"
              : "bg-brand-blue-soft text-brand-blue-dark",
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
