import * as z from "zod/mini";

/** Upper bounds: generous for real messages, small enough that nobody pastes a novel into the service. */
export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

export const contactMessages = {
  nameTooShort: "Namnet måste vara minst 2 tecken.",
  nameTooLong: `Namnet får vara högst ${contactLimits.name} tecken.`,
  invalidEmail: "Ogiltig e-postadress.",
  emailTooLong: `E-postadressen får vara högst ${contactLimits.email} tecken.`,
  messageTooShort: "Meddelandet måste vara minst 10 tecken.",
  messageTooLong: `Meddelandet får vara högst ${contactLimits.message} tecken.`,
  consentRequired: "Du måste godkänna hantering av personuppgifter",
} as const;

/**
 * The contact form's rules (spec §5). Name and e-mail are trimmed; the message is sent exactly as
 * written, but blank space around it does not count towards its minimum length.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, contactMessages.nameTooShort),
      z.maxLength(contactLimits.name, contactMessages.nameTooLong),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, contactMessages.emailTooLong),
      z.email(contactMessages.invalidEmail),
    ),
  message: z.string().check(
    z.refine((message) => message.trim().length >= 10, contactMessages.messageTooShort),
    z.maxLength(contactLimits.message, contactMessages.messageTooLong),
  ),
  consent: z.boolean().check(z.refine((consent) => consent, contactMessages.consentRequired)),
});

/** What the visitor has typed (the form's values). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A message that passed validation. */
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormValues = { name: "", email: "", message: "", consent: false };
