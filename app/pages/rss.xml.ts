import { blogFeed } from "~/content/blog-feed";
import { categoryInfo } from "~/lib/blog/categories";
import { BLOG_COVER_SIZE } from "~/lib/blog/cover";
import { FEED_LOGO } from "~/lib/blog/feed-logo";
import { rssFeed } from "~/lib/blog/feeds";
import { getPosts } from "~/lib/blog/posts.server";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** Written to rss.xml at build time. */
export async function GET() {
  const xml = rssFeed(
    {
      title: blogFeed.title,
      description: blogFeed.description,
      origin: siteConfig.origin,
      feedPath: paths.rss,
      blogPath: paths.blog,
      image: FEED_LOGO,
    },
    (await getPosts()).map((post) => ({
      ...post,
      categoryName: categoryInfo(post.category).name,
      cover:
        post.featuredImage && post.featuredImageAlt
          ? {
              src: post.featuredImage,
              alt: post.featuredImageAlt,
              width: post.coverPicture?.width ?? BLOG_COVER_SIZE.width,
              height: post.coverPicture?.height ?? BLOG_COVER_SIZE.height,
            }
          : undefined,
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
