import type { ContactField } from "~/lib/contact/contact-fields";
import { hook } from "../define-hook.ts";

/** The form, valued by the form service's address the message is sent to. */
export const form = hook<string>("data-contact-form");
/** The message's character count. */
export const messageCount = hook("data-message-count");
/** A field's error slot, valued by the field's name, and the text in it. */
export const errorFor = hook<ContactField>("data-error-for");
export const errorText = hook("data-error-text");
/** The send button and its label, which says when it is sending. */
export const submit = hook("data-submit");
export const submitLabel = hook("data-submit-label");
/** The notes after a send that failed and one that went through. */
export const sendFailed = hook("data-send-failed");
export const sent = hook("data-sent");
