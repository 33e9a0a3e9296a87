import { ArrowRight } from "lucide-react";
import { Picture } from "~/ui/picture";
import { nextCaseCopy as copy } from "~/content/projects";
import { paths } from "~/lib/paths";
import type { ShownProject } from "~/lib/references/page-data";

/**
 * The end of a case study: the next case as one card, its picture, result and title, the whole
 * card one link (the title's box stretches over it).
 */
export function NextCaseCard({ project }: { project: ShownProject }) {
  const figure = project.headline;
  return (
    <aside
      aria-labelledby="next-case-title"
      className="group relative mt-12 grid overflow-hidden rounded-[1.75rem] bg-white shadow-sm ring-1 ring-ink/8 transition-shadow hover:shadow-xl hover:shadow-ink/10 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-blue sm:grid-cols-[2fr_3fr] md:mt-16"
    >
      <Picture
        image={project.cardImage}
        sizes="(min-width: 1152px) 430px, (min-width: 640px) 40vw, 100vw"
        className="aspect-4/3 h-full w-full bg-sand object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <p className="text-xs font-bold tracking-[0.16em] text-brand-pink-dark uppercase">{copy.eyebrow}</p>
        <h2 id="next-case-title" className="mt-2 text-2xl font-extrabold sm:text-3xl">
          <a
            href={paths.caseStudy(project.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.title}
          </a>
        </h2>
        <p className="mt-2 text-ink-soft">{project.summary}</p>
        {figure && (
          <p className="mt-3 text-ink-soft">
            <span className="font-display text-xl font-extrabold text-brand-pink-dark">{figure.value}</span>{" "}
            {figure.label}
          </p>
        )}
        <ArrowRight
          aria-hidden="true"
          className="mt-4 size-6 text-brand-blue transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
        />
      </div>
    </aside>
  );
}
