type AssetImageProps = {
  /** A measured image: its width and height reserve its box before it loads. */
  image: { src: string; alt: string; width: number; height: number };
  className?: string;
  decoding?: "async";
};

/** An image from the content's data, lazily loaded, with the alt text that comes with it. */
export function AssetImage({ image, className, decoding }: AssetImageProps) {
  return <img {...image} alt={image.alt} loading="lazy" decoding={decoding} className={className} />;
}
