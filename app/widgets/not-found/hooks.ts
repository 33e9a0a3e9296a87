import { hook } from "../define-hook.ts";

/** The not-found page's content (app/pages/404.astro). */
export const page = hook("data-not-found");
