import type { Behaviour } from "./behaviour";

/**
 * Every widget's behaviour, found by its file name (`<widget>/<name>.behaviour.ts`), so adding a
 * widget touches no list. Eager, so the bundler puts them all into the one behaviour file.
 */
const behaviours = import.meta.glob<Behaviour>("./*/*.behaviour.ts", { eager: true, import: "default" });

/**
 * The page's behaviour file (decision 0024): evaluated, it mounts every behaviour on every root in
 * the page. Behaviours do not depend on each other's order; one that throws is logged and the rest
 * still start.
 */
for (const { root, mount } of Object.values(behaviours)) {
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
