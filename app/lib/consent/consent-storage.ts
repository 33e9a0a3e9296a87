export const CONSENT_GIVEN_KEY = "cookieConsentGiven";
export const CONSENT_SETTINGS_KEY = "cookieSettings";

export type CookieSettings = { necessary: true; analytics: boolean; marketing: boolean };

export const defaultCookieSettings: CookieSettings = { necessary: true, analytics: false, marketing: false };

export type StoredConsent = { given: boolean; settings: CookieSettings };

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Logged when the browser refuses to store the answer. */
export const UNSAVED_CONSENT_MESSAGE = "Cookieinställningarna kunde inte sparas.";

/** True when a `storage` event (another tab) may have changed the stored choice; null means cleared. */
export function isConsentStorageKey(key: string | null) {
  return key === null || key === CONSENT_GIVEN_KEY || key === CONSENT_SETTINGS_KEY;
}

/**
 * Parses stored settings; anything unreadable is logged and the defaults are kept. A flag that is
 * present but not a boolean counts as unreadable: guessing what "yes" or 1 meant could grant consent
 * that was never given.
 */
export function parseCookieSettings(raw: string | null): CookieSettings {
  if (raw === null) return defaultCookieSettings;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new Error("inte ett objekt");
    }
    const { analytics = false, marketing = false } = value as Record<string, unknown>;
    if (typeof analytics !== "boolean" || typeof marketing !== "boolean") {
      throw new Error("analytics och marketing måste vara true eller false");
    }
    // `necessary` is not read at all: it cannot be switched off, whatever was stored.
    return { necessary: true, analytics, marketing };
  } catch (error) {
    console.error("Kunde inte läsa sparade cookieinställningar, standardvärden används.", error);
    return defaultCookieSettings;
  }
}

export function readConsent(storage: StorageLike | null): StoredConsent {
  try {
    if (!storage) return { given: false, settings: defaultCookieSettings };
    return {
      given: storage.getItem(CONSENT_GIVEN_KEY) === "true",
      settings: parseCookieSettings(storage.getItem(CONSENT_SETTINGS_KEY)),
    };
  } catch (error) {
    console.error("Webbläsarens lagring går inte att läsa.", error);
    return { given: false, settings: defaultCookieSettings };
  }
}

/**
 * Stores an answer. A refusal is logged; storage that cannot be touched at all (null) stores
 * nothing silently, as reading it did. Either way the answer applies to this page only.
 */
export function saveConsent(storage: StorageLike | null, settings: CookieSettings) {
  try {
    storage?.setItem(CONSENT_GIVEN_KEY, "true");
    storage?.setItem(CONSENT_SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error(UNSAVED_CONSENT_MESSAGE, error);
  }
}

export function clearConsent(storage: StorageLike | null) {
  try {
    storage?.removeItem(CONSENT_GIVEN_KEY);
    storage?.removeItem(CONSENT_SETTINGS_KEY);
  } catch (error) {
    console.error("Cookieinställningarna kunde inte rensas.", error);
  }
}
