import { Fragment } from "react";
import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import type { ShownProject } from "~/lib/references/page-data";
import { CaseStudyModal } from "./case-study-modal";
import { ProjectCard } from "./project-card";
import { ShowcaseOverlay } from "./showcase-overlay";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

/** The project cards; each opens its project's overlay (ProjectDialogs) with no script. */
export function ProjectGrid({ projects }: { projects: ShownProject[] }) {
  return (
    <RevealGroup>
      <ul className="grid grid-cols-1 gap-6 sm:gap-8 md:grid-cols-2" data-testid="project-grid">
        {projects.map((project, index) => (
          <li key={project.slug} {...revealGroupHooks.card.on()}>
            <ProjectCard
              project={project}
              imageLoading={index === 0 ? "priority" : index < 2 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </ul>
    </RevealGroup>
  );
}

/**
 * The dialogs the cards lead to: each project's showcase overlay and its case study. They are in
 * the page from the start, closed, in the layout's dialog layer apart from the cards, so the cards
 * are not rendered behind an open overlay (decision 0041); their images load lazily, only once a
 * dialog is shown.
 */
export function ProjectDialogs({ projects }: { projects: ShownProject[] }) {
  return projects.map((project) => (
    <Fragment key={project.slug}>
      <ShowcaseOverlay project={project} />
      <CaseStudyModal project={project} />
    </Fragment>
  ));
}
