import useEmblaCarousel from "embla-carousel-react";
import { FileQuestion } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type Ref } from "react";
import { flushSync } from "react-dom";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { arrowStep } from "~/lib/references/arrow-step";
import type { ShownCaseStudy, ShownProject } from "~/lib/references/page-data";
import { REDUCED_MOTION, useMediaQuery } from "~/hooks/use-media-query";
import { CaseStudyGallery } from "./case-study-gallery";
import { CaseStudySplash } from "./case-study-splash";
import { EnlargedImage } from "./enlarged-image";
import { TagList } from "./tag-list";

type CaseStudyModalProps = {
  /** Null shows the empty state. */
  project: ShownProject | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** A project's case study: challenge, solution and result, with its pictures. */
export function CaseStudyModal({ project, open, onOpenChange, onCloseAutoFocus }: CaseStudyModalProps) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);

  const leaveEnlarged = () => {
    if (enlarged === null) return;
    // Commit first: the thumbnail is inert until the enlarged view is gone.
    flushSync(() => setEnlarged(null));
    slides.current[enlarged]?.focus();
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        variant="centred"
        className="max-w-[960px]"
        aria-describedby={project?.caseStudy ? undefined : "case-study-empty"}
        onCloseAutoFocus={onCloseAutoFocus}
        // While an image is enlarged, Escape and clicks only leave the enlarged view.
        onEscapeKeyDown={(event) => {
          if (enlarged === null) return;
          event.preventDefault();
          leaveEnlarged();
        }}
        onInteractOutside={(event) => {
          if (enlarged !== null) event.preventDefault();
        }}
      >
        {project?.caseStudy ? (
          <CaseStudy
            project={project}
            caseStudy={project.caseStudy}
            enlarged={enlarged}
            onEnlarge={setEnlarged}
            onLeaveEnlarged={leaveEnlarged}
            slideRef={(index) => (button) => {
              slides.current[index] = button;
            }}
          />
        ) : (
          <div className="flex flex-col items-center gap-4 px-6 py-14 text-center sm:px-12">
            <span className="grid size-14 place-items-center rounded-full bg-brand-blue-soft text-brand-blue">
              <FileQuestion aria-hidden="true" className="size-7" />
            </span>
            <ModalTitle className="text-2xl font-bold">{copy.emptyTitle}</ModalTitle>
            <ModalDescription id="case-study-empty" className="text-ink-soft">
              {copy.emptyDescription}
            </ModalDescription>
            <ModalClose className="mt-4" />
          </div>
        )}
      </ModalContent>
    </Modal>
  );
}

type CaseStudyProps = {
  project: ShownProject;
  caseStudy: ShownCaseStudy;
  enlarged: number | null;
  onEnlarge: (index: number) => void;
  onLeaveEnlarged: () => void;
  slideRef: (index: number) => Ref<HTMLButtonElement>;
};

function CaseStudy({ project, caseStudy, enlarged, onEnlarge, onLeaveEnlarged, slideRef }: CaseStudyProps) {
  const [viewportRef, carousel] = useEmblaCarousel({ align: "start", dragThreshold: 10, duration: 25 });
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const { images, mockup } = caseStudy;
  const columns = [
    { title: copy.challenge, text: caseStudy.challenge },
    { title: copy.solution, text: caseStudy.solution },
    { title: copy.result, text: caseStudy.result },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (enlarged !== null) {
      const to = arrowStep(event.key, enlarged, images.length);
      if (to === null) return;
      event.preventDefault();
      onEnlarge(to);
      return;
    }
    if (!carousel) return;
    const to = arrowStep(event.key, carousel.selectedScrollSnap(), carousel.scrollSnapList().length);
    if (to === null) return;
    event.preventDefault();
    carousel.scrollTo(to, reducedMotion);
  };

  return (
    // Arrow keys move between the images wherever the focus is in the case study.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <div inert={enlarged !== null}>
        <div className="relative">
          <CaseStudySplash title={project.title} image={project.heroImage} video={caseStudy.video} />
          <ModalClose className="absolute top-4 right-4 shadow-md" />
        </div>
        <div className="px-5 pt-8 pb-10 sm:px-10 sm:pt-10 sm:pb-12">
          <p
            aria-hidden="true"
            className="text-sm font-semibold tracking-[0.2em] text-brand-pink-dark uppercase"
          >
            {copy.dialogEyebrow}
          </p>
          <ModalTitle className="mt-2 text-3xl font-extrabold sm:text-4xl">
            <span className="sr-only">{copy.dialogTitlePrefix}</span>
            {project.title}
          </ModalTitle>
          <TagList tags={project.tags} tone="blue" className="mt-4" />

          <dl className="mt-8 grid gap-4 sm:gap-6 lg:grid-cols-3 lg:gap-8">
            {columns.map(({ title, text }) => (
              <div key={title} className="rounded-2xl bg-white p-5 ring-1 ring-ink/8 sm:p-6">
                <dt className="font-display text-lg font-bold text-brand-blue-dark">{title}</dt>
                <dd className="mt-2 leading-relaxed text-pretty text-ink-soft">
                  {text ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{copy.notDescribed}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>

          {mockup && (
            <figure className="mt-12">
              <img
                src={mockup.src}
                width={mockup.width}
                height={mockup.height}
                alt={mockup.alt}
                loading="lazy"
                className="h-auto w-full rounded-2xl bg-sand"
              />
            </figure>
          )}

          {images.length > 0 && (
            <CaseStudyGallery
              images={images}
              viewportRef={viewportRef}
              carousel={carousel}
              instant={reducedMotion}
              slideRef={slideRef}
              onEnlarge={onEnlarge}
            />
          )}
        </div>
      </div>
      {enlarged !== null && (
        <EnlargedImage images={images} index={enlarged} onIndexChange={onEnlarge} onClose={onLeaveEnlarged} />
      )}
    </div>
  );
}
