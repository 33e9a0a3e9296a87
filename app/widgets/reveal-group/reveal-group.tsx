import type { ComponentProps } from "react";
import * as revealGroupHooks from "./hooks";

/**
 * A group whose cards (`revealGroupHooks.card`) animate in once, one after another, when it is scrolled into
 * view (reveal-group.behaviour.ts). The cards are visible in the HTML itself:
 * only the script hides a group that is still off the screen when it runs.
 */
export function RevealGroup(props: ComponentProps<"div">) {
  return <div {...revealGroupHooks.group.on()} {...props} />;
}
