import { cn } from "~/lib/cn";

/** A soft, blurred patch of colour behind a section: decoration, hidden from assistive technology and the pointer. */
export function Glow({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={cn("pointer-events-none absolute rounded-full blur-3xl", className)} />
  );
}
