import { projects, PROJECTS_SHOWN } from "../content/projects";
import { caseStudyPath } from "./references/page-data";

/** The site's static pages: one list feeds the prerender step, the sitemap and the server tests. */
export const staticPages = [
  { path: "/", changefreq: "monthly", priority: 1 },
  { path: "/tjanster", changefreq: "monthly", priority: 0.9 },
  { path: "/references", changefreq: "monthly", priority: 0.8 },
  { path: "/blogg", changefreq: "weekly", priority: 0.8 },
  { path: "/about", changefreq: "yearly", priority: 0.6 },
  { path: "/contact", changefreq: "yearly", priority: 0.7 },
  { path: "/integritetspolicy", changefreq: "yearly", priority: 0.3 },
] as const;

/** One page per case study of the projects /references shows. */
export const caseStudyPages = projects
  .slice(0, PROJECTS_SHOWN)
  .map((project) => ({ path: caseStudyPath(project.slug), changefreq: "yearly", priority: 0.7 }));

/** Where the not-found page is prerendered; servers answer unknown paths with it and status 404. */
export const notFoundPath = "/404";

export const feedPaths = ["/rss.xml", "/sitemap.xml", "/robots.txt", "/llms.txt"] as const;
