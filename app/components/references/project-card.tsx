import { ArrowUpRight } from "lucide-react";
import { IconBadge } from "~/ui/icon-badge";
import { dialogIds } from "~/lib/references/dialog-ids";
import { columnSizes } from "~/lib/picture-sizes";
import type { ShownProject } from "~/lib/references/page-data";
import { CardOpenButton } from "./card-open-button";
import { CaseStudyLink } from "./case-study-link";
import { OpenableCard } from "./openable-card";

/** The grid's columns (project-grid.tsx). */
const sizes = columnSizes([{ from: 768, count: 2, gap: 32 }]);

type ProjectCardProps = {
  project: ShownProject;
  /**
   * "priority" for the largest paint at every width (the first card), "eager" for the others in
   * the first screenful on wide screens, "lazy" for the rest.
   */
  imageLoading: "priority" | "eager" | "lazy";
};

/**
 * A project in the grid. The title's <button> stretches over the whole card, so the card is
 * one click target and one tab stop with a real button's Enter and Space, while the heading
 * and the image stay plain content for crawlers and screen readers. It opens the project's
 * showcase overlay.
 */
export function ProjectCard({ project, imageLoading }: ProjectCardProps) {
  const { cardImage } = project;
  return (
    <OpenableCard
      className="rounded-[1.75rem] shadow-sm hover:shadow-xl"
      picture={{
        image: cardImage,
        sizes,
        loading: imageLoading === "lazy" ? "lazy" : "eager",
        fetchPriority: imageLoading === "priority" ? "high" : "auto",
      }}
    >
      <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1.5 text-xs font-bold tracking-[0.16em] text-brand-pink-dark shadow-sm">
        {project.badge}
      </span>
      <div className="flex flex-1 items-start justify-between gap-5 p-6 sm:p-7">
        <div>
          <h3 className="text-2xl font-bold sm:text-[1.7rem]">
            <CardOpenButton dialogId={dialogIds.showcase(project.slug)}>{project.title}</CardOpenButton>
          </h3>
          <p className="mt-2 text-ink-soft">{project.summary}</p>
          {project.headline && (
            <p data-testid="card-result" className="mt-3 text-ink-soft">
              <span className="font-display text-xl font-extrabold text-brand-pink-dark">
                {project.headline.value}
              </span>{" "}
              {project.headline.label}
            </p>
          )}
          {/* Above the button that stretches over the card, so it is a target of its own. */}
          <CaseStudyLink slug={project.slug} projectTitle={project.title} className="relative z-10 mt-4" />
        </div>
        <IconBadge
          icon={ArrowUpRight}
          className="mt-1 size-11 shrink-0 bg-brand-pink-soft text-brand-pink-dark transition-colors duration-300 group-hover:bg-brand-pink-dark group-hover:text-white"
        />
      </div>
    </OpenableCard>
  );
}
