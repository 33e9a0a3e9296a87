/**
 * The contact form's fields, limits and messages, free of the validation library so the form can
 * use them without loading it (the schema in contact-schema.ts is fetched on first use).
 */

/** Upper bounds: generous for real messages, small enough that nobody pastes a novel into the service. */
export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

/** Lower bounds; the message's counts without the blank space around it. */
export const contactMinimums = { name: 2, message: 10 } as const;

export const contactMessages = {
  nameTooShort: `Namnet måste vara minst ${contactMinimums.name} tecken.`,
  nameTooLong: `Namnet får vara högst ${contactLimits.name} tecken.`,
  invalidEmail: "Ogiltig e-postadress.",
  emailTooLong: `E-postadressen får vara högst ${contactLimits.email} tecken.`,
  messageTooShort: `Meddelandet måste vara minst ${contactMinimums.message} tecken.`,
  messageTooLong: `Meddelandet får vara högst ${contactLimits.message} tecken.`,
  consentRequired: "Du måste godkänna hantering av personuppgifter",
} as const;

/** What the visitor has typed (the form's values). */
export type ContactFormValues = { name: string; email: string; message: string; consent: boolean };

export const emptyContactForm: ContactFormValues = { name: "", email: "", message: "", consent: false };
