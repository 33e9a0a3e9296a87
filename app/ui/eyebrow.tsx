import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type EyebrowProps = ComponentProps<"p"> & {
  /** `dark` on the navy and dark surfaces, where the light pink keeps its contrast. */
  tone?: "light" | "dark";
};

/** The small spaced capitals above a heading that say what kind of section or page it is. */
export function Eyebrow({ tone = "light", className, ...props }: EyebrowProps) {
  return (
    <p
      className={cn(
        "text-sm font-semibold tracking-[0.2em] uppercase",
        tone === "dark" ? "text-brand-pink-soft" : "text-brand-pink-dark",
        className,
      )}
      {...props}
    />
  );
}
