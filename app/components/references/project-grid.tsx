import { Fragment } from "react";
import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import type { ShownProject } from "~/lib/references/page-data";
import { CaseStudyModal } from "./case-study-modal";
import { ProjectCard } from "./project-card";
import { ShowcaseOverlay } from "./showcase-overlay";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

/**
 * The project cards, and the dialogs they lead to: each project's showcase overlay and its case
 * study. The dialogs are in the page from the start, closed, so a card opens its overlay with no
 * script; their images load lazily, only once a dialog is shown.
 */
export function ProjectGrid({ projects }: { projects: ShownProject[] }) {
  return (
    <>
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
      {projects.map((project) => (
        <Fragment key={project.slug}>
          <ShowcaseOverlay project={project} />
          <CaseStudyModal project={project} />
        </Fragment>
      ))}
    </>
  );
}
