import { robotsTxt } from "~/lib/seo/sitemap";
import { siteConfig } from "~/site.config";

/** Written to robots.txt at build time. */
export function loader() {
  return new Response(robotsTxt(siteConfig.origin, "/sitemap.xml"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
