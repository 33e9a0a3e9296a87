import { useCallback, useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

type SkeletonImageProps = ComponentProps<"img"> & {
  /** Classes for the frame, which holds the image's box (give it a size or an aspect ratio). */
  frameClassName?: string;
};

/**
 * An image over a pulsing placeholder of the same box. The image is in the HTML from the
 * start (crawlers and readers without JavaScript get it; `loading="lazy"` defers it natively),
 * and simply paints over the placeholder; the pulse stops once it has loaded.
 */
export function SkeletonImage({ frameClassName, className, onLoad, alt, ...props }: SkeletonImageProps) {
  const [loaded, setLoaded] = useState(false);
  // An image can finish loading before React hydrates and attaches onLoad.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <span className={cn("relative block overflow-hidden bg-sand", frameClassName)}>
      {!loaded && (
        <span
          aria-hidden="true"
          data-testid="image-skeleton"
          className="absolute inset-0 animate-pulse bg-linear-to-br from-sand via-white/60 to-sand"
        />
      )}
      <img
        ref={checkLoaded}
        alt={alt}
        decoding="async"
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event);
        }}
        className={cn("relative block size-full object-cover", className)}
        {...props}
      />
    </span>
  );
}
