import { RevealGroup } from "~/components/ui/reveal-group";
import type { ShownProject } from "~/lib/references/page-data";
import { ProjectCard } from "./project-card";

export function ProjectGrid({ projects }: { projects: ShownProject[] }) {

  return (
    <>
      <RevealGroup>
        <ul className="grid gap-6 sm:gap-8 md:grid-cols-2" data-testid="project-grid">
          {projects.map((item, index) => (
            <li key={item.slug} data-reveal>
              <ProjectCard
                project={item}
                imageLoading={index === 0 ? "priority" : index < 2 ? "eager" : "lazy"}
                buttonRef={null}
                onOpen={() => undefined}
                onIntent={() => undefined}
              />
            </li>
          ))}
        </ul>
      </RevealGroup>
    </>
  );
}
