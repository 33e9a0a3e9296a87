/** Cards enter 0.5 s each (see app.css), 0.2 s apart. */
export const REVEAL_STAGGER_MS = 200;
/** A group starts its entrance once this share of it is visible. */
export const REVEAL_THRESHOLD = 0.2;

export function revealDelay(index: number) {
  return `${index * REVEAL_STAGGER_MS}ms`;
}

/**
 * The visible share at which a target counts as in view: `preferred`, or, for a target too tall
 * ever to show that share of itself on this screen (long cards at 200 % text on a phone), the share
 * it shows while it fills half the screen, so that it never stays out of view for good.
 */
export function reachableShare(preferred: number, targetHeight: number, screenHeight: number) {
  if (targetHeight <= 0 || screenHeight <= 0) return preferred;
  return Math.min(preferred, screenHeight / targetHeight / 2);
}
