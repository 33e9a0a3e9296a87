import { getPostSummaries } from "./blog/posts.server";
import { caseStudyPages, feedPaths, staticPages } from "./site-pages";
import { paths } from "./paths";

/** Every URL written to static HTML (or a static file) at build time. */
export function prerenderPaths() {
  return [
    ...staticPages.map((page) => page.path),
    ...caseStudyPages.map((page) => page.path),
    ...getPostSummaries().map((post) => paths.article(post.slug)),
    ...feedPaths,
    paths.notFound,
  ];
}
