import type { Behaviour } from "./behaviour";

/**
 * Every widget's behaviour, found by its file name (`<widget>/<name>.behaviour.ts`), so adding a
 * widget touches no list. Eager, so the bundler puts them all into the one behaviour file.
 */
const behaviours = import.meta.glob<Behaviour>("./*/*.behaviour.ts", { eager: true, import: "default" });

/** Mounts a behaviour on every root of it in the page; one that throws is logged and the rest still start. */
function mountEverywhere({ root, mount }: Behaviour) {
  const roots =
    root === "page" ? [document.documentElement] : document.querySelectorAll<HTMLElement>(root.selector);
  for (const element of roots) {
    try {
      mount(element);
    } catch (error) {
      console.error(error);
    }
  }
}

const scheduler = (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler;

/** Lets the browser handle a waiting tap or frame before the next behaviour mounts. */
const nextTask = () =>
  scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The page's behaviour file (decision 0024): evaluated, it mounts every behaviour on every root in
 * the page; behaviours do not depend on each other's order. While the document is still loading,
 * its load event waits for this file, so they all mount at once and are there by that event. Once
 * the page has loaded nothing waits for them and a visitor may be tapping, so each mounts in a task
 * of its own: no long task holds a tap back.
 */
async function mountAll() {
  const inTasks = document.readyState === "complete";
  for (const behaviour of Object.values(behaviours)) {
    mountEverywhere(behaviour);
    if (inTasks) await nextTask();
  }
}

/**
 * Settles when the last behaviour has mounted: what the loader waits for before it replays early
 * taps. (Not a top-level await: a module that awaits at its top level would make the bundler split
 * what it shares with the analytics file into a file of its own.)
 */
export const allMounted = mountAll();
