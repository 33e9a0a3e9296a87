import { hook } from "../define-hook.ts";

/**
 * On a dialog that covers the whole screen. While one is open, app.css skips rendering the parts
 * of the page that hold no open dialog (decision 0041).
 */
export const coversPage = hook("data-covers-page");
