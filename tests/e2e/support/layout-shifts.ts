import type { Page } from "@playwright/test";

type Recorded = { layoutShifts: { shift: number; moved: string[] } };

/**
 * Adds up every layout shift without recent input from the start of each page the tab loads, and
 * notes what moved (time, element, class) for the failure message.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    const state = { shift: 0, moved: [] as string[] };
    (window as unknown as Recorded).layoutShifts = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.shift += entry.value;
        for (const { node } of entry.sources)
          state.moved.push(
            `${Math.round(entry.startTime)} ms ${node?.nodeName ?? "?"}.${(node as Element | null)?.className?.toString().slice(0, 40) ?? ""}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded on the page now in the tab. */
export function layoutShifts(page: Page) {
  return page.evaluate(() => (window as unknown as Recorded).layoutShifts);
}
