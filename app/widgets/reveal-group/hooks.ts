import { hook } from "../define-hook.ts";

/**
 * A card's entrance: "pending" hides it until its group comes into view, "shown" plays the
 * entrance (app.css, `[data-reveal=…]`); without a value the card simply shows.
 */
export type RevealState = "" | "pending" | "shown";

/** A group whose cards enter one after another. */
export const group = hook("data-reveal-group");
/** One card of a group (the design-thinking timeline uses it for its steps too). */
export const card = hook<RevealState>("data-reveal");
