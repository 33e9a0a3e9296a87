import { hook } from "../define-hook.ts";

/** The pulsing placeholder under a picture, taken away once the picture has loaded. */
export const placeholder = hook("data-skeleton");
