import { sitemapEntries, sitemapXml } from "~/lib/seo/sitemap";
import { getPostSummaries } from "~/lib/blog/posts.server";
import { staticPages } from "~/lib/site-pages";
import { siteConfig } from "~/site.config";

/** Written to sitemap.xml at build time: every prerendered page except the not-found page. */
export function loader() {
  const entries = sitemapEntries({
    pages: staticPages,
    posts: getPostSummaries(),
    buildDate: new Date().toISOString().slice(0, 10),
    blogPath: "/blogg",
  });
  return new Response(sitemapXml(siteConfig.origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
