import { hook } from "../define-hook.ts";

/** The list of badges over the hero. */
export const list = hook("data-hero-badges");
/** One badge; its first child is what moves. */
export const badge = hook("data-badge");
