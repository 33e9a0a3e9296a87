import {
  browserStorage,
  COOKIE_CHOICE_EVENT,
  isConsentStorageKey,
  readConsent,
  type StorageLike,
  type StoredConsent,
} from "./consent-storage";

/**
 * The visitor's consent as an external store for useSyncExternalStore. Storage is read once and
 * then only when another tab changes it, so a broken entry is logged once, not on every render.
 * An answer given on this page (PageChoice) wins over storage, which may have refused it.
 * The server snapshot is null: nothing about consent is known until the browser has run.
 */
export function createConsentStore(
  getStorage: () => StorageLike | null,
  getWindow: () => Window = () => window,
) {
  let current: StoredConsent | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const read = (): StoredConsent => {
    const answer = getWindow().vingaCookieChoice;
    return answer ? { given: true, settings: answer.settings } : readConsent(getStorage());
  };
  const onStorage = (event: StorageEvent) => {
    if (!isConsentStorageKey(event.key)) return;
    current = readConsent(getStorage());
    notify();
  };
  const onChoice = () => {
    current = read();
    notify();
  };

  return {
    getSnapshot(): StoredConsent {
      current ??= read();
      return current;
    },
    getServerSnapshot(): StoredConsent | null {
      return null;
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        getWindow().addEventListener("storage", onStorage);
        getWindow().addEventListener(COOKIE_CHOICE_EVENT, onChoice);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        getWindow().removeEventListener("storage", onStorage);
        getWindow().removeEventListener(COOKIE_CHOICE_EVENT, onChoice);
      };
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The page's one store. Safe to create while prerendering: it touches the browser only when asked. */
export const consentStore = createConsentStore(browserStorage);
