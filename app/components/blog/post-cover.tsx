import { BLOG_COVER_SIZE } from "~/lib/blog/cover";
import { cn } from "~/lib/cn";
import { mainImageSource } from "~/lib/main-image.server";

type PostCoverProps = {
  src: string;
  alt: string;
  /** "priority": the page's main image (the list's first cover, an article's cover), written into the page at build. */
  loading?: "priority" | "eager" | "lazy";
  className?: string;
};

/** An article's cover artwork; its box is reserved from the start, so nothing moves when it arrives. */
export function PostCover({ src, alt, loading = "lazy", className }: PostCoverProps) {
  return (
    <img
      data-testid="post-cover"
      src={loading === "priority" ? mainImageSource(src) : src}
      alt={alt}
      width={BLOG_COVER_SIZE.width}
      height={BLOG_COVER_SIZE.height}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding="async"
      className={cn("block aspect-[1200/630] h-auto w-full bg-sand object-cover", className)}
    />
  );
}
