import type { StepHook } from "~/ui/step-buttons";
import { hook } from "../define-hook.ts";

/** The gallery: its heading, its step buttons and its row of images. */
export const gallery = hook("data-gallery");
/** The row that scrolls and snaps. */
export const track = hook("data-gallery-track");
/** One image of the row. */
export const slide = hook("data-gallery-slide");
/** The previous and next buttons. */
export const step = hook("data-gallery-step") as StepHook;
