import type { ContactMessage } from "./contact-fields";

export const CONTACT_SUBJECT = "Nytt kontaktformulär meddelande";

/** The JSON body for the form service (spec §7), plus its honeypot: a filled `_honey` makes it drop the message. */
export function buildContactPayload(message: ContactMessage, honeypot: string) {
  return {
    name: message.name,
    email: message.email,
    message: message.message,
    consent: message.consent ? "Ja" : "Nej",
    _subject: CONTACT_SUBJECT,
    _captcha: "false",
    _honey: honeypot,
  };
}

export type ContactPayload = ReturnType<typeof buildContactPayload>;

/**
 * Where the form posts when JavaScript has not run (yet): the service's plain endpoint, which
 * answers with its own thank-you page instead of JSON.
 */
export function formFallbackAction(endpoint: string) {
  return endpoint.replace("/ajax/", "/");
}
