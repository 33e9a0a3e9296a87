import { robotsTxt } from "~/lib/seo/sitemap";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** Written to robots.txt at build time. */
export function GET() {
  return new Response(robotsTxt(siteConfig.origin, paths.sitemap), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
