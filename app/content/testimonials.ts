import { paths } from "~/lib/paths";
import { projectsBySlug, type ShownProject } from "~/lib/references/page-data";
import type { Testimonial } from "./types";

// The quotes themselves are in app/content/data/testimonials.yaml.
export const testimonialsHeading = "Vad våra kunder säger";

export const testimonialsSubtitle = "Läs om deras upplevelser av att arbeta med oss";

export type QuoteWithCase = Testimonial & {
  caseLink?: { href: string; label: string };
  /** The case's measured result, beside the way to it. */
  metric?: { value: string; label: string };
};

/** Each quote with the case study it is about: its measured result and a link to it. */
export function quotesWithCases(
  testimonials: readonly Testimonial[],
  projects: ShownProject[],
): QuoteWithCase[] {
  return testimonials.map((testimonial) => {
    if (!testimonial.caseStudy) return testimonial;
    const [project] = projectsBySlug(projects, [testimonial.caseStudy]);
    return project
      ? {
          ...testimonial,
          caseLink: { href: paths.caseStudy(project.slug), label: `Läs caset: ${project.title}` },
          metric: project.headline,
        }
      : testimonial;
  });
}
