import { ArrowRight, BookOpen } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { caseStudyPageCopy } from "~/content/case-study-page";
import type { ShownProject } from "~/lib/references/page-data";
import { LiveSiteCard } from "./live-site-card";
import { TagList } from "./tag-list";
import { paths } from "~/lib/paths";
import { prefersReducedMotion } from "~/hooks/use-media-query";
import { useLazyDialog } from "~/hooks/use-lazy-dialog";

const loadCaseStudy = () => import("./case-study-modal").then((module) => module.CaseStudyModal);

type ShowcaseOverlayProps = {
  project: ShownProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The full-screen presentation of one project, with the way on to its case study or to us. */
export function ShowcaseOverlay({ project, open, onOpenChange, onCloseAutoFocus }: ShowcaseOverlayProps) {
  const navigate = useNavigate();
  const caseStudy = useLazyDialog(loadCaseStudy, "Case studyn kunde inte visas.");
  const { heroImage, showcase } = project;

  const contactUs = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpenChange(false);
    // The router would put the new page at its top; this path asks for its bottom instead.
    await navigate(paths.contact, { preventScrollReset: true });
    const toBottom = () =>
      window.scrollTo({
        top: document.documentElement.scrollHeight,
        behavior: prefersReducedMotion() ? "instant" : "smooth",
      });
    // Two frames: the contact page has committed and been laid out by then.
    requestAnimationFrame(() => requestAnimationFrame(toBottom));
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent variant="fullScreen" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="sticky top-0 z-10 border-b border-ink/8 bg-cream/90 backdrop-blur-md">
          <Container className="flex h-18 items-center justify-between gap-4">
            <p className="truncate text-sm font-semibold tracking-[0.16em] text-brand-pink-dark uppercase">
              {project.studio}
            </p>
            <ModalClose />
          </Container>
        </div>

        <Container className="flex-1 pt-10 pb-16 md:pt-14">
          <header className="max-w-3xl">
            <ModalTitle className="text-4xl font-extrabold sm:text-5xl md:text-6xl">
              {project.title}
            </ModalTitle>
            <p className="mt-4 text-sm font-medium text-ink-soft">{project.meta}</p>
            <ModalDescription className="mt-5 text-lg text-pretty text-ink-soft md:text-xl">
              {project.description}
            </ModalDescription>
            <TagList tags={project.tags} className="mt-6" />
            <Link
              to={paths.caseStudy(project.slug)}
              onClick={() => onOpenChange(false)}
              className="mt-6 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-blue underline decoration-2 underline-offset-4 hover:text-brand-blue-dark"
            >
              {caseStudyPageCopy.readFullCase}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </header>

          <img
            src={heroImage.src}
            width={heroImage.width}
            height={heroImage.height}
            alt={heroImage.alt}
            className="mt-10 h-auto w-full rounded-[1.75rem] bg-sand shadow-xl ring-1 shadow-ink/10 ring-ink/8 md:mt-14"
          />

          <div className="mt-12 grid gap-10 md:mt-16 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:gap-16">
            <div className="space-y-5 text-lg leading-relaxed text-pretty text-ink">
              {showcase.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="first:font-display first:text-2xl first:leading-snug first:font-semibold"
                >
                  {paragraph}
                </p>
              ))}
            </div>
            {project.link && (
              <LiveSiteCard
                as="aside"
                href={project.link}
                label={caseStudyPageCopy.showcaseLiveLabel}
                className="self-start"
              />
            )}
          </div>
        </Container>

        <div className="sticky bottom-0 border-t border-ink/8 bg-cream/95 backdrop-blur-md">
          <Container className="flex flex-col-reverse gap-3 py-4 sm:flex-row sm:items-center sm:justify-end">
            {project.caseStudy && (
              <button
                ref={caseStudy.openerRef()}
                type="button"
                aria-haspopup="dialog"
                onPointerEnter={caseStudy.preload}
                onFocus={caseStudy.preload}
                onClick={() => caseStudy.open()}
                className={buttonClasses({ variant: "outline", className: "text-brand-navy" })}
              >
                <BookOpen aria-hidden="true" className="size-5" />
                {caseStudyPageCopy.openDialog}
              </button>
            )}
            <Link to={paths.contact} onClick={(event) => void contactUs(event)} className={buttonClasses()}>
              {caseStudyPageCopy.contactUs}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Container>
        </div>

        {caseStudy.Dialog && (
          <caseStudy.Dialog
            project={project}
            open={caseStudy.isOpen}
            onOpenChange={caseStudy.onOpenChange}
            onCloseAutoFocus={caseStudy.onCloseAutoFocus}
          />
        )}
      </ModalContent>
    </Modal>
  );
}
