import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and at once on client
 * navigations). State that exists only in the browser, such as the URL's query string, waits
 * for it, so the first client render matches the HTML exactly.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
