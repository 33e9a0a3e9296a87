import { FileQuestion } from "lucide-react";
import { Modal, ModalClose } from "~/widgets/modal/modal";
import { Picture } from "~/ui/picture";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { dialogIds } from "~/lib/references/dialog-ids";
import type { ShownCaseStudy, ShownProject } from "~/lib/references/page-data";
import { CaseStudyGallery } from "~/widgets/case-study-gallery/case-study-gallery";
import { CaseStudySplash } from "~/widgets/case-study-splash/case-study-splash";
import { EnlargedImage } from "~/widgets/enlarged-image/enlarged-image";
import { TagList } from "~/ui/tag-list";
import { Eyebrow } from "~/ui/eyebrow";

/**
 * A project's case study in a dialog over its showcase: challenge, solution and result, with its
 * pictures; or, for a project without one, the empty state. It closes with its button, Escape or
 * a click beside it; while an image is enlarged the enlarged view is the dialog on top, so those
 * leave only the enlarged view. The enlarged images are dialogs of their own, after this one.
 */
export function CaseStudyModal({ project }: { project: ShownProject }) {
  const id = dialogIds.caseStudy(project.slug);
  const { caseStudy } = project;
  return (
    <>
      <Modal
        id={id}
        variant="centred"
        data-testid="case-study"
        aria-labelledby={`${id}-title`}
        aria-describedby={caseStudy ? undefined : `${id}-empty`}
      >
        {caseStudy ? (
          <CaseStudy id={id} project={project} caseStudy={caseStudy} />
        ) : (
          <div className="flex flex-col items-center gap-4 px-6 py-14 text-center sm:px-12">
            <span className="grid size-14 place-items-center rounded-full bg-brand-blue-soft text-brand-blue">
              <FileQuestion aria-hidden="true" className="size-7" />
            </span>
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              {copy.emptyTitle}
            </h2>
            <p id={`${id}-empty`} className="text-ink-soft">
              {copy.emptyDescription}
            </p>
            <ModalClose dialogId={id} className="mt-4" />
          </div>
        )}
      </Modal>
      {caseStudy?.images.map((image, index) => (
        <EnlargedImage key={image.src} slug={project.slug} images={caseStudy.images} index={index} />
      ))}
    </>
  );
}

const caseParts = ["challenge", "solution", "result"] as const;

function CaseStudy({
  id,
  project,
  caseStudy,
}: {
  id: string;
  project: ShownProject;
  caseStudy: ShownCaseStudy;
}) {
  const { images, mockup } = caseStudy;
  // The case's three parts, each under the heading of the same name.
  const columns = caseParts.map((part) => ({ title: copy[part], text: caseStudy[part] }));

  return (
    <>
      <div className="relative">
        <CaseStudySplash title={project.title} image={project.heroImage} video={caseStudy.video} />
        <ModalClose dialogId={id} className="absolute top-4 right-4 shadow-md focus-ring-duo" />
      </div>
      {/* max-[24em]: a screen narrow for its text (390 px with text at 200 %): narrower margins
          and a smaller title, so words keep whole lines. */}
      <div className="px-5 pt-8 pb-10 max-[24em]:px-3 sm:px-10 sm:pt-10 sm:pb-12">
        <Eyebrow aria-hidden="true" lang="en">
          {copy.dialogEyebrow}
        </Eyebrow>
        <h2 id={`${id}-title`} className="mt-2 text-3xl font-extrabold max-[24em]:text-2xl sm:text-4xl">
          <span lang="en" className="sr-only">
            {copy.dialogTitlePrefix}
          </span>
          {project.title}
        </h2>
        <TagList tags={project.tags} tone="blue" className="mt-4" />

        <dl className="mt-8 grid gap-4 sm:gap-6 lg:grid-cols-3 lg:gap-8">
          {columns.map(({ title, text }) => (
            <div
              key={title}
              className="rounded-2xl bg-white p-5 ring-1 ring-ink/8 max-[24em]:rounded-none max-[24em]:bg-transparent max-[24em]:p-0 max-[24em]:ring-0 sm:p-6"
            >
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
            <Picture
              image={mockup}
              sizes="(min-width: 1008px) 880px, calc(100vw - 128px)"
              className="h-auto w-full rounded-2xl bg-sand"
            />
          </figure>
        )}

        {images.length > 0 && <CaseStudyGallery slug={project.slug} images={images} />}
      </div>
    </>
  );
}
