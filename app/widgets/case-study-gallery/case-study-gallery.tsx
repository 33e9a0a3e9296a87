import { ZoomIn } from "lucide-react";
import { IconBadge } from "~/ui/icon-badge";
import { Picture } from "~/ui/picture";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { dialogIds } from "~/lib/references/dialog-ids";
import type { ImageAsset } from "~/lib/references/page-data";
import { StepButtons } from "~/ui/step-buttons";
import * as hooks from "./hooks";

/**
 * The case study's screenshots in a row that snaps image by image when swiped or scrolled;
 * case-study-gallery.behaviour.ts adds the buttons and the arrow keys. Each image opens its
 * enlarged view.
 */
export function CaseStudyGallery({ slug, images }: { slug: string; images: ImageAsset[] }) {
  const titleId = `${dialogIds.caseStudy(slug)}-gallery`;
  return (
    <section
      aria-labelledby={titleId}
      aria-roledescription={copy.carousel}
      {...hooks.gallery.on()}
      className="mt-12"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={titleId} className="text-xl font-bold sm:text-2xl">
            {copy.picturesTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{copy.galleryHint}</p>
        </div>
        <StepButtons
          hook={hooks.step}
          canPrevious={false}
          canNext={images.length > 1}
          previousLabel={copy.previousImages}
          nextLabel={copy.nextImages}
        />
      </div>
      {/*
        Bleeds to the panel's edges so the next image peeks in as a cue to swipe. The room around the
        images is the list's own, so the row can scroll to its end padding and focus rings show; the
        last image snaps to that end.
      */}
      <div
        {...hooks.track.on()}
        className="-mx-5 mt-3 snap-x snap-mandatory scroll-px-5 [scrollbar-width:none] overflow-x-auto overscroll-x-contain max-[24em]:-mx-3 max-[24em]:scroll-px-3 sm:-mx-10 sm:scroll-px-10"
      >
        {/* max-[24em]: the panel's narrower margins where the screen is narrow for its text. */}
        <ul className="flex w-max gap-4 px-5 py-2 max-[24em]:px-3 sm:px-10">
          {images.map((image, index) => (
            <li
              key={image.src}
              {...hooks.slide.on()}
              className="min-w-0 shrink-0 grow-0 basis-[85vw] snap-start last:snap-end md:basis-[55vw] lg:basis-[33vw]"
            >
              <button
                type="button"
                command="show-modal"
                commandfor={dialogIds.enlarged(slug, index)}
                aria-haspopup="dialog"
                aria-label={copy.enlarge(index + 1, images.length, image.alt)}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-sand ring-1 ring-ink/8"
              >
                {/* Empty alt: the button's label already carries the image's description. */}
                <Picture
                  image={image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 55vw, 85vw"
                  alt=""
                  className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
                />
                <IconBadge
                  icon={ZoomIn}
                  className="absolute right-3 bottom-3 size-10 bg-white/90 text-ink shadow-sm transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
