import { lazy, Suspense, useRef, useState } from "react";
import { RevealGroup } from "~/components/ui/reveal-group";
import type { ShownProject } from "~/lib/references/page-data";
import { ProjectCard } from "./project-card";

// The overlay (and the case study inside it) is fetched on first use; hovering or focusing a
// card starts the download early so the click rarely waits.
const loadShowcase = () => import("./showcase-overlay");
const ShowcaseOverlay = lazy(() => loadShowcase().then((module) => ({ default: module.ShowcaseOverlay })));

export function ProjectGrid({ projects }: { projects: ShownProject[] }) {
  const [selected, setSelected] = useState<{ index: number; open: boolean } | null>(null);
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const project = selected && projects[selected.index];

  return (
    <>
      <RevealGroup>
        <ul className="grid gap-6 sm:gap-8 md:grid-cols-2" data-testid="project-grid">
          {projects.map((item, index) => (
            <li key={item.slug} data-reveal>
              <ProjectCard
                project={item}
                imageLoading={index === 0 ? "priority" : index < 2 ? "eager" : "lazy"}
                buttonRef={(button) => {
                  cardButtons.current[index] = button;
                }}
                onOpen={() => setSelected({ index, open: true })}
                onIntent={() => void loadShowcase()}
              />
            </li>
          ))}
        </ul>
      </RevealGroup>
      {selected && project && (
        <Suspense fallback={null}>
          <ShowcaseOverlay
            key={project.slug}
            project={project}
            open={selected.open}
            onOpenChange={(open) => setSelected({ ...selected, open })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              cardButtons.current[selected.index]?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
