import { data } from "react-router";
import { CaseStudyArticle } from "~/components/references/case-study-article";
import { NextProjectBand } from "~/components/references/next-project-band";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { projects, showcaseTexts } from "~/content/projects";
import { designTemplates } from "~/content/templates";
import { describePublicImage } from "~/lib/references/image-assets.server";
import { referencesPageData } from "~/lib/references/page-data";
import { caseStudyGraph } from "~/lib/seo/case-study";
import { pageMeta } from "~/lib/seo/meta";
import { caseStudyShareImagePath, SHARE_IMAGE_SIZE } from "~/lib/seo/share-image";
import type { Route } from "./+types/case-study";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

// Build time only: one project of those /references shows, with its images measured.
export function loader({ params }: Route.LoaderArgs) {
  const { projects: shown } = referencesPageData(
    { projects, showcaseTexts, templates: designTemplates },
    describePublicImage,
  );
  const project = shown.find((candidate) => candidate.slug === params.slug);
  if (!project) throw data(null, { status: 404 });
  return {
    project,
    head: [
      ...pageMeta({
        title: copy.metaTitle(project.title),
        description: project.description,
        path: paths.caseStudy(project.slug),
        image: {
          ...SHARE_IMAGE_SIZE,
          src: caseStudyShareImagePath(project.slug),
          alt: `${copy.eyebrow}: ${project.title}`,
        },
      }),
      { "script:ld+json": caseStudyGraph(project, project.description) },
    ],
  };
}

export const meta = headFromLoader;

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CaseStudyArticle project={loaderData.project} />
      <NextProjectBand />
    </>
  );
}
