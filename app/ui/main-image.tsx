import { mainImageSource } from "~/lib/main-image.server";
type MainImageProps = {
  image: { src: string; width: number; height: number; alt: string };
  className?: string;
  decoding?: "async";
};

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
