import { useEffect } from "react";

/**
 * Keeps the page behind an open dialog from scrolling. Radix's own lock (react-remove-scroll)
 * does not take effect in this build, so the root element's overflow is set directly; the
 * scrollbar's width is kept as a gutter so nothing shifts sideways.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.scrollbarGutter = "stable";
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.gutter;
    };
  }, [locked]);
}
