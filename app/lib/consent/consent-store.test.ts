import { describe, expect, it, vi } from "vitest";
import { COOKIE_CHOICE_EVENT, type StorageLike } from "./consent-storage";
import { createConsentStore } from "./consent-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  return storage satisfies StorageLike;
}

const accepted = { necessary: true, analytics: true, marketing: true } as const;
const storageEvent = (key: string | null) => new StorageEvent("storage", { key });

describe("consent store", () => {
  it("knows nothing on the server, so prerendered HTML never contains the question", () => {
    expect(createConsentStore(() => memoryStorage()).getServerSnapshot()).toBeNull();
  });

  it("reads storage once and returns the same snapshot until something changes", () => {
    const storage = memoryStorage({ cookieConsentGiven: "true", cookieSettings: JSON.stringify(accepted) });
    const store = createConsentStore(() => storage);
    const first = store.getSnapshot();
    expect(first).toEqual({ given: true, settings: accepted });
    expect(store.getSnapshot()).toBe(first);
    expect(storage.getItem).toHaveBeenCalledTimes(2);
  });

  it("logs corrupt settings only once however often React asks", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createConsentStore(() =>
      memoryStorage({ cookieConsentGiven: "true", cookieSettings: "{x" }),
    );
    for (let i = 0; i < 5; i++) store.getSnapshot();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("prefers an answer given on this page, which storage may have refused, and follows it", () => {
    const store = createConsentStore(() => null);
    const listener = vi.fn();
    store.subscribe(listener);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(store.getSnapshot().given).toBe(false);

    window.vingaCookieChoice = { choice: "accept-all", settings: accepted };
    window.dispatchEvent(new Event(COOKIE_CHOICE_EVENT));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ given: true, settings: accepted });
    delete window.vingaCookieChoice;
  });

  it("follows changes made in another tab", () => {
    const storage = memoryStorage({ cookieConsentGiven: "true", cookieSettings: JSON.stringify(accepted) });
    const store = createConsentStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.getSnapshot();

    storage.data.clear();
    window.dispatchEvent(storageEvent(null));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().given).toBe(false);
    unsubscribe();
  });

  it("ignores other storage keys and stops listening after the last unsubscribe", () => {
    const store = createConsentStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(storageEvent("theme"));
    expect(listener).not.toHaveBeenCalled();

    unsubscribe();
    window.dispatchEvent(storageEvent("cookieSettings"));
    expect(listener).not.toHaveBeenCalled();
  });
});
