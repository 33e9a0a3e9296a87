import { hook } from "../define-hook.ts";

/** The fixed header, whose `--header-compact` app.css animates by the scroll position. */
export const header = hook("data-site-header");
