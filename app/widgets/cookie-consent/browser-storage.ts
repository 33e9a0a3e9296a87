import type { StorageLike } from "~/lib/consent/consent-storage";

/** localStorage, or null where merely touching it throws (blocked storage, some private modes). */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
