import { categoryInfo } from "~/lib/blog/categories";
import { rssFeed } from "~/lib/blog/feeds";
import { getPostSummaries } from "~/lib/blog/posts.server";
import { siteConfig } from "~/site.config";

/** Written to rss.xml at build time. */
export function loader() {
  const xml = rssFeed(
    {
      title: `${siteConfig.name} – blogg`,
      description:
        "Guider och tips om webbdesign, användbarhet och SEO för småföretag, från webbyrån Vinga Design i Örebro.",
      origin: siteConfig.origin,
      feedPath: "/rss.xml",
      blogPath: "/blogg",
    },
    getPostSummaries().map((post) => ({ ...post, categoryName: categoryInfo(post.category).name })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
