import { hook } from "../define-hook.ts";

/**
 * The placeholder under a picture, taken away once the picture has loaded; "in-view" while it is
 * on screen, the only time it pulses (skeleton-image.tsx's `data-[skeleton=in-view]` variant).
 */
export const placeholder = hook<"" | "in-view">("data-skeleton");
