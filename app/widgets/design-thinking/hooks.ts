import { hook } from "../define-hook.ts";

/** The section. */
export const section = hook("data-design-thinking");
/** The steps with their controls: a carousel below 768 px. */
export const carousel = hook("data-carousel");
/** The carousel's current step, as a number from 0. */
export const index = hook<`${number}`>("data-index");
/** The scrolling list of steps. */
export const viewport = hook("data-carousel-viewport");
/** One step, valued by its number from 0. */
export const step = hook<`${number}`>("data-design-step");
/** The ids that name a step as a slide (the carousel's aria-labelledby). */
export const slideLabelledBy = hook<string>("data-slide-labelledby");
/** The buttons and the status line, shown once the behaviour runs. */
export const controls = hook("data-carousel-controls");
export const status = hook("data-carousel-status");
export const previous = hook("data-carousel-previous");
export const next = hook("data-carousel-next");
