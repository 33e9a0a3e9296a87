import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The page's one behaviour file (decision 0024), by the name the build gives it. */
export const behaviourFile = "/mount-behaviours.";

type Watched = Window & { behavioursRan?: boolean };
const watched = new WeakSet<Page>();

/**
 * Runs `navigate` (a goto, a reload) and waits until the new page's behaviour file has run: it
 * starts after the first paint, and a page without pictures can fire `load` before that. A module
 * script's load event follows its evaluation. Polled from the test, so a paused clock
 * (page.clock) does not stop the wait.
 */
async function withBehaviours(page: Page, navigate: () => Promise<unknown>) {
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript((file) => {
      new MutationObserver((changes, observer) => {
        for (const script of changes.flatMap((change) => [...change.addedNodes]))
          if (script instanceof HTMLScriptElement && script.src.includes(file)) {
            observer.disconnect();
            script.addEventListener("load", () => ((window as Watched).behavioursRan = true));
          }
      }).observe(document, { childList: true, subtree: true });
    }, behaviourFile);
  }
  await navigate();
  await expect.poll(() => page.evaluate(() => (window as Watched).behavioursRan === true)).toBe(true);
}

export const gotoWithBehaviours = (page: Page, path: string) => withBehaviours(page, () => page.goto(path));
export const reloadWithBehaviours = (page: Page) => withBehaviours(page, () => page.reload());
