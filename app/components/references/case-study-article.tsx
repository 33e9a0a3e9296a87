import { ArrowLeft, ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Container } from "~/ui/container";
import { Picture } from "~/ui/picture";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import type { ShownProject } from "~/lib/references/page-data";
import { caseStudyCrumbs } from "~/lib/seo/case-study";
import { ClientQuote } from "./client-quote";
import { LiveSiteCard } from "./live-site-card";
import { NextCaseCard } from "./next-case-card";
import { ProjectFacts } from "./project-facts";
import { TagList } from "~/ui/tag-list";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { columnSizes } from "~/lib/picture-sizes";
import { Eyebrow } from "~/ui/eyebrow";

const fullWidth = columnSizes([]);
const paired = columnSizes([{ from: 768, count: 2, gap: 24 }]);

/** A case study as a page of its own: everything the overlay and the modal show, readable without script. */
export function CaseStudyArticle({ project, next }: { project: ShownProject; next?: ShownProject }) {
  const { caseStudy, heroImage } = project;
  // Who the client is comes first; the challenge, the solution and the result carry the detail.
  const parts = [
    { id: "about-project", title: copy.aboutTitle, text: project.about },
    { id: "challenge", title: copy.challenge, text: caseStudy?.challenge },
    { id: "solution", title: copy.solution, text: caseStudy?.solution },
    { id: "result", title: copy.result, text: caseStudy?.result },
  ].filter((part) => part.text);
  const figures = caseStudy?.figures ?? [];
  const crumbs = [{ name: copy.home, path: paths.home }, ...caseStudyCrumbs(project)];
  const pictures = [...(caseStudy?.mockup ? [caseStudy.mockup] : []), ...(caseStudy?.images ?? [])];
  // The mockup has a row of its own; the screenshots after it stand two by two from 768 px.
  const firstPaired = caseStudy?.mockup ? 1 : 0;

  return (
    <article className="pt-8 pb-16 md:pt-12 md:pb-24">
      <Container>
        <nav aria-label={copy.breadcrumbLabel}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
            {crumbs.map((crumb, index) =>
              index < crumbs.length - 1 ? (
                <Fragment key={crumb.path}>
                  <li>
                    <a
                      href={crumb.path}
                      className="rounded-sm underline-offset-4 hover:text-ink hover:underline"
                    >
                      {crumb.name}
                    </a>
                  </li>
                  <li aria-hidden="true">
                    <ChevronRight className="size-4" />
                  </li>
                </Fragment>
              ) : (
                <li key={crumb.path}>
                  <span aria-current="page" className="font-semibold text-ink">
                    {crumb.name}
                  </span>
                </li>
              ),
            )}
          </ol>
        </nav>

        <header className="mt-8 max-w-3xl md:mt-10">
          <Eyebrow>
            {copy.eyebrow} · {project.studio.replace(/^.*·\s*/, "")}
          </Eyebrow>
          <h1 className="mt-3 text-4xl leading-[1.05] font-extrabold sm:text-5xl md:text-6xl">
            {project.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-ink-soft">{project.meta}</p>
          <p className="mt-5 text-lg text-pretty text-ink-soft md:text-xl">{project.description}</p>
          <TagList tags={project.tags} className="mt-6" />
        </header>

        {/* The page's largest paint: fetched first. */}
        <Picture
          image={heroImage}
          sizes={fullWidth}
          loading="eager"
          fetchPriority="high"
          className="mt-10 h-auto w-full rounded-[1.75rem] bg-sand shadow-xl ring-1 shadow-ink/10 ring-ink/8 md:mt-14"
        />

        {figures.length > 0 && (
          <section aria-labelledby="figures-title" className="mt-12 md:mt-16">
            <h2 id="figures-title" className="sr-only">
              {copy.figuresTitle}
            </h2>
            {/* auto-fit drops the tracks no figure fills, so one, two or three figures share the row. */}
            <dl
              data-testid="case-figures"
              className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]"
            >
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col rounded-3xl bg-brand-navy p-6 text-white sm:p-8"
                >
                  <dt className="mt-2 text-lg text-white">{figure.label}</dt>
                  <dd className="order-first font-display text-4xl font-extrabold text-brand-pink-soft sm:text-5xl">
                    {figure.value}
                  </dd>
                  <dd className="mt-4 border-t border-white/20 pt-4 text-sm leading-relaxed text-white/85">
                    {figure.measuredBy}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <div className="mt-12 grid gap-10 md:mt-16 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
          <div className="space-y-10">
            {parts.map((part) => (
              <section key={part.id} aria-labelledby={`${part.id}-title`}>
                <h2 id={`${part.id}-title`} className="text-2xl font-extrabold text-ink sm:text-3xl">
                  {part.title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-pretty text-ink">{part.text}</p>
              </section>
            ))}
            {caseStudy && <ClientQuote quote={caseStudy.quote} />}
          </div>
          {/* Sticks below the fixed header while the story scrolls, so the column is never an empty strip. */}
          <aside className="flex flex-col gap-4 self-start md:sticky md:top-28">
            {caseStudy && <ProjectFacts project={project} caseStudy={caseStudy} />}
            {project.link && <LiveSiteCard href={project.link} label={copy.liveLabel} />}
          </aside>
        </div>

        {pictures.length > 0 && (
          <section aria-labelledby="pictures-title" className="mt-16 md:mt-20">
            <h2 id="pictures-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
              {copy.picturesTitle}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {pictures.map((picture, index) => (
                <li
                  key={picture.src}
                  className={cn(
                    index < firstPaired && "md:col-span-2",
                    // An odd last image is centred under the pair above, as on the home page's case strip.
                    index === pictures.length - 1 &&
                      (index - firstPaired) % 2 === 0 &&
                      "md:col-span-2 md:w-[calc(50%-0.75rem)] md:justify-self-center",
                  )}
                >
                  <Picture
                    image={picture}
                    sizes={index < firstPaired ? fullWidth : paired}
                    className="h-auto w-full rounded-2xl bg-sand ring-1 ring-ink/8"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        {/* Last, after the pictures: read or tabbed through, the page is done before it leads away. */}
        {next && <NextCaseCard project={next} />}
        <a
          href={paths.references}
          className="mt-12 inline-flex items-center gap-2 rounded-sm font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark md:mt-16"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToReferences}
        </a>
      </Container>
    </article>
  );
}
