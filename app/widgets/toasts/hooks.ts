import { hook } from "../define-hook.ts";

export type ToastKind = "success" | "error";

/** The list of toasts, valued by the screen edge it stands at (Tailwind's `data-[toast-edge=top]:`). */
export const edge = hook<"top" | "bottom">("data-toast-edge");
/** The template of one toast. */
export const template = hook("data-toast-template");
/** A toast's icon, one per kind; the toast keeps its own kind's. */
export const icon = hook<ToastKind>("data-toast-icon");
export const title = hook("data-toast-title");
export const description = hook("data-toast-description");
export const close = hook("data-toast-close");
