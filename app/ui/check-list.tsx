import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list whose items each carry a tick: what a package includes, what a step delivers. */
export function CheckList({
  items,
  className,
  itemClassName,
  tickClassName = "text-brand-pink-dark",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  tickClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", itemClassName)}>
          <Check aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", tickClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
