import { hook } from "../hook";

/** The year's text, put right by the behaviour. */
export const year = hook("data-current-year");
