import { contactFormMessages } from "~/content/contact-copy";
import {
  contactFieldOrder,
  contactLimits,
  contactMinimums,
  type ContactField,
  type ContactFormValues,
} from "./contact-fields";
import { isEmailAddress } from "./email-address";

const messages = contactFormMessages.errors;

/** One message per invalid field. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactValidation =
  { ok: true; values: ContactFormValues } | { ok: false; errors: ContactErrors };

/**
 * What is wrong with one field (the specification's validation rules), or undefined. Name and e-mail count without the blank
 * space around them; so does the message's minimum, though it is sent exactly as written.
 */
export function contactFieldError(field: ContactField, values: ContactFormValues): string | undefined {
  switch (field) {
    case "name": {
      const name = values.name.trim();
      if (name.length < contactMinimums.name) return messages.nameTooShort;
      if (name.length > contactLimits.name) return messages.nameTooLong;
      return undefined;
    }
    case "email": {
      const email = values.email.trim();
      if (email.length > contactLimits.email) return messages.emailTooLong;
      return isEmailAddress(email) ? undefined : messages.invalidEmail;
    }
    case "message":
      if (values.message.trim().length < contactMinimums.message) return messages.messageTooShort;
      if (values.message.length > contactLimits.message) return messages.messageTooLong;
      return undefined;
    case "consent":
      return values.consent ? undefined : messages.consentRequired;
  }
}

/** Every field checked at once: the message to send (name and e-mail trimmed), or every error. */
export function validateContact(values: ContactFormValues): ContactValidation {
  const errors: ContactErrors = {};
  for (const field of contactFieldOrder) {
    const error = contactFieldError(field, values);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { ...values, name: values.name.trim(), email: values.email.trim() } };
}
