import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type SkeletonImageProps = ComponentProps<"img"> & {
  /** Classes for the frame, which holds the image's box (give it a size or an aspect ratio). */
  frameClassName?: string;
};

/**
 * An image over a pulsing placeholder of the same box. The image is in the HTML from the start
 * (crawlers and readers without JavaScript get it; `loading="lazy"` defers it natively) and
 * simply paints over the placeholder; app/scripts/references-skeletons.ts removes the
 * placeholder once the image has loaded, so its pulse stops.
 */
export function SkeletonImage({ frameClassName, className, alt, ...props }: SkeletonImageProps) {
  return (
    <span className={cn("relative block overflow-hidden bg-sand", frameClassName)}>
      <span
        aria-hidden="true"
        data-testid="image-skeleton"
        data-skeleton
        className="absolute inset-0 animate-pulse bg-linear-to-br from-sand via-white/60 to-sand"
      />
      <img
        alt={alt}
        decoding="async"
        className={cn("relative block size-full object-cover", className)}
        {...props}
      />
    </span>
  );
}
