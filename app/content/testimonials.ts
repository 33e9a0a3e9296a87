import { paths } from "~/lib/paths";
import { projectsBySlug, type ShownProject } from "~/lib/references/page-data";
import type { Testimonial } from "./types";

// The quotes themselves are in app/content/data/testimonials.yaml.
export const testimonialsHeading = "Vad våra kunder säger";

export const testimonialsSubtitle = "Läs om deras upplevelser av att arbeta med oss";

export type QuoteWithCase = Testimonial & { caseLink?: { href: string; label: string } };

/** Each quote with a link to the case study it is about; a slug with no case page stops the build. */
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
        }
      : testimonial;
  });
}
