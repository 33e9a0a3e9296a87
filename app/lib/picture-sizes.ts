/**
 * The `sizes` of a picture that fills one column of a grid inside the page's Container
 * (app/ui/container.tsx: at most 1152 px wide, 20 px side padding below 640 px and
 * 32 px from there), so a browser fetches the smallest file that is still sharp: a 390 px phone at
 * DPR 2 takes the 720 px file for a full-width card, not the next one up.
 */
const CONTAINER_MAX = 1152;
const padding = (viewport: number) => (viewport >= 640 ? 32 : 20);

/** A grid's columns from a viewport width on (in px, as the grid's own breakpoints). */
export type GridColumns = { from: number; count: number; gap: number };

export function columnSizes(layout: readonly GridColumns[]) {
  const columnsAt = (viewport: number) =>
    [...layout].sort((a, b) => b.from - a.from).find((columns) => viewport >= columns.from) ?? {
      from: 0,
      count: 1,
      gap: 0,
    };
  const width = (viewport: number, fixed: boolean) => {
    const { count, gap } = columnsAt(viewport);
    const taken = 2 * padding(viewport) + (count - 1) * gap;
    if (fixed) return `${Math.floor((CONTAINER_MAX - taken) / count)}px`;
    return count === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${count})`;
  };
  const breakpoints = [...new Set([640, ...layout.map((columns) => columns.from)])]
    .filter((from) => from > 0 && from < CONTAINER_MAX)
    .sort((a, b) => b - a);
  return [
    `(min-width: ${CONTAINER_MAX}px) ${width(CONTAINER_MAX, true)}`,
    ...breakpoints.map((from) => `(min-width: ${from}px) ${width(from, false)}`),
    width(0, false),
  ].join(", ");
}
