import { hook } from "../define-hook.ts";

/** The enlarged view, which a click beside the image leaves. */
export const view = hook("data-enlarged-image");
