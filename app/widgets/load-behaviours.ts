import { afterFirstPaint } from "./after-first-paint";
import type { allMounted } from "./mount-behaviours";

/**
 * When a page's behaviour file starts (decision 0024): after the first paint, so that neither its
 * download nor its work competes with that paint; or as soon as the document is parsed, on a page
 * whose first screen a behaviour arranges (the blog list's masonry, a category filter read from
 * the address) or whose main controls only a behaviour works (the design-thinking carousel, the
 * contact form's own messages), so that the load event waits for them and no early tap finds
 * them missing.
 */
export type BehavioursStart = "after-paint" | "on-parse";

/** The `<meta>` by which a page asks for "on-parse"; the layout writes it, the loader reads it. */
export const behavioursStartMeta = "behaviours-start";

/**
 * The button under a click if only a behaviour acts on it: one with no default action of its own,
 * unlike a link, a submit button or an invoker command, which work before the behaviours (and
 * without JavaScript).
 */
function buttonForBehaviour(target: EventTarget | null) {
  const button = target instanceof Element ? target.closest("button") : null;
  return button?.type === "button" && !button.hasAttribute("commandfor") ? button : null;
}

/**
 * Loads the behaviour file at `url` when the page asks for it, or at the visitor's first press,
 * whichever comes first. A click that lands before the behaviours run, on a button only they act
 * on, is clicked again once they have mounted, so no tap is lost.
 *
 * The file comes as a module script, whose evaluation the document's load event waits for; that
 * its behaviours have all mounted (after the load event, task by task) is told by the promise it
 * exports, reached by importing the same module (`mounted`, swapped in tests).
 */
export function loadBehaviours(
  url: string,
  mounted = (file: string) =>
    import(/* @vite-ignore */ file).then((module: { allMounted: typeof allMounted }) => module.allMounted),
) {
  const early: HTMLButtonElement[] = [];
  const keep = (event: Event) => {
    const button = buttonForBehaviour(event.target);
    if (button) early.push(button);
    load();
  };
  let requested = false;
  function load() {
    if (requested) return;
    requested = true;
    removeEventListener("pointerdown", load, true);
    removeEventListener("keydown", load, true);
    const script = document.createElement("script");
    script.type = "module";
    script.src = url;
    const settle = (mounted: boolean) => {
      removeEventListener("click", keep, true);
      if (mounted)
        for (const button of early.splice(0)) if (button.isConnected && !button.disabled) button.click();
    };
    document.head.append(script);
    mounted(url).then(
      () => settle(true),
      () => settle(false),
    );
  }
  addEventListener("click", keep, true);
  addEventListener("pointerdown", load, true);
  addEventListener("keydown", load, true);
  const start = document.querySelector<HTMLMetaElement>(`meta[name="${behavioursStartMeta}"]`)?.content;
  if (start === "on-parse") load();
  else afterFirstPaint(load);
}
