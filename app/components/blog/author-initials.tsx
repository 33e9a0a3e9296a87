import { cn } from "~/lib/cn";

/** A decorative round badge with a name's initials: the site has no photos of its writers. */
export function AuthorInitials({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/[\s-]+/)
    .map((word) => word[0]?.toUpperCase())
    .join("")
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-full bg-brand-pink-soft font-display text-sm font-bold text-brand-pink-dark",
        className,
      )}
    >
      {initials}
    </span>
  );
}
