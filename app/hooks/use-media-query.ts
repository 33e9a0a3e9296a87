import { useSyncExternalStore } from "react";

/** Live result of a CSS media query; false while prerendering, where there is no screen. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asks for reduced motion now, for code that runs once (an effect, a click). */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
/** A mouse or trackpad: touch screens get no hover effects. */
export const FINE_HOVER_POINTER = "(hover: hover) and (pointer: fine)";
