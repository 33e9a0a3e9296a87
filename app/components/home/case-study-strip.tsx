import { ArrowRight } from "lucide-react";
import { Picture } from "~/ui/picture";
import { Section } from "~/ui/section";
import { homeCases as copy } from "~/content/projects";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { columnSizes } from "~/lib/picture-sizes";
import type { ShownProject } from "~/lib/references/page-data";

const sizes = columnSizes([
  { from: 768, count: 2, gap: 24 },
  { from: 1024, count: 3, gap: 24 },
]);

/**
 * A few case studies as cards, each linking to its page: the measured result, the client's own
 * words and the way to the whole case. In two columns (768–1023 px) an odd
 * count lets the first card take the whole first row, its picture beside its text, so no card is
 * left alone on a row. The title's link stretches over the card, so the whole card is one target
 * and one tab stop.
 */
export function CaseStudyStrip({ projects }: { projects: ShownProject[] }) {
  return (
    <Section
      headingId="home-cases-title"
      eyebrow={copy.eyebrow}
      title={copy.title}
      subtitle={copy.subtitle}
      className="bg-sand/60 py-20 md:py-24"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => {
          const figure = project.headline;
          const quote = project.caseStudy?.quote;
          const wide = index === 0 && projects.length % 2 === 1;
          return (
            <li
              key={project.slug}
              className={cn(
                "group relative flex flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-sm ring-1 ring-ink/8 transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-ink/10 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-blue motion-reduce:hover:translate-y-0",
                wide && "md:max-lg:col-span-2 md:max-lg:flex-row",
              )}
            >
              <Picture
                image={project.cardImage}
                sizes={sizes}
                className={cn(
                  "aspect-4/3 w-full border-b border-ink/8 bg-sand object-cover",
                  wide && "md:max-lg:w-1/2 md:max-lg:shrink-0 md:max-lg:border-r md:max-lg:border-b-0",
                )}
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-bold tracking-[0.16em] text-brand-pink-dark">{project.badge}</p>
                <h3 className="mt-2 text-2xl font-bold">
                  {/* The link's box covers the card; its focus ring is drawn on the card (has-[…] above). */}
                  <a
                    href={paths.caseStudy(project.slug)}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {project.title}
                  </a>
                </h3>
                {figure && (
                  <p className="mt-3 text-ink-soft">
                    <span className="font-display text-2xl font-extrabold text-brand-pink-dark">
                      {figure.value}
                    </span>{" "}
                    {figure.label}
                  </p>
                )}
                {quote && (
                  <figure data-testid="case-quote" className="mt-5 border-l-3 border-brand-pink/60 pl-4">
                    <blockquote className="text-pretty text-ink">
                      <p>”{quote.text}”</p>
                    </blockquote>
                    <figcaption className="mt-2 text-sm text-ink-soft">
                      <span className="font-semibold text-ink">{quote.name}</span>, {quote.role}
                    </figcaption>
                  </figure>
                )}
                <p
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-blue group-hover:text-brand-blue-dark"
                >
                  {copy.readCase}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0" />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={paths.references}
          className="inline-flex items-center gap-2 rounded-sm font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark"
        >
          {copy.allReferences}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </Section>
  );
}
