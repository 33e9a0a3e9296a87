import { NextProjectBand } from "~/components/references/next-project-band";
import { ProjectGrid } from "~/components/references/project-grid";
import { ReferencesHeader } from "~/components/references/references-header";
import { TemplateGallery } from "~/components/references/template-gallery";
import { Container } from "~/components/ui/container";
import { projects, referencesIntro, showcaseTexts } from "~/content/projects";
import { designTemplates, templatesIntro } from "~/content/templates";
import { describePublicImage } from "~/lib/references/image-assets.server";
import { referencesPageData } from "~/lib/references/page-data";
import { referencesMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import type { Route } from "./+types/references";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

export const meta = headFromLoader;

// Build time only: measures every image, so the page ships sizes and alt text, not file reads.
export function loader() {
  return {
    ...referencesPageData({ projects, showcaseTexts, templates: designTemplates }, describePublicImage),
    intro: referencesIntro,
    templatesIntro,
    head: pageHead(
      {
        ...referencesMeta,
        path: paths.references,
      },
      { type: "CollectionPage" },
    ),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { intro, projects: shownProjects, templates, templatesIntro: gallery } = loaderData;
  return (
    <>
      <ReferencesHeader title={intro.title} intro={intro.intro} />
      <section aria-labelledby="projects-title" className="pb-20 md:pb-28">
        <Container>
          <h2 id="projects-title" className="sr-only">
            Utvalda projekt
          </h2>
          <ProjectGrid projects={shownProjects} />
        </Container>
      </section>
      <TemplateGallery title={gallery.title} intro={gallery.intro} templates={templates} />
      <NextProjectBand />
    </>
  );
}
