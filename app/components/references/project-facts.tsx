import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import type { ShownCaseStudy, ShownProject } from "~/lib/references/page-data";

/** Client, package, timeline and scope at a glance, beside the story. */
export function ProjectFacts({ project, caseStudy }: { project: ShownProject; caseStudy: ShownCaseStudy }) {
  const facts = [
    { term: copy.client, value: project.title },
    { term: copy.package, value: caseStudy.packageTitle },
    { term: copy.timeline, value: caseStudy.timeline },
  ];
  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-ink/8">
      <h2 className="text-sm font-semibold tracking-[0.16em] text-ink-soft uppercase">{copy.factsTitle}</h2>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-sm font-semibold text-ink-soft">{fact.term}</dt>
            <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{copy.scope}</dt>
          <dd>
            <ul className="mt-1.5 list-disc space-y-1.5 pl-5 text-ink marker:text-brand-pink-dark">
              {caseStudy.scope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}
