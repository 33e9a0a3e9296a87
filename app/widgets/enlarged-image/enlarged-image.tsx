import { X } from "lucide-react";
import { Picture } from "~/ui/picture";
import { buttonClasses } from "~/ui/button-styles";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { dialogIds } from "~/lib/references/dialog-ids";
import type { ImageAsset } from "~/lib/references/page-data";
import { DialogRowSteps } from "~/widgets/dialog-row/dialog-row-steps";
import * as dialogRowHooks from "~/widgets/dialog-row/hooks";
import * as modalHooks from "~/widgets/modal/hooks";
import * as enlargedImageHooks from "./hooks";

type EnlargedImageProps = { slug: string; images: ImageAsset[]; index: number };

/**
 * One case-study image at full size: a dialog over the case study, which is inert meanwhile, so
 * Escape, the close button or a click beside the image leave only this view. The images of a case
 * study form a row (dialog-row.behaviour.ts): previous/next and the arrow keys step through them,
 * and leaving returns focus to the current image in the case study's row (the click beside:
 * enlarged-image.behaviour.ts).
 */
export function EnlargedImage({ slug, images, index }: EnlargedImageProps) {
  const id = dialogIds.enlarged(slug, index);
  const image = images[index];
  if (!image) return null;
  return (
    <dialog
      id={id}
      tabIndex={-1}
      {...dialogRowHooks.row.on(dialogIds.caseStudy(slug))}
      {...dialogRowHooks.returnFocus.on("invoker")}
      {...enlargedImageHooks.view.on()}
      {...modalHooks.coversPage.on()}
      data-testid="enlarged-image"
      aria-label={copy.enlarged(index + 1, images.length)}
      className="surface-dark m-0 size-full max-h-none max-w-none cursor-zoom-out flex-col overflow-y-auto overscroll-contain bg-ink/95 p-0 text-white backdrop-blur-md outline-none backdrop:bg-transparent open:flex open:animate-[fade-up_0.2s_ease-out] data-stepped:animate-none"
    >
      {/* With enlarged text the close button goes under the counter rather than past the screen's
          edge, and on a narrow screen its padding and the bar's shrink so "förstoringen" keeps one line. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4 max-[24em]:px-2 sm:px-6">
        <p className="text-sm font-semibold whitespace-nowrap text-white/80">
          {copy.imageCounter(index + 1, images.length)}
        </p>
        <button
          type="button"
          command="close"
          commandfor={id}
          className={buttonClasses({ variant: "light", size: "sm", className: "ml-auto max-[24em]:px-3" })}
        >
          <X aria-hidden="true" className="size-5 shrink-0" />
          {copy.closeEnlarged}
        </button>
      </div>
      {/* The image is capped by the screen's height less the counter, caption and step buttons
          (about 12.5rem), so at normal text size the whole view, "Nästa bild" included, fits on
          the screen; it is not squeezed by the text around it: where the text is large the view
          scrolls instead. */}
      <figure className="flex flex-1 flex-col items-center justify-center gap-3 px-4 sm:px-20">
        <Picture
          image={image}
          sizes="(min-width: 640px) calc(100vw - 160px), calc(100vw - 32px)"
          className="max-h-[calc(100dvh-13rem)] min-h-[min(12rem,40dvh)] w-auto max-w-full cursor-default rounded-xl object-contain shadow-2xl"
        />
        <figcaption className="text-center text-sm text-white/80">{image.alt}</figcaption>
      </figure>
      <div className="flex justify-center p-4 max-[24em]:px-2 sm:p-6">
        <DialogRowSteps
          index={index}
          count={images.length}
          previousLabel={copy.previousImage}
          nextLabel={copy.nextImage}
        />
      </div>
    </dialog>
  );
}
