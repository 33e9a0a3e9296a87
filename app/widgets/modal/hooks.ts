import { hook } from "../define-hook.ts";

/**
 * On a dialog that covers the whole screen. While one is open, app.css skips rendering the parts
 * of the page that hold no open dialog (decision 0041).
 */
export const coversPage = hook("data-covers-page");

/**
 * On a centred dialog. Below 40rem (a phone) it covers all of the screen but a dimmed frame, so
 * app.css skips the page behind it there too (decision 0041).
 */
export const coversNarrowScreen = hook("data-covers-narrow-screen");
