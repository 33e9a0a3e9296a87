import { ArrowRight } from "lucide-react";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

type CaseStudyLinkProps = {
  slug: string;
  /**
   * Added to the link's name for screen readers where it stands among other projects' links (a
   * grid of cards); inside one project's own view the context already names it.
   */
  projectTitle?: string;
  className?: string;
};

/** 'Läs hela caset': the way from a project's card or overlay on to its case study page. */
export function CaseStudyLink({ slug, projectTitle, className }: CaseStudyLinkProps) {
  return (
    <a
      href={paths.caseStudy(slug)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-blue underline decoration-2 underline-offset-4 hover:text-brand-blue-dark",
        className,
      )}
    >
      {copy.readFullCase}
      {projectTitle && <span className="sr-only">{copy.readFullCaseContext(projectTitle)}</span>}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
