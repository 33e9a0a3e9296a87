import type { EmblaCarouselType } from "embla-carousel";
import { ZoomIn } from "lucide-react";
import type { Ref } from "react";
import { useCarouselBounds } from "~/hooks/use-carousel-bounds";
import type { ImageAsset } from "~/lib/references/page-data";
import { StepButtons } from "./step-buttons";

type GalleryProps = {
  images: ImageAsset[];
  viewportRef: Ref<HTMLDivElement>;
  carousel: EmblaCarouselType | undefined;
  /** Jump instead of gliding (reduced motion). */
  instant: boolean;
  slideRef: (index: number) => Ref<HTMLButtonElement>;
  onEnlarge: (index: number) => void;
};

/** The case study's screenshots in a swipeable row; each opens enlarged. */
export function CaseStudyGallery({
  images,
  viewportRef,
  carousel,
  instant,
  slideRef,
  onEnlarge,
}: GalleryProps) {
  const { canPrevious, canNext } = useCarouselBounds(carousel);

  return (
    <section aria-labelledby="case-study-gallery" className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h3 id="case-study-gallery" className="text-xl font-bold sm:text-2xl">
            Bilder från projektet
          </h3>
          <p className="mt-1 text-sm text-ink-soft">Välj en bild för att se den i full storlek.</p>
        </div>
        <StepButtons
          canPrevious={canPrevious}
          canNext={canNext}
          onStep={(delta) => (delta < 0 ? carousel?.scrollPrev(instant) : carousel?.scrollNext(instant))}
          previousLabel="Föregående bilder"
          nextLabel="Nästa bilder"
        />
      </div>
      {/* Bleeds to the panel's edges so the next image peeks in as a cue to swipe. */}
      <div ref={viewportRef} className="-mx-5 mt-5 overflow-hidden px-5 sm:-mx-10 sm:px-10">
        <ul className="-ml-4 flex touch-pan-y">
          {images.map((image, index) => (
            <li
              key={image.src}
              className="min-w-0 shrink-0 grow-0 basis-[85vw] pl-4 md:basis-[55vw] lg:basis-[33vw]"
            >
              <button
                ref={slideRef(index)}
                type="button"
                onClick={() => onEnlarge(index)}
                aria-label={`Förstora bild ${index + 1} av ${images.length}: ${image.alt}`}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-sand ring-1 ring-ink/8"
              >
                <img
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
                />
                <span
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-white/90 text-ink shadow-sm transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100"
                >
                  <ZoomIn className="size-5" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
