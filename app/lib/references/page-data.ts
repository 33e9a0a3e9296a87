import { PROJECTS_SHOWN } from "../../content/projects";
import type { CaseStudy, ContentPicture, DesignTemplate, Project } from "~/content/types";
import { projectBadge } from "./project-badge";

/**
 * A picture as the pages render it (app/ui/picture.tsx): its AVIF and WebP files by
 * width, one fallback file for a browser that takes neither, its intrinsic size (so the browser
 * reserves its box before it loads) and its description.
 */
export type ImageAsset = {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: { type: string; srcset: string }[];
};

/** Turns a content picture into the files and attributes the pages serve (at build time). */
export type DescribeImage = (picture: ContentPicture) => Promise<ImageAsset>;

export type ShownCaseStudy = Pick<
  CaseStudy,
  "challenge" | "solution" | "result" | "figures" | "scope" | "timeline" | "quote"
> & {
  /** The title of the package the client bought. */
  packageTitle: string;
  images: ImageAsset[];
  mockup?: ImageAsset;
  video?: { vimeoId: string; poster: ImageAsset };
};

export type ShownProject = {
  slug: string;
  title: string;
  description: string;
  summary: string;
  badge: string;
  tags: string[];
  link?: string;
  studio: string;
  meta: string;
  cardImage: ImageAsset;
  heroImage: ImageAsset;
  /** The measured result every card, the home page's strip and llms.txt quote: its first figure. */
  headline?: { value: string; label: string };
  /** "Om projektet": who the client is and what they needed; absent for projects that have none. */
  about?: string;
  caseStudy?: ShownCaseStudy;
};

export type ShownTemplate = Omit<DesignTemplate, "image" | "detailImage"> & {
  image: ImageAsset;
  detailImage: ImageAsset;
};

type Sources = {
  /** In their set order: the first PROJECTS_SHOWN are shown. */
  projects: Project[];
  templates: DesignTemplate[];
  packages: readonly { id: string; title: string }[];
};

/**
 * A case study names its package by id; a stale id fails the build rather than showing nothing,
 * naming the file and the field as Astro does for a field that fails its schema.
 */
function packageTitle(packages: Sources["packages"], packageId: string, projectSlug: string) {
  const found = packages.find((item) => item.id === packageId);
  if (!found) {
    const known = packages.map((item) => item.id).join(", ");
    throw new Error(
      `app/content/data/projects/${projectSlug}.yaml: caseStudy.packageId: okänt paket "${packageId}" (packages.yaml har ${known})`,
    );
  }
  return found.title;
}

/** A shown project's first measured figure, quoted on its cards; none until its case has one. */
function headlineFigure(project: Project) {
  const figure = project.caseStudy?.figures?.[0];
  return figure && { value: figure.value, label: figure.label };
}

/** Everything the references page renders, with each picture's files made. */
export async function referencesPageData(
  { projects, templates, packages }: Sources,
  describe: DescribeImage,
) {
  const shownProjects = await Promise.all(
    projects.slice(0, PROJECTS_SHOWN).map(async (project): Promise<ShownProject> => {
      const { caseStudy, cardImage, detailImage, image, title } = project;
      const [card, hero, images, mockup, poster] = await Promise.all([
        describe(cardImage ?? image),
        describe(detailImage ?? image),
        Promise.all((caseStudy?.images ?? []).map(describe)),
        caseStudy?.mockup && describe(caseStudy.mockup),
        caseStudy?.video && describe(caseStudy.video.poster),
      ]);
      return {
        slug: project.slug,
        title,
        description: project.description,
        summary: project.summary,
        badge: projectBadge(project),
        tags: project.tags,
        link: project.link,
        studio: project.studio,
        meta: project.meta,
        cardImage: card,
        heroImage: hero,
        headline: headlineFigure(project),
        about: project.about,
        caseStudy: caseStudy && {
          challenge: caseStudy.challenge,
          solution: caseStudy.solution,
          result: caseStudy.result,
          figures: caseStudy.figures,
          scope: caseStudy.scope,
          packageTitle: packageTitle(packages, caseStudy.packageId, project.slug),
          timeline: caseStudy.timeline,
          quote: caseStudy.quote,
          images,
          mockup,
          video: caseStudy.video && poster && { vimeoId: caseStudy.video.vimeoId, poster },
        },
      };
    }),
  );

  const shownTemplates = await Promise.all(
    templates.map(async (template): Promise<ShownTemplate> => ({
      ...template,
      image: await describe(template.image),
      detailImage: await describe(template.detailImage ?? template.image),
    })),
  );

  return { projects: shownProjects, templates: shownTemplates };
}

/**
 * The shown projects named by slug, in that order. A name whose project is not among the shown
 * ones (the owner moved it down the list in the editor) is left out rather than failing the build.
 */
export function projectsBySlug(shown: ShownProject[], slugs: readonly string[]) {
  return slugs.flatMap((slug) => shown.filter((candidate) => candidate.slug === slug));
}

/** The projects the editor placed on the home page, by their place there. */
export function homeCaseSlugs(projects: readonly Pick<Project, "slug" | "homePlace">[]) {
  return projects
    .filter((project) => project.homePlace !== undefined)
    .sort((a, b) => (a.homePlace ?? 0) - (b.homePlace ?? 0))
    .map((project) => project.slug);
}

/** The named shown projects first, then the other shown ones in their order: `count` in all. */
export function featuredProjects(shown: ShownProject[], slugs: readonly string[], count = slugs.length) {
  const named = projectsBySlug(shown, slugs);
  const rest = shown.filter((project) => !named.includes(project));
  return [...named, ...rest].slice(0, count);
}
