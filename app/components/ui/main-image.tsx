import { mainImageSource } from "~/lib/main-image.server";
import type { ImageAsset } from "~/lib/references/page-data";

type MainImageProps = { image: ImageAsset; className?: string; decoding?: "async" };

/**
 * A page's main image, its largest paint: fetched first, and a small SVG written into the page
 * (mainImageSource), so it paints with the text instead of after it.
 */
export function MainImage({ image, className, decoding }: MainImageProps) {
  return (
    <img
      {...image}
      src={mainImageSource(image.src)}
      alt={image.alt}
      fetchPriority="high"
      decoding={decoding}
      className={className}
    />
  );
}
