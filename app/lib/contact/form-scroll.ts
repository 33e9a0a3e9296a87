/** The specification's mobile breakpoint, hash-scroll delay and offsets (its contact page and limits). */
export const MOBILE_BREAKPOINT_PX = 768;
export const HASH_SCROLL_DELAY_MS = 300;
export const DESKTOP_OFFSET_PX = 80;
export const MOBILE_OFFSET_RATIO = 0.2;

/** How far above the form the page stops: 20 % of the window height on narrow screens, else 80 px. */
export function formScrollOffset(viewportWidth: number, viewportHeight: number) {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? viewportHeight * MOBILE_OFFSET_RATIO : DESKTOP_OFFSET_PX;
}

/** The scroll position that puts the form that far below the top of the window (never above the page). */
export function formScrollTop({
  formTop,
  scrollY,
  viewportWidth,
  viewportHeight,
}: {
  /** The form's top relative to the viewport (getBoundingClientRect().top). */
  formTop: number;
  scrollY: number;
  viewportWidth: number;
  viewportHeight: number;
}) {
  return Math.max(0, scrollY + formTop - formScrollOffset(viewportWidth, viewportHeight));
}
