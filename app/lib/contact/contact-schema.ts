import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { contactLimits, contactMessages, contactMinimums, type ContactFormValues } from "./contact-fields";
import { isEmailAddress } from "./email-address";

/**
 * The contact form's rules (spec §5). Name and e-mail are trimmed; the message is sent exactly as
 * written, but blank space around it does not count towards its minimum length.
 */
export const contactSchema: z.ZodMiniType<ContactFormValues, ContactFormValues> = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(contactMinimums.name, contactMessages.nameTooShort),
      z.maxLength(contactLimits.name, contactMessages.nameTooLong),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, contactMessages.emailTooLong),
      z.refine(isEmailAddress, contactMessages.invalidEmail),
    ),
  message: z.string().check(
    z.refine((message) => message.trim().length >= contactMinimums.message, contactMessages.messageTooShort),
    z.maxLength(contactLimits.message, contactMessages.messageTooLong),
  ),
  consent: z.boolean().check(z.refine((consent) => consent, contactMessages.consentRequired)),
});

/** Loaded on first use with the schema, so the validation library stays out of the page's first download. */
export const contactResolver = zodResolver(contactSchema);
