import { cn } from "~/lib/cn";

/** A soft patch of colour behind a section (the `glow` utility): decoration, hidden from assistive technology and the pointer. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn("pointer-events-none absolute glow", className)} />;
}
