import { hook } from "../define-hook.ts";

/** The year's text, put right by the behaviour. */
export const year = hook("data-current-year");
