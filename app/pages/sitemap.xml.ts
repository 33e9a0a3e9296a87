import { authorPagesContentDate, caseStudiesContentDate, pageContentDates } from "~/content/page-dates";
import { articlesOf, authorPageDate } from "~/lib/blog/authors";
import { getAuthors } from "~/lib/blog/authors.server";
import { getPostSummaries } from "~/lib/blog/posts.server";
import { loadReferences } from "~/lib/content.server";
import { sitemapEntries, sitemapXml } from "~/lib/seo/sitemap";
import { caseStudyPages, staticPages } from "~/lib/site-pages";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** Written to sitemap.xml at build time: every prerendered page except the not-found page. */
export async function GET() {
  const [{ projects }, authors, posts] = await Promise.all([
    loadReferences(),
    getAuthors(),
    getPostSummaries(),
  ]);
  const authorPages = authors.people.map((person) => ({
    path: person.path,
    changefreq: "monthly",
    priority: 0.5,
    lastmod: authorPageDate(articlesOf(authors, person, posts), authorPagesContentDate),
  }));
  const entries = sitemapEntries({
    pages: [
      ...staticPages.map((page) => ({ ...page, lastmod: pageContentDates[page.path] })),
      ...caseStudyPages(projects.map((project) => project.slug)).map((page) => ({
        ...page,
        lastmod: caseStudiesContentDate,
      })),
      ...authorPages,
    ],
    posts,
    blogPath: paths.blog,
  });
  return new Response(sitemapXml(siteConfig.origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
