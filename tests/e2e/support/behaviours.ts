import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The page's one behaviour file (decision 0024), by the name the build gives it. */
export const behaviourFile = "/mount-behaviours.";

type Watched = Window & {
  behavioursRan?: boolean;
  behavioursRanBeforeLoad?: boolean;
  tapHandledWhileMounting?: boolean;
  scheduler?: {
    postTask(task: () => void, options: { priority: "user-blocking" }): Promise<void>;
    yield?(): Promise<void>;
  };
};
const watched = new WeakSet<Page>();

/**
 * From the next navigation on, records on each page when its behaviour file has run and whether
 * that was before the page's load event: the file exports a promise that settles when the last of
 * its behaviours has mounted (task by task, after the load event).
 * Also records whether a task as urgent as a tap's, queued when the mounting first yields to the
 * browser, ran before the last behaviour had mounted (undefined: it never yielded).
 */
export async function watchBehaviours(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript((file) => {
    const record = window as Watched;
    new MutationObserver((changes, observer) => {
      for (const script of changes.flatMap((change) => [...change.addedNodes]))
        if (script instanceof HTMLScriptElement && script.src.includes(file)) {
          observer.disconnect();
          void import(script.src)
            .then(({ allMounted }: { allMounted?: Promise<void> }) => allMounted)
            .then(() => (record.behavioursRan = true));
        }
    }).observe(document, { childList: true, subtree: true });
    addEventListener("load", () => (record.behavioursRanBeforeLoad = record.behavioursRan === true));
    // The first time anything yields to the browser's scheduler (the behaviours, mounting task by
    // task), a task as urgent as a tap's is queued; it records whether it ran before the last mount.
    const scheduler = record.scheduler;
    const yieldToBrowser = scheduler?.yield?.bind(scheduler);
    if (scheduler && yieldToBrowser)
      scheduler.yield = () => {
        if (record.tapHandledWhileMounting === undefined) {
          record.tapHandledWhileMounting = false;
          void scheduler.postTask(() => (record.tapHandledWhileMounting = record.behavioursRan !== true), {
            priority: "user-blocking",
          });
        }
        return yieldToBrowser();
      };
  }, behaviourFile);
}

/** Whether a task as urgent as a tap's ran while the page's behaviours were mounting (watchBehaviours). */
export const tapHandledWhileMounting = (page: Page) =>
  page.evaluate(() => (window as Watched).tapHandledWhileMounting);

/** Whether the page's behaviour file had run when the page's load event fired (watchBehaviours). */
export const behavioursRanBeforeLoad = (page: Page) =>
  page.evaluate(() => (window as Watched).behavioursRanBeforeLoad);

/**
 * Runs `navigate` (a goto, a reload) and waits until the new page's behaviour file has run: it
 * starts after the first paint, and a page without pictures can fire `load` before that. Polled
 * from the test, so a paused clock (page.clock) does not stop the wait.
 */
async function withBehaviours(page: Page, navigate: () => Promise<unknown>) {
  await watchBehaviours(page);
  await navigate();
  await expect.poll(() => page.evaluate(() => (window as Watched).behavioursRan === true)).toBe(true);
}

export const gotoWithBehaviours = (page: Page, path: string) => withBehaviours(page, () => page.goto(path));
export const reloadWithBehaviours = (page: Page) => withBehaviours(page, () => page.reload());
