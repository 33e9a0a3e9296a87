/** Previous/next availability for a carousel without wrap-around. */
export function carouselBounds(index: number, count: number) {
  return { canPrevious: index > 0, canNext: index < count - 1 };
}

/** Moves `delta` steps from `index`, stopping at the first and last item. */
export function stepWithin(index: number, delta: number, count: number) {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** The carousel's position as shown under it and announced: "Steg 2 av 5". */
export function stepStatus(index: number, count: number) {
  return `Steg ${index + 1} av ${count}`;
}

/**
 * The slide whose snap position is nearest `scrollLeft`. `starts` are where each slide would
 * start aligned; the scroller cannot pass `maxScroll`, so the last slides may all stop there, and
 * then the last of them counts as reached.
 */
export function nearestSlide(scrollLeft: number, starts: number[], maxScroll: number) {
  let nearest = 0;
  let nearestDistance = Infinity;
  starts.forEach((start, index) => {
    const distance = Math.abs(Math.min(start, maxScroll) - scrollLeft);
    if (distance <= nearestDistance) {
      nearest = index;
      nearestDistance = distance;
    }
  });
  return nearest;
}
