import { llmsCopy as copy } from "~/content/llms";
import { getAuthors } from "~/lib/blog/authors.server";
import { getPostSummaries } from "~/lib/blog/posts.server";
import { formatOpeningHours } from "~/lib/business-identity";
import { loadBuildSteps, loadFacts, loadProcessSteps, loadReferences } from "~/lib/content.server";
import { packageCard } from "~/lib/facts";
import { TEMPLATE_PACKAGE } from "~/content/templates";
import { llmsTxt } from "~/lib/seo/llms";
import { absoluteUrl } from "~/lib/seo/meta";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** Written to llms.txt at build time from the pages, case studies, articles and authors themselves. */
export async function GET() {
  const { business, city } = siteConfig;
  const [{ facts, packages }, steps, buildSteps, { projects }, { people }] = await Promise.all([
    loadFacts(),
    loadProcessSteps(),
    loadBuildSteps(),
    loadReferences(),
    getAuthors(),
  ]);
  const templatePackage = packages.find((item) => item.id === TEMPLATE_PACKAGE);
  if (!templatePackage) throw new Error(`app/content/data/packages.yaml has no package ${TEMPLATE_PACKAGE}`);
  const text = llmsTxt({
    name: siteConfig.name,
    summary: copy.summary,
    details: [
      ...copy.details({
        facts,
        templatePackage: packageCard(templatePackage, facts),
        openingHours: business.openingHours.map(formatOpeningHours),
        steps,
        buildSteps,
      }),
      `Kontakt: ${siteConfig.email}, telefon ${business.phone}, ${business.streetAddress}, ${business.postalCode} ${city}.`,
    ],
    sections: [
      {
        title: copy.pagesTitle,
        links: copy.pages.map((page) => ({ ...page, url: absoluteUrl(page.path) })),
      },
      {
        title: copy.caseStudiesTitle,
        links: projects.map((project) => ({
          title: project.title,
          url: absoluteUrl(paths.caseStudy(project.slug)),
          description: copy.caseDescription(project),
        })),
      },
      {
        title: copy.articlesTitle,
        links: (await getPostSummaries()).map((post) => ({
          title: post.title,
          url: absoluteUrl(paths.article(post.slug)),
          description: post.excerpt,
        })),
      },
      {
        title: copy.authorsTitle,
        links: people.map((person) => ({
          title: person.name,
          url: absoluteUrl(person.path),
          description: copy.authorDescription(person),
        })),
      },
    ],
  });
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
