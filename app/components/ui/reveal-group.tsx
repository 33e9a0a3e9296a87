import { useEffect, useRef, type ComponentProps } from "react";
import { prefersReducedMotion } from "~/hooks/use-media-query";
import { revealDelay, REVEAL_THRESHOLD } from "~/lib/reveal";

/**
 * Lets the `[data-reveal]` items inside animate in once, one after another, when the group is
 * scrolled into view. Items start visible (prerendered HTML, no JavaScript, reduced motion);
 * only a group still below the fold when the page wakes up is hidden until it arrives.
 */
export function RevealGroup({
  threshold = REVEAL_THRESHOLD,
  ...props
}: ComponentProps<"div"> & { threshold?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const group = ref.current;
    if (!group || prefersReducedMotion()) return;
    const items = [...group.querySelectorAll<HTMLElement>("[data-reveal]")];
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        if (first) {
          first = false;
          if (visible) return observer.disconnect();
          items.forEach((item) => (item.dataset.reveal = "pending"));
          return;
        }
        if (!visible) return;
        items.forEach((item, index) => {
          item.style.animationDelay = revealDelay(index);
          item.dataset.reveal = "shown";
        });
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(group);
    return () => observer.disconnect();
  }, [threshold]);

  return <div ref={ref} {...props} />;
}
