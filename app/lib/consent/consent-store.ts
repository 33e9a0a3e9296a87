import {
  browserStorage,
  isConsentStorageKey,
  readConsent,
  saveConsent,
  type CookieSettings,
  type StorageLike,
  type StoredConsent,
} from "./consent-storage";

/**
 * The visitor's consent as an external store for useSyncExternalStore. Storage is read once and
 * then only when another tab changes it, so a broken entry is logged once, not on every render.
 * The server snapshot is null: nothing about consent is known until the browser has run.
 */
export function createConsentStore(
  getStorage: () => StorageLike | null,
  getWindow: () => Window = () => window,
) {
  let current: StoredConsent | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (!isConsentStorageKey(event.key)) return;
    current = readConsent(getStorage());
    notify();
  };

  return {
    getSnapshot(): StoredConsent {
      current ??= readConsent(getStorage());
      return current;
    },
    getServerSnapshot(): StoredConsent | null {
      return null;
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) getWindow().addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) getWindow().removeEventListener("storage", onStorage);
      };
    },
    /**
     * Records the visitor's answer. It applies to this page even when the browser refuses to store
     * it (the question is then simply asked again on the next visit).
     */
    choose(settings: CookieSettings) {
      const stored = saveConsent(getStorage(), settings);
      current = { given: true, settings };
      notify();
      return stored;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The page's one store. Safe to create while prerendering: it touches the browser only when asked. */
export const consentStore = createConsentStore(browserStorage);
