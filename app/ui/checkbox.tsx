import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A native checkbox in the site's style. Native, so it works without any script of ours and posts
 * with the plain form. In forced colours the site's fill and tick would both be painted away, so
 * checked looked like unchecked: there the browser draws its own checkbox in system colours.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-flex size-6 shrink-0", className)}>
      <input
        type="checkbox"
        className={cn(
          "peer size-6 cursor-pointer appearance-none rounded-md border-2 border-ink-soft bg-white transition-colors",
          "checked:border-brand-pink-dark checked:bg-brand-pink-dark disabled:cursor-not-allowed",
          "aria-invalid:border-brand-pink-dark aria-invalid:ring-2 aria-invalid:ring-brand-pink/30",
          "disabled:checked:border-ink-soft disabled:checked:bg-ink-soft",
          "forced-colors:appearance-auto",
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-1 hidden size-4 text-white peer-checked:block forced-colors:peer-checked:hidden"
      />
    </span>
  );
}
