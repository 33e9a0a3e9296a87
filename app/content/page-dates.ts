import type { staticPages } from "../lib/site-pages";
import { privacyPolicy } from "./privacy-policy";

/**
 * When each fixed page's content last changed in substance (YYYY-MM-DD), the sitemap's lastmod.
 * Change a page's date together with its copy. The privacy policy keeps the date it shows.
 */
export const pageContentDates: Record<(typeof staticPages)[number]["path"], string> = {
  "/": "2026-11-22",
  "/tjanster": "2026-11-22",
  "/references": "2026-11-22",
  "/blogg": "2026-11-22",
  "/about": "2026-11-22",
  "/contact": "2026-11-22",
  "/integritetspolicy": privacyPolicy.lastUpdated.date,
};

/** The case study pages (/references/<slug>) follow app/content/projects.ts. */
export const caseStudiesContentDate = "2026-11-22";
