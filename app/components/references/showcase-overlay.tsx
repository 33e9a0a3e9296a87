import { BookOpen } from "lucide-react";
import { Picture } from "~/ui/picture";
import { buttonClasses } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { Modal, ModalClose } from "~/widgets/modal/modal";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { anchors, paths, withAnchor } from "~/lib/paths";
import { columnSizes } from "~/lib/picture-sizes";
import { dialogIds } from "~/lib/references/dialog-ids";
import type { ShownProject } from "~/lib/references/page-data";
import { CaseStudyLink } from "./case-study-link";
import { LiveSiteCard } from "./live-site-card";
import { TagList } from "~/ui/tag-list";
import { OnwardLink } from "~/ui/onward-link";

/*
 * The bars stick to the top and bottom only on a screen tall enough to leave room between them
 * (in rem, so enlarged text counts too); the scroll padding keeps a focused control clear of them.
 */
const stickyTop = "[@media(min-height:30rem)]:sticky top-0 z-10";
const stickyBottom = "[@media(min-height:30rem)]:sticky bottom-0";

/**
 * The full-screen presentation of one project, opened by its card, with the way on to its case
 * study (dialog and page) or to us. 'Kontakta oss' is a link to the contact page's end, which the
 * browser scrolls to by itself.
 */
export function ShowcaseOverlay({ project }: { project: ShownProject }) {
  const id = dialogIds.showcase(project.slug);
  const { heroImage, about } = project;

  return (
    <Modal
      id={id}
      variant="fullScreen"
      // It scrolls; its controls are the tab stops, not the dialog itself.
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="scroll-pt-28 scroll-pb-44 flex-col overflow-y-auto open:flex sm:scroll-pb-28"
    >
      <div className={`${stickyTop} border-b border-ink/8 bg-cream/90 backdrop-blur-md`}>
        <Container className="flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 max-[24em]:px-3">
          {/* Wraps between words, never mid-word or cut short; 'Stäng' moves below it when there is no room. */}
          <p className="flex-1 text-sm font-semibold tracking-[0.16em] [overflow-wrap:break-word] text-brand-pink-dark uppercase">
            {project.studio}
          </p>
          <ModalClose dialogId={id} className="ml-auto" />
        </Container>
      </div>

      {/* max-[24em]: a screen narrow for its text (a small phone, or 390 px with text at 200 %):
          narrower margins and a smaller title, so words keep whole lines. */}
      <Container className="flex-1 pt-10 pb-16 max-[24em]:px-3 md:pt-14">
        <header className="max-w-3xl">
          <h2
            id={`${id}-title`}
            className="text-4xl font-extrabold max-[24em]:text-2xl sm:text-5xl md:text-6xl"
          >
            {project.title}
          </h2>
          <p className="mt-4 text-sm font-medium text-ink-soft">{project.meta}</p>
          <p
            id={`${id}-description`}
            className="mt-5 text-lg text-pretty text-ink-soft max-[24em]:text-base md:text-xl"
          >
            {project.description}
          </p>
          <TagList tags={project.tags} className="mt-6" />
          <CaseStudyLink slug={project.slug} className="mt-6" />
        </header>

        <Picture
          image={heroImage}
          sizes={columnSizes([])}
          className="mt-10 h-auto w-full rounded-[1.75rem] bg-sand shadow-xl ring-1 shadow-ink/10 ring-ink/8 md:mt-14"
        />

        <div className="mt-12 grid gap-10 md:mt-16 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:gap-16">
          <div>
            {about && (
              <p className="font-display text-2xl leading-snug font-semibold text-pretty text-ink max-[24em]:text-xl">
                {about}
              </p>
            )}
          </div>
          {project.link && (
            <LiveSiteCard
              as="aside"
              href={project.link}
              label={copy.showcaseLiveLabel}
              className="self-start"
            />
          )}
        </div>
      </Container>

      {/* Tab order is the visual order at every width: one column below 640 px, one row above. */}
      <div className={`${stickyBottom} border-t border-ink/8 bg-cream/95 backdrop-blur-md`}>
        <Container className="flex flex-col gap-3 py-4 max-[24em]:px-3 sm:flex-row sm:items-center sm:justify-end">
          <button
            type="button"
            command="show-modal"
            commandfor={dialogIds.caseStudy(project.slug)}
            aria-haspopup="dialog"
            className={buttonClasses({ variant: "outline", className: "text-brand-navy max-[24em]:px-4" })}
          >
            <BookOpen aria-hidden="true" className="size-5" />
            {copy.openDialog}
          </button>
          <OnwardLink href={withAnchor(paths.contact, anchors.pageEnd)} className="max-[24em]:px-4">
            {copy.contactUs}
          </OnwardLink>
        </Container>
      </div>
    </Modal>
  );
}
