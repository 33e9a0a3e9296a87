import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * This year in the visitor's browser. The prerendered HTML carries the build's year and hydration
 * renders the same, so React reports no mismatch; right after, the browser's own year replaces it.
 * Tabular figures keep the width, so the swap never shifts the line.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <span className="tabular-nums">{year}</span>;
}
