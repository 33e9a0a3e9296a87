import type { ComponentProps } from "react";
import type { ImageAsset } from "~/lib/references/page-data";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  image: ImageAsset;
  /** The width the picture takes at each viewport (app/lib/picture-sizes.ts), so the smallest sharp file is fetched. */
  sizes: string;
};

/**
 * A screenshot as AVIF or WebP in the width the place needs, from the files astro:assets made
 * (app/lib/pictures.server.ts); a JPEG for a browser that takes neither. Lazy unless told
 * otherwise. The <picture> adds no box, so the image lays out as a direct child would.
 */
export function Picture({
  image,
  sizes,
  alt = image.alt,
  loading = "lazy",
  decoding = "async",
  ...props
}: PictureProps) {
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding={decoding}
        {...props}
      />
    </picture>
  );
}
