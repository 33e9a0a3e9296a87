import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";

/** Whether an Embla carousel can step back and forward, kept current as it moves. */
export function useCarouselBounds(carousel: EmblaCarouselType | undefined) {
  const [bounds, setBounds] = useState({ canPrevious: false, canNext: false });
  useEffect(() => {
    if (!carousel) return;
    const update = () =>
      setBounds({ canPrevious: carousel.canScrollPrev(), canNext: carousel.canScrollNext() });
    update();
    carousel.on("select", update).on("reInit", update);
    return () => {
      carousel.off("select", update).off("reInit", update);
    };
  }, [carousel]);
  return bounds;
}
