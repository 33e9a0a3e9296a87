import { paths } from "../../app/lib/paths.ts";

/**
 * The pages that checks and measurements walk: one of every kind, so a kind of page is never left
 * out and adding one is one edit here. Articles are chosen for what they carry: the longest
 * table, a part of a series, the cookie article's consent talk.
 */
const staticPages = [
  paths.home,
  paths.services,
  paths.references,
  paths.blog,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.accessibility,
];
const [priceArticle, seriesArticle, cookieArticle] = [
  paths.article("vad-kostar-en-hemsida"),
  paths.article("planera-hemsida-del-2-struktur-och-innehall"),
  paths.article("gdpr-cookies-vad-behover-du-veta"),
];
/** Any address that is not a page: servers answer it with the not-found page. */
export const unknownPage = "/finns-inte";
export const caseStudyPage = paths.caseStudy("jalopy");
/** The founder's author page, the one person the blog's bylines lead to. */
export const authorPage = paths.author("sara-lindberg");

/** Every page a visitor can land on, with the article that has the longest table. */
export const everyKindOfPage = [...staticPages, caseStudyPage, priceArticle, authorPage, unknownPage];

/** Lighthouse's routes: the pages plus more articles, whose covers and lengths differ. */
export const measuredPages = [...staticPages, caseStudyPage, priceArticle, seriesArticle, cookieArticle];
