import type { CookieSettings } from "./consent-storage";

/** The three ways the visitor can answer the consent question. */
export type ConsentChoice = "accept-all" | "reject-all" | "save-selection";

export type CookieCategory = keyof CookieSettings;

/** The settings a choice stores; only "save-selection" keeps the visitor's own toggles. */
export function settingsForChoice(choice: ConsentChoice, selection: CookieSettings): CookieSettings {
  switch (choice) {
    case "accept-all":
      return { necessary: true, analytics: true, marketing: true };
    case "reject-all":
      return { necessary: true, analytics: false, marketing: false };
    case "save-selection":
      return { necessary: true, analytics: selection.analytics, marketing: selection.marketing };
  }
}

/** Turns one category on or off; the necessary category cannot be switched off, so that is ignored. */
export function withCategory(
  settings: CookieSettings,
  category: CookieCategory,
  on: boolean,
): CookieSettings {
  if (category === "necessary") return settings;
  return { ...settings, [category]: on };
}
