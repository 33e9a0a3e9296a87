import { hook } from "../hook";

/** The not-found page's content (app/pages/404.astro). */
export const page = hook("data-not-found");
