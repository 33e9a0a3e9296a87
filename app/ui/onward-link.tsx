import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles";

type OnwardLinkProps = ComponentProps<"a"> & { href: string; variant?: ButtonVariant; size?: ButtonSize };

/** A link drawn as a button that leads on to a page or a part of one: its words, then an arrow. */
export function OnwardLink({ variant, size, className, children, ...props }: OnwardLinkProps) {
  return (
    <a {...props} className={buttonClasses({ variant, size, className })}>
      {children}
      <ArrowRight aria-hidden="true" className="size-5" />
    </a>
  );
}
