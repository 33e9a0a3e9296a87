import { Picture } from "~/ui/picture";
import { BLOG_COVER_SIZE } from "~/lib/blog/cover";
import { cn } from "~/lib/cn";
import { mainImageSource } from "~/lib/main-image.server";
import { columnSizes } from "~/lib/picture-sizes";
import type { PostSummary } from "~/lib/blog/collection";

/**
 * The width a photo cover takes: a card in the blog's one, two or three columns (post-grid.tsx,
 * related-posts.tsx), or the article's own column (at most max-w-3xl, 768 px).
 */
const sizes = {
  card: columnSizes([
    { from: 768, count: 2, gap: 24 },
    { from: 1024, count: 3, gap: 24 },
  ]),
  article: "(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
};

type PostCoverProps = {
  /**
   * A photo cover has its files in `coverPicture`; without them `featuredImage` is the SVG
   * artwork's address.
   */
  post: Pick<PostSummary, "featuredImage" | "featuredImageAlt" | "coverPicture">;
  place: keyof typeof sizes;
  /** "priority": the page's main image (the list's first cover, an article's cover), written into the page at build. */
  loading?: "priority" | "eager" | "lazy";
  className?: string;
};

/**
 * An article's cover, or nothing for an article without one: its box is reserved from the start,
 * so nothing moves when it arrives. A photo is cropped to the canvas every cover shares (its own
 * width and height give only its ratio).
 */
export function PostCover({ post, place, loading = "lazy", className }: PostCoverProps) {
  const { featuredImage: src, featuredImageAlt: alt, coverPicture: picture } = post;
  if (!src || !alt) return null;
  const loads = {
    loading: loading === "lazy" ? "lazy" : "eager",
    fetchPriority: loading === "priority" ? "high" : undefined,
    decoding: "async",
    className: cn("block aspect-[1200/630] h-auto w-full bg-sand object-cover", className),
  } as const;
  if (picture)
    return <Picture data-testid="post-cover" image={picture} sizes={sizes[place]} alt={alt} {...loads} />;
  return (
    <img
      data-testid="post-cover"
      src={loading === "priority" ? mainImageSource(src) : src}
      alt={alt}
      width={BLOG_COVER_SIZE.width}
      height={BLOG_COVER_SIZE.height}
      {...loads}
    />
  );
}
