import type { CreativeWork, Organization } from "schema-dts";
import { caseStudyPageCopy as copy } from "../../content/case-study-page";
import type { ShownProject } from "../references/page-data";
import { type Crumb, graphIds, LANGUAGE, pageGraph, ref, webPageNodes } from "./graph";
import { absoluteUrl } from "./meta";
import { paths } from "../paths";

/** Where a case study sits: references › the case (the start page comes first everywhere). */
export const caseStudyCrumbs = (project: Pick<ShownProject, "slug" | "title">): Crumb[] => [
  { name: copy.references, path: paths.references },
  { name: project.title, path: paths.caseStudy(project.slug) },
];

/** The client the case study is about, identified by its own site when it has one. */
const clientNode = (project: Pick<ShownProject, "title" | "link">): Organization => ({
  "@type": "Organization",
  name: project.title,
  ...(project.link && { url: project.link }),
});

/** A case study page: its WebPage with breadcrumbs (start › references › case) and the work itself. */
export function caseStudyGraph(project: ShownProject, description: string) {
  const path = paths.caseStudy(project.slug);
  const workId = `${absoluteUrl(path)}#case-study`;
  const year = /^\d{4}/.exec(project.meta)?.[0];
  const { caseStudy } = project;
  const work: CreativeWork = {
    "@type": "CreativeWork",
    "@id": workId,
    name: project.title,
    headline: `${copy.eyebrow}: ${project.title}`,
    description,
    url: absoluteUrl(path),
    image: absoluteUrl(project.heroImage.src),
    inLanguage: LANGUAGE,
    creator: ref(graphIds.organization()),
    publisher: ref(graphIds.organization()),
    ...(year && { dateCreated: year }),
    ...(project.tags.length > 0 && { keywords: project.tags.join(", ") }),
    ...(caseStudy && {
      text: [caseStudy.challenge, caseStudy.solution, caseStudy.result].filter(Boolean).join("\n\n"),
    }),
    // The work is about the client; the client's own site identifies the client, not this page.
    about: clientNode(project),
    mainEntityOfPage: ref(graphIds.webPage(path)),
  };
  return pageGraph([
    ...webPageNodes({
      path,
      name: copy.metaTitle(project.title),
      description,
      breadcrumbs: caseStudyCrumbs(project),
      mainEntityId: workId,
    }),
    work,
  ]);
}
