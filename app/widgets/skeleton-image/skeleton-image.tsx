import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Picture } from "~/ui/picture";
import * as skeletonImageHooks from "./hooks";

type SkeletonImageProps = ComponentProps<typeof Picture> & {
  /** Classes for the frame, which holds the image's box (give it a size or an aspect ratio). */
  frameClassName?: string;
};

/**
 * A picture over a placeholder of the same box. The picture is in the HTML from the start
 * (crawlers and readers without JavaScript get it; `loading="lazy"` defers it natively) and
 * simply paints over the placeholder; skeleton-image.behaviour.ts lets the placeholder pulse
 * while it is on screen and removes it once the image has loaded. Without the script it stays still.
 */
export function SkeletonImage({ frameClassName, className, ...props }: SkeletonImageProps) {
  return (
    <span className={cn("relative block overflow-hidden bg-sand", frameClassName)}>
      <span
        aria-hidden="true"
        data-testid="image-skeleton"
        {...skeletonImageHooks.placeholder.on()}
        className="absolute inset-0 animate-pulse bg-linear-to-br from-sand via-white/60 to-sand [animation-play-state:paused] data-[skeleton=in-view]:[animation-play-state:running]"
      />
      <Picture className={cn("relative block size-full object-cover", className)} {...props} />
    </span>
  );
}
