import type { staticPages } from "../lib/site-pages";
import { paths } from "../lib/paths";
import { accessibilityStatement } from "./accessibility-statement";
import { privacyPolicy } from "./privacy-policy";

/**
 * When each fixed page's content last changed in substance (YYYY-MM-DD), the sitemap's lastmod.
 * Change a page's date together with its copy. The privacy policy keeps the date it shows.
 */
export const pageContentDates: Record<(typeof staticPages)[number]["path"], string> = {
  [paths.home]: "2026-11-28",
  [paths.services]: "2026-11-28",
  [paths.references]: "2026-11-28",
  [paths.blog]: "2026-11-28",
  [paths.about]: "2026-11-22",
  [paths.contact]: "2026-11-28",
  [paths.privacy]: privacyPolicy.lastUpdated.date,
  [paths.accessibility]: accessibilityStatement.lastUpdated.date,
};

/** The case study pages (/references/<slug>) follow app/content/data/projects/. */
export const caseStudiesContentDate = "2026-11-28";

/** The author pages' own words (app/content/author-page.ts, authors.yaml and the founder on /about). */
export const authorPagesContentDate = "2026-11-24";
