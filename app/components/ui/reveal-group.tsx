import type { ComponentProps } from "react";

/**
 * A group whose `[data-reveal]` cards animate in once, one after another, when it is scrolled into
 * view (app/scripts/reveal.ts, loaded on every page). The cards are visible in the HTML itself:
 * only the script hides a group that is still off the screen when it runs.
 */
export function RevealGroup(props: ComponentProps<"div">) {
  return <div data-reveal-group="" {...props} />;
}
