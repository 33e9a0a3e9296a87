import { RevealGroup } from "~/components/ui/reveal-group";
import { useLazyDialog } from "~/hooks/use-lazy-dialog";
import type { ShownProject } from "~/lib/references/page-data";
import { ProjectCard } from "./project-card";

// The overlay (and the case study inside it) is fetched on first use; hovering or focusing a
// card starts the download early so the click rarely waits.
const loadShowcase = () => import("./showcase-overlay").then((module) => module.ShowcaseOverlay);

export function ProjectGrid({ projects }: { projects: ShownProject[] }) {
  const showcase = useLazyDialog(loadShowcase, "Projektet kunde inte visas.");
  const project = projects[showcase.index];

  return (
    <>
      <RevealGroup>
        <ul className="grid gap-6 sm:gap-8 md:grid-cols-2" data-testid="project-grid">
          {projects.map((item, index) => (
            <li key={item.slug} data-reveal>
              <ProjectCard
                project={item}
                imageLoading={index === 0 ? "priority" : index < 2 ? "eager" : "lazy"}
                buttonRef={showcase.openerRef(index)}
                onOpen={() => showcase.open(index)}
                onIntent={showcase.preload}
              />
            </li>
          ))}
        </ul>
      </RevealGroup>
      {showcase.Dialog && project && (
        <showcase.Dialog
          key={project.slug}
          project={project}
          open={showcase.isOpen}
          onOpenChange={showcase.onOpenChange}
          onCloseAutoFocus={showcase.onCloseAutoFocus}
        />
      )}
    </>
  );
}
