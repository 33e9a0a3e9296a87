import { describe, expect, it } from "vitest";
import { emptyContactForm } from "~/lib/contact/contact-fields";
import { CONTACT_DRAFT_KEY } from "~/lib/contact/contact-fields";
import { forgetDraft, readDraft, saveDraft, withDraft } from "./contact-draft";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error("blocked");
  },
  setItem: () => {
    throw new Error("full");
  },
  removeItem: () => {
    throw new Error("blocked");
  },
};

const draft = { name: "Björn Åkesson", email: "björn@företag.se", message: "Hej! Vi behöver en ny hemsida." };

describe("contact draft", () => {
  it("keeps typed text until the form has shown it, none after it is forgotten", () => {
    const storage = memoryStorage();
    saveDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
    forgetDraft(storage);
    expect(readDraft(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("removes an earlier draft when the form is empty (after a message was sent)", () => {
    const storage = memoryStorage();
    saveDraft(storage, draft);
    saveDraft(storage, { name: "", email: "", message: "" });
    expect(storage.items.has(CONTACT_DRAFT_KEY)).toBe(false);
  });

  it("treats unreadable drafts and throwing or missing storage as no draft, without throwing", () => {
    const storage = memoryStorage();
    storage.setItem(CONTACT_DRAFT_KEY, '{"name": 1');
    expect(readDraft(storage)).toBeNull();
    storage.setItem(CONTACT_DRAFT_KEY, '{"name": 1, "email": "", "message": ""}');
    expect(readDraft(storage)).toBeNull();
    expect(() => saveDraft(throwing, draft)).not.toThrow();
    expect(readDraft(throwing)).toBeNull();
    expect(readDraft(null)).toBeNull();
    expect(() => forgetDraft(throwing)).not.toThrow();
    expect(() => forgetDraft(null)).not.toThrow();
  });

  it("fills only empty fields and never the consent tick", () => {
    expect(withDraft(emptyContactForm, draft)).toEqual({ ...draft, consent: false });
    expect(withDraft({ ...emptyContactForm, name: "Anna" }, draft).name).toBe("Anna");
    expect(withDraft(emptyContactForm, null)).toEqual(emptyContactForm);
  });
});
