import type { StorageLike } from "~/lib/consent/consent-storage";
import { CONTACT_DRAFT_KEY, type ContactFormValues } from "~/lib/contact/contact-fields";

export type ContactDraft = Pick<ContactFormValues, "name" | "email" | "message">;

/** sessionStorage, or null where touching it throws. */
export function sessionStore(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps what was typed (not the consent tick: consent is given on the page the message is sent
 * from) in this tab's session storage; an empty form removes any earlier draft. Storage that
 * refuses is ignored: the draft is a convenience, never a reason to fail.
 */
export function saveDraft(storage: StorageLike | null, { name, email, message }: ContactDraft) {
  try {
    if (!name && !email && !message) storage?.removeItem(CONTACT_DRAFT_KEY);
    else storage?.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ name, email, message }));
  } catch {
    // Full or blocked storage: nothing to keep, nothing to break.
  }
}

/** Reads the saved draft without forgetting it; anything unreadable counts as none. */
export function readDraft(storage: StorageLike | null): ContactDraft | null {
  try {
    const raw = storage?.getItem(CONTACT_DRAFT_KEY) ?? null;
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== "object") return null;
    const { name, email, message } = value as Record<string, unknown>;
    if (typeof name !== "string" || typeof email !== "string" || typeof message !== "string") return null;
    return { name, email, message };
  } catch {
    return null;
  }
}

/** Forgets the saved draft once the form shows it, so it is shown once. */
export function forgetDraft(storage: StorageLike | null) {
  try {
    storage?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Blocked storage holds no draft to forget.
  }
}

/** Fields still empty take the draft's text; anything already in a field wins. */
export function withDraft(values: ContactFormValues, draft: ContactDraft | null): ContactFormValues {
  if (!draft) return values;
  return {
    ...values,
    name: values.name || draft.name,
    email: values.email || draft.email,
    message: values.message || draft.message,
  };
}
