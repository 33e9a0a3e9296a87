/** Previous/next availability for a carousel without wrap-around. */
export function carouselBounds(index: number, count: number) {
  return { canPrevious: index > 0, canNext: index < count - 1 };
}

/** Moves `delta` steps from `index`, stopping at the first and last item. */
export function stepWithin(index: number, delta: number, count: number) {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}
