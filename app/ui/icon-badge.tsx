import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** A decorative round badge with an icon in its middle; size, colours and place come from the caller. */
export function IconBadge({ icon: Glyph, className }: { icon: LucideIcon; className: string }) {
  return (
    <span aria-hidden="true" className={cn("grid place-items-center rounded-full", className)}>
      <Glyph className="size-5" />
    </span>
  );
}
