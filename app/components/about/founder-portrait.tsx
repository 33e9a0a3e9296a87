import { founderPortrait } from "~/content/about";
import { cn } from "~/lib/cn";

/** The founder's illustrated portrait, cropped round, with its Swedish description. */
export function FounderPortrait({ className }: { className?: string }) {
  return (
    <img
      {...founderPortrait}
      alt={founderPortrait.alt}
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 rounded-full bg-brand-pink-soft", className)}
    />
  );
}
