import type { StepHook } from "~/ui/step-buttons";
import { hook } from "../define-hook.ts";

/** A dialog in a row, valued by the row's name (the templates; one case study's images). */
export const row = hook<string>("data-dialog-row");
/** The row of the dialog's previous and next buttons, hidden until the behaviour that works them runs. */
export const steps = hook("data-dialog-steps");
/** The dialog's previous and next buttons. */
export const step = hook("data-dialog-step") as StepHook;
/** On the dialog opened in place of its neighbour: no entrance (Tailwind's `data-stepped:`). */
export const stepped = hook("data-stepped");
/** On the dialog being closed for its neighbour, while it closes. */
export const stepping = hook("data-stepping");
/** "invoker": closing the dialog returns focus to the button that opens it. */
export const returnFocus = hook<"invoker">("data-return-focus");
