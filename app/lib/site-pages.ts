import { paths } from "./paths";

/** The site's static pages: one list feeds the prerender step, the sitemap and the server tests. */
export const staticPages = [
  { path: paths.home, changefreq: "monthly", priority: 1 },
  { path: paths.services, changefreq: "monthly", priority: 0.9 },
  { path: paths.references, changefreq: "monthly", priority: 0.8 },
  { path: paths.blog, changefreq: "weekly", priority: 0.8 },
  { path: paths.about, changefreq: "yearly", priority: 0.6 },
  { path: paths.contact, changefreq: "yearly", priority: 0.7 },
  { path: paths.privacy, changefreq: "yearly", priority: 0.3 },
  { path: paths.accessibility, changefreq: "yearly", priority: 0.3 },
] as const;

/**
 * One page per case study of the projects /references shows, named by their slugs: the build has
 * them from the projects collection, the tests from its files.
 */
export const caseStudyPages = (slugs: readonly string[]) =>
  slugs.map((slug) => ({ path: paths.caseStudy(slug), changefreq: "yearly", priority: 0.7 }) as const);

export const feedPaths = [paths.rss, paths.sitemap, paths.robots, paths.llms] as const;
