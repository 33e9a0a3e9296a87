/** Cards enter 0.5 s each (see app.css), 0.2 s apart. */
export const REVEAL_STAGGER_MS = 200;
/** A group starts its entrance once this share of it is visible. */
export const REVEAL_THRESHOLD = 0.2;

export function revealDelay(index: number) {
  return `${index * REVEAL_STAGGER_MS}ms`;
}
