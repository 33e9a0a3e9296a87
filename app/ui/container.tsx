import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const widths = { default: "max-w-6xl", narrow: "max-w-3xl" } as const;

export function Container({
  className,
  size = "default",
  ...props
}: ComponentProps<"div"> & { size?: keyof typeof widths }) {
  return <div className={cn("mx-auto w-full px-5 sm:px-8", widths[size], className)} {...props} />;
}
