import { cn } from "~/lib/cn";

/** In forced colours a fill is drawn as the page's background: a border keeps every button's edge. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,color,box-shadow,transform] duration-200 select-none disabled:cursor-not-allowed disabled:opacity-60 active:translate-y-px forced-colors:border-2";

/**
 * Raspberry is the one action colour: `primary` for the main action, `secondary` for an action
 * beside it that should not shout. Blue stays for links and information.
 */
const variants = {
  primary: "bg-brand-pink-dark text-white shadow-sm shadow-brand-pink/30 hover:bg-brand-pink-dark/90",
  secondary:
    "border-2 border-brand-pink-dark bg-white text-brand-pink-dark hover:bg-brand-pink-soft hover:text-ink",
  outline: "border-2 border-current bg-transparent hover:bg-ink/5",
  ghost: "bg-transparent hover:bg-ink/5",
  light: "bg-white text-brand-navy shadow-sm hover:bg-brand-blue-soft",
} as const;

const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-12 px-6 text-base",
  /** The md height with narrow padding, for buttons side by side in a small panel. */
  compact: "min-h-12 px-3 text-base",
  lg: "min-h-14 px-8 text-lg",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * Shared by <Button> and links styled as buttons, so both look and behave alike. Written by hand,
 * without tailwind-merge or cva: a variant, not a later class, changes padding or size
 * (docs/decisions/0014-hand-written-class-variants.md).
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}
