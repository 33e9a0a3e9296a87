import * as hooks from "./hooks";

export type LanePlacement = { lane: number; span: number; top: number };

/**
 * How far apart the lanes' bottoms may be and still be squared off into one row: a card 32 px
 * lower than its neighbours reads as a mistake, not as a masonry, and the tab key then went
 * left, right, middle across what looked like one row (an auditor's finding).
 */
export const ROW_SNAP = 64;

/**
 * How many lanes the first card spans so the last row is full: 16 cards in 3 lanes would leave
 * the last one alone on its row, so the newest spans all three and the other 15 make five rows.
 */
export function leadSpan(count: number, lanes: number) {
  const rest = count % lanes;
  return lanes <= 1 || rest === 0 ? 1 : Math.min(lanes, 1 + lanes - rest);
}

/**
 * Masonry placement in document order: the first item spans `leadSpan` lanes, the first items
 * fill the top row from left to right, and every later item goes to the lane that is shortest
 * when its turn comes (the leftmost of equals), as CSS grid-lanes places them. When all lanes end
 * within ROW_SNAP of each other, they are squared off to the lowest, so the next items start a
 * row of equal tops that reads, and tabs, left to right. Heights and the gap are whole pixels.
 */
export function placeInLanes(heights: readonly number[], lanes: number, gap: number): LanePlacement[] {
  const bottoms = Array.from({ length: Math.max(1, lanes) }, () => 0);
  const firstSpan = leadSpan(heights.length, bottoms.length);
  return heights.map((height, index) => {
    const lowest = Math.max(...bottoms);
    if (lowest - Math.min(...bottoms) <= ROW_SNAP) bottoms.fill(lowest);
    const span = index === 0 ? firstSpan : 1;
    const lane = bottoms.indexOf(Math.min(...bottoms));
    const top = bottoms[lane] ?? 0;
    bottoms.fill(top + height + gap, lane, lane + span);
    return { lane, span, top };
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
  placeInLanes(heights, lanes, gap).forEach(({ lane, span, top }, index) => {
    const item = items[index] as HTMLElement;
    const column = span > 1 ? `${lane + 1} / span ${span}` : String(lane + 1);
    const row = `${top + 1} / span ${Math.max(1, heights[index] ?? 0)}`;
    if (item.style.gridColumn !== column) item.style.gridColumn = column;
    if (item.style.gridRow !== row) item.style.gridRow = row;
  });
}
