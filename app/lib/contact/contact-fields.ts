/** The contact form's fields and limits, shared by the markup, the validation and the browser script. */

/** Upper bounds: generous for real messages, small enough that nobody pastes a novel into the service. */
export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

/** Lower bounds; the message's counts without the blank space around it. */
export const contactMinimums = { name: 2, message: 10 } as const;

/** What the visitor has typed (the form's values). */
export type ContactFormValues = { name: string; email: string; message: string; consent: boolean };

export type ContactField = keyof ContactFormValues;

/** The fields in the order they stand in the form: the first invalid one in this order gets focus. */
export const contactFieldOrder: readonly ContactField[] = ["name", "email", "message", "consent"];

export const emptyContactForm: ContactFormValues = { name: "", email: "", message: "", consent: false };

/** sessionStorage key for text typed into the contact form but not sent, kept across a reload. */
export const CONTACT_DRAFT_KEY = "contactDraft";
