import { describe, expect, it, vi } from "vitest";
import type { StorageLike } from "./consent-storage";
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

  it("stores a choice, updates the snapshot and tells subscribers", () => {
    const storage = memoryStorage();
    const store = createConsentStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().given).toBe(false);

    expect(store.choose(accepted)).toBe(true);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ given: true, settings: accepted });
    expect(storage.data.get("cookieConsentGiven")).toBe("true");
  });

  it("applies a choice to this page even when the browser refuses to store it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createConsentStore(() => null);
    expect(store.choose(accepted)).toBe(false);
    expect(store.getSnapshot()).toEqual({ given: true, settings: accepted });
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
