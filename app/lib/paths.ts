/**
 * Every address on the site, in one place: routes, links, feeds, the sitemap, llms.txt and the
 * server rules (hosting/) all read it, so renaming a page is one edit here. No imports and no
 * `~` alias: the Node scripts (hosting/, scripts/) load it as it is.
 */
export const paths = {
  home: "/",
  services: "/tjanster",
  references: "/references",
  caseStudy: (slug: string) => `/references/${slug}`,
  blog: "/blogg",
  article: (slug: string) => `/blogg/${slug}`,
  /** A person's author page: her bio and every article she wrote or answers for. */
  author: (slug: string) => `/blogg/forfattare/${slug}`,
  about: "/about",
  contact: "/contact",
  privacy: "/integritetspolicy",
  /** The accessibility statement for the site itself. */
  accessibility: "/tillganglighet",
  rss: "/rss.xml",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  llms: "/llms.txt",
  /** The SVG favicon drawn as PNG icons at build (app/lib/favicon.server.ts). */
  favicon: "/favicon.ico",
  appleTouchIcon: "/apple-touch-icon.png",
  /** Where the not-found page is prerendered; servers answer unknown paths with it and status 404. */
  notFound: "/404",
} as const;

/**
 * The content editor (Sveltia CMS, build-steps/cms/cms-admin.ts): written into the build as it is,
 * never linked from a page, kept out of the sitemap and llms.txt, with its own server headers. A
 * name of its own, not in `paths`, so the pages' scripts (which bundle `paths`) never mention it.
 */
export const adminPath = "/admin/";

/** Ids of in-page targets that links, scripts and tests find. */
export const anchors = {
  contactForm: "contact-form",
  templates: "templates",
  process: "process",
  /** The six build steps, also the id of the home page's HowTo. */
  buildSteps: "sa-bygger-vi",
  /** The skip link's target. */
  main: "main",
  testimonials: "testimonials",
  siteHeader: "site-header",
  siteFooter: "site-footer",
  /** The last line of every page: a link to it opens a page scrolled to its end. */
  pageEnd: "page-end",
} as const;

/** A path with an in-page target, e.g. `/contact#contact-form`. */
export const withAnchor = (path: string, anchor: string) => `${path}#${anchor}`;
