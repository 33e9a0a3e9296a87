import { getPostSummaries } from "./blog/posts.server";
import { caseStudyPages, feedPaths, notFoundPath, staticPages } from "./site-pages";

/** Every URL written to static HTML (or a static file) at build time. */
export function prerenderPaths() {
  return [
    ...staticPages.map((page) => page.path),
    ...caseStudyPages.map((page) => page.path),
    ...getPostSummaries().map((post) => `/blogg/${post.slug}`),
    ...feedPaths,
    notFoundPath,
  ];
}
