import { describe, expect, it } from "vitest";
import { settingsForChoice, withCategory } from "./consent-choices";

const selection = { necessary: true, analytics: true, marketing: false } as const;

describe("settingsForChoice", () => {
  it("turns everything on for accept all, whatever was toggled", () => {
    expect(settingsForChoice("accept-all", { ...selection, analytics: false })).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
  });

  it("turns analytics and marketing off for reject all", () => {
    expect(settingsForChoice("reject-all", selection)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  it("keeps the visitor's toggles for save", () => {
    expect(settingsForChoice("save-selection", selection)).toEqual(selection);
    expect(
      settingsForChoice("save-selection", { necessary: true, analytics: false, marketing: true }),
    ).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
  });
});

describe("withCategory", () => {
  it("switches analytics and marketing", () => {
    expect(withCategory(selection, "marketing", true)).toEqual({ ...selection, marketing: true });
    expect(withCategory(selection, "analytics", false)).toEqual({ ...selection, analytics: false });
  });

  it("ignores switching necessary off", () => {
    expect(withCategory(selection, "necessary", false)).toBe(selection);
  });
});
