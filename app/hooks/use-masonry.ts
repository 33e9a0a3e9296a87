import { useLayoutEffect, type RefObject } from "react";
import { applyMasonry, placeInLanes } from "~/lib/masonry";

/**
 * Keeps a list laid out as a masonry (`applyMasonry`) after hydration: on every render where
 * `items` changes, and whenever the list's width or an item's height changes (brand fonts
 * arriving, text zoom, a new column count). Layout runs before paint, so a filtered list never
 * shows a frame in rows.
 */
export function useMasonry(listRef: RefObject<HTMLElement | null>, items: unknown) {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    applyMasonry(list, placeInLanes);
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => applyMasonry(list, placeInLanes));
    });
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [listRef, items]);
}
