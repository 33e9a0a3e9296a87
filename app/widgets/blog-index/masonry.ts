import * as hooks from "./hooks";

export type LanePlacement = { lane: number; top: number };

/**
 * Masonry placement in document order: the first item of each lane fills the top row from left
 * to right, and every later item goes to the lane that is shortest when its turn comes (the
 * leftmost of equals), as CSS grid-lanes places them. Heights and the gap are whole pixels.
 */
export function placeInLanes(heights: readonly number[], lanes: number, gap: number): LanePlacement[] {
  const bottoms = Array.from({ length: Math.max(1, lanes) }, () => 0);
  return heights.map((height) => {
    const lane = bottoms.indexOf(Math.min(...bottoms));
    const top = bottoms[lane] ?? 0;
    bottoms[lane] = top + height + gap;
    return { lane, top };
  });
}

/**
 * Lays out a grid list as a masonry until browsers ship grid-lanes (then CSS does it and this
 * returns at once). masonry.behaviour.ts runs it when the page loads and whenever the list's
 * width or a card's height changes; a filter runs it straight after hiding or showing items, so
 * the new list is drawn already placed. Hidden items take no place.
 *
 * The list states its column count in `--lanes` (the grid's computed columns would count the
 * implicit ones a narrower screen leaves behind). Each item gets a one-pixel row span equal to
 * its height; the grid's row gap is switched off with the placed hook and added to the row start.
 */
export function applyMasonry(list: HTMLElement) {
  if (CSS.supports("display", "grid-lanes")) return;
  const items = Array.from(list.children).filter(
    (item): item is HTMLElement => item instanceof HTMLElement && !item.hidden,
  );
  const style = getComputedStyle(list);
  const lanes = Number.parseInt(style.getPropertyValue("--lanes"), 10) || 1;
  const gap = Math.round(Number.parseFloat(style.columnGap) || 0);
  // The first time, heights are measured in the plain rows (items at their own height): in
  // one-pixel rows before placement every card sits at the top of the list for that layout, the
  // browser counts its image as in view and raises the request's priority, and Lighthouse then
  // waits for those images before the largest paint (LCP 0.90 → 1.05 s in one run of three).
  const placed = hooks.placed.read(list) !== null;
  if (!placed) list.style.alignItems = "start";
  const heights = items.map((item) => Math.ceil(item.offsetHeight));
  hooks.placed.write(list, "");
  if (!placed) list.style.removeProperty("align-items");
  placeInLanes(heights, lanes, gap).forEach(({ lane, top }, index) => {
    const item = items[index] as HTMLElement;
    const column = String(lane + 1);
    const row = `${top + 1} / span ${Math.max(1, heights[index] ?? 0)}`;
    if (item.style.gridColumnStart !== column) item.style.gridColumn = column;
    if (item.style.gridRow !== row) item.style.gridRow = row;
  });
}
