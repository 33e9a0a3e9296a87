/**
 * Where a scroll-snap row can stop, in order: each slide's start (its offset from the first
 * slide), except that the row cannot scroll past `maxScroll`, so the slides that would start
 * beyond it all stop there, once.
 */
export function snapPositions(starts: number[], maxScroll: number) {
  const positions: number[] = [];
  for (const start of starts) {
    const position = Math.min(start, Math.max(0, maxScroll));
    if (positions.at(-1) !== position) positions.push(position);
  }
  return positions;
}
