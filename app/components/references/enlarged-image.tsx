import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { carouselBounds, stepWithin } from "~/lib/carousel";
import type { ImageAsset } from "~/lib/references/page-data";
import { StepButtons } from "./step-buttons";

type EnlargedImageProps = {
  images: ImageAsset[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * One case-study image at full size, above the modal (which is inert meanwhile). Escape, the
 * close button or a click beside the image leaves it; the modal itself stays open.
 */
export function EnlargedImage({ images, index, onIndexChange, onClose }: EnlargedImageProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const { canPrevious, canNext } = carouselBounds(index, images.length);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  if (!image) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Förstorad bild ${index + 1} av ${images.length}`}
      data-testid="enlarged-image"
      className="surface-dark fixed inset-0 z-10 flex animate-[fade-up_0.2s_ease-out] flex-col bg-ink/95 text-white backdrop-blur-md"
    >
      {/* The backdrop: a pointer-only way out beside the image (keyboard users have Escape and the button). */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 cursor-zoom-out"
      />
      <div className="relative flex items-center justify-between gap-4 p-4 sm:px-6">
        <p className="text-sm font-semibold text-white/80" aria-live="polite">
          Bild {index + 1} av {images.length}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className={buttonClasses({ variant: "light", size: "sm" })}
        >
          <X aria-hidden="true" className="size-5" />
          Stäng förstoringen
        </button>
      </div>
      <figure className="pointer-events-none relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 sm:px-20">
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          className="pointer-events-auto max-h-full min-h-0 w-auto max-w-full rounded-xl object-contain shadow-2xl"
        />
        <figcaption className="text-center text-sm text-white/80">{image.alt}</figcaption>
      </figure>
      <div className="relative flex justify-center p-4 sm:p-6">
        <StepButtons
          canPrevious={canPrevious}
          canNext={canNext}
          onStep={(delta) => onIndexChange(stepWithin(index, delta, images.length))}
          previousLabel="Föregående bild"
          nextLabel="Nästa bild"
          showLabels
        />
      </div>
    </div>
  );
}
