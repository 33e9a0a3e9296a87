import { describe, expect, it, vi } from "vitest";
import {
  clearConsent,
  CONSENT_GIVEN_KEY,
  CONSENT_SETTINGS_KEY,
  defaultCookieSettings,
  isConsentStorageKey,
  parseCookieSettings,
  readConsent,
  saveConsent,
  type StorageLike,
  UNSAVED_CONSENT_MESSAGE,
} from "./consent-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  } satisfies StorageLike & { data: Map<string, string> };
}

const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

const silenceErrors = () => vi.spyOn(console, "error").mockImplementation(() => {});

it("uses the spec's two storage keys", () => {
  expect(CONSENT_GIVEN_KEY).toBe("cookieConsentGiven");
  expect(CONSENT_SETTINGS_KEY).toBe("cookieSettings");
});

describe("parseCookieSettings", () => {
  it("gives the defaults (necessary only) when nothing is stored", () => {
    expect(parseCookieSettings(null)).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it("reads the stored flags", () => {
    expect(parseCookieSettings('{"necessary":true,"analytics":true,"marketing":false}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it("keeps necessary on even when storage says otherwise", () => {
    expect(parseCookieSettings('{"necessary":false,"analytics":false,"marketing":true}').necessary).toBe(
      true,
    );
  });

  it("treats missing optional flags as not consented", () => {
    expect(parseCookieSettings('{"necessary":true}')).toEqual(defaultCookieSettings);
  });

  it.each([
    ["broken JSON", "{analytics:true"],
    ["a string", '"true"'],
    ["null", "null"],
    ["an array", "[true,true]"],
    ["a non-boolean flag", '{"analytics":"yes","marketing":false}'],
    ["a numeric flag", '{"analytics":false,"marketing":1}'],
  ])("logs %s and keeps the defaults", (_, raw) => {
    const error = silenceErrors();
    expect(parseCookieSettings(raw)).toEqual(defaultCookieSettings);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("Kunde inte läsa sparade cookieinställningar");
  });
});

describe("readConsent", () => {
  it("reports no consent for an empty storage", () => {
    expect(readConsent(memoryStorage())).toEqual({ given: false, settings: defaultCookieSettings });
  });

  it("reads the flag and the settings", () => {
    const storage = memoryStorage({
      cookieConsentGiven: "true",
      cookieSettings: '{"necessary":true,"analytics":true,"marketing":true}',
    });
    expect(readConsent(storage)).toEqual({
      given: true,
      settings: { necessary: true, analytics: true, marketing: true },
    });
  });

  it("only accepts the exact string 'true' as given", () => {
    expect(readConsent(memoryStorage({ cookieConsentGiven: "yes" })).given).toBe(false);
  });

  it("keeps the defaults when the settings are corrupt", () => {
    silenceErrors();
    const storage = memoryStorage({ cookieConsentGiven: "true", cookieSettings: "{oops" });
    expect(readConsent(storage)).toEqual({ given: true, settings: defaultCookieSettings });
  });

  it("treats missing storage as no consent", () => {
    expect(readConsent(null)).toEqual({ given: false, settings: defaultCookieSettings });
  });

  it("logs storage that throws and reports no consent, so the question is asked again", () => {
    const error = silenceErrors();
    expect(readConsent(throwingStorage)).toEqual({ given: false, settings: defaultCookieSettings });
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe("saveConsent", () => {
  it("stores the flag and the settings as the spec names them", () => {
    const storage = memoryStorage({ other: "kept" });
    saveConsent(storage, { necessary: true, analytics: true, marketing: false });
    expect(Object.fromEntries(storage.data)).toEqual({
      other: "kept",
      cookieConsentGiven: "true",
      cookieSettings: '{"necessary":true,"analytics":true,"marketing":false}',
    });
  });

  it("logs a refused write and never throws", () => {
    const error = silenceErrors();
    expect(() => saveConsent(throwingStorage, defaultCookieSettings)).not.toThrow();
    expect(error).toHaveBeenCalledWith(UNSAVED_CONSENT_MESSAGE, expect.any(DOMException));
  });

  it("stores nothing, silently, where storage cannot be touched", () => {
    const error = silenceErrors();
    expect(() => saveConsent(null, defaultCookieSettings)).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("clearConsent", () => {
  it("removes both keys and nothing else", () => {
    const storage = memoryStorage({ cookieConsentGiven: "true", cookieSettings: "{}", other: "kept" });
    clearConsent(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ other: "kept" });
  });

  it("never throws", () => {
    silenceErrors();
    expect(() => clearConsent(throwingStorage)).not.toThrow();
    expect(() => clearConsent(null)).not.toThrow();
  });
});

describe("isConsentStorageKey", () => {
  it("matches the two keys and a full clear (null), nothing else", () => {
    expect(isConsentStorageKey("cookieConsentGiven")).toBe(true);
    expect(isConsentStorageKey("cookieSettings")).toBe(true);
    expect(isConsentStorageKey(null)).toBe(true);
    expect(isConsentStorageKey("theme")).toBe(false);
  });
});
