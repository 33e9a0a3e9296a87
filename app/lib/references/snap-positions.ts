/**
 * Where a scroll-snap row stops, in order, when its last slide snaps to the row's end: each other
 * slide's start (its offset from the first slide), then the end, `maxScroll`. The row cannot
 * scroll past the end, so the slides that would start beyond it stop there too, once.
 */
export function snapPositions(starts: number[], maxScroll: number) {
  const end = Math.max(0, maxScroll);
  const positions: number[] = [];
  for (const position of [...starts.slice(0, -1).map((start) => Math.min(start, end)), end]) {
    if (positions.at(-1) !== position) positions.push(position);
  }
  return positions;
}
