import { Clock, LoaderCircle, Send } from "lucide-react";
import { buttonClasses } from "~/ui/button-styles";
import { Checkbox } from "~/ui/checkbox";
import { contactFormCopy as copy, contactFormMessages as messages } from "~/content/contact-copy";
import { contactLimits, contactMinimums } from "~/lib/contact/contact-fields";
import { CONTACT_SUBJECT, formFallbackAction } from "~/lib/contact/send-contact-message";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { siteConfig } from "~/site.config";
import { describedBy, FieldError, fieldControlClasses, fieldId, FormField, RequiredMark } from "./form-field";
import * as hooks from "./hooks";
import { TextField } from "./text-field";

const requiredNoteId = "contact-required-note";
const consentHintId = `${fieldId("consent")}-hint`;
const honeypotId = "contact-honey";

/**
 * The contact form as plain HTML. Without JavaScript it posts to the form service's plain endpoint
 * with the browser's own validation; contact-form.behaviour.ts takes over the submit when it
 * runs: Swedish messages in the error slots, and the message sent as JSON to the form service named on the form.
 */
export function ContactForm({ replyWithin }: { replyWithin: string }) {
  return (
    <form
      method="post"
      action={formFallbackAction(siteConfig.formEndpoint)}
      {...hooks.form.on(siteConfig.formEndpoint)}
      aria-label={copy.formTitle}
      aria-describedby={requiredNoteId}
      className="flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/5 sm:p-8 lg:gap-5"
    >
      <p id={requiredNoteId} className="-mb-2 text-sm text-ink-soft">
        {copy.requiredNote}
      </p>
      <input type="hidden" name="_subject" value={CONTACT_SUBJECT} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="name" type="text" autoComplete="name" />
        <TextField name="email" type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      </div>

      <FormField
        name="message"
        label={copy.fields.message.label}
        hint={<span {...hooks.messageCount.on()}>{messages.characterCount(0, contactLimits.message)}</span>}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            minLength={contactMinimums.message}
            maxLength={contactLimits.message}
            placeholder={copy.fields.message.placeholder}
            className={cn(fieldControlClasses, "min-h-40 resize-y lg:min-h-28")}
          />
        )}
      </FormField>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fieldId("consent")}
            name="consent"
            value="Ja"
            required
            aria-describedby={describedBy("consent", consentHintId)}
            className="mt-0.5"
          />
          <div className="text-sm leading-relaxed">
            <label htmlFor={fieldId("consent")} className="cursor-pointer font-medium text-ink">
              {copy.fields.consent.label}
              <RequiredMark />
            </label>
            <p id={consentHintId} className="mt-1 text-ink-soft">
              {copy.fields.consent.privacyLead}{" "}
              <a
                href={paths.privacy}
                className="font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
              >
                {copy.fields.consent.privacyLink}
              </a>
              .
            </p>
          </div>
        </div>
        <div className="pl-9">
          <FieldError name="consent" />
        </div>
      </div>

      {/* Bots fill every field they find; people and assistive technology never reach this one. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{copy.fields.honeypot}</label>
        <input id={honeypotId} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-col gap-4">
        {/*
          While sending, the script marks the button aria-disabled rather than disabled: a disabled
          button loses focus to <body>, and the next Tab would start again at the top of the page.
          It stays focusable, is announced as unavailable, and a press sends nothing twice.
        */}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
          <button
            type="submit"
            {...hooks.submit.on()}
            className={buttonClasses({
              size: "lg",
              className: "group w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto",
            })}
          >
            <Send aria-hidden="true" className="size-5 group-aria-disabled:hidden" />
            <LoaderCircle
              aria-hidden="true"
              className="hidden size-5 animate-spin group-aria-disabled:block motion-reduce:animate-none"
            />
            <span {...hooks.submitLabel.on()}>{messages.submit}</span>
          </button>
          <p
            data-testid="reply-promise"
            className="flex items-center gap-2 text-ink-soft max-sm:justify-center"
          >
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-pink-dark" />
            {copy.replyPromise(replyWithin)}
          </p>
        </div>
        <p
          {...hooks.sendFailed.on()}
          hidden
          className="rounded-2xl bg-brand-pink-soft px-4 py-3 text-sm text-ink"
        >
          {copy.failedNoteLead}{" "}
          <a
            href={`mailto:${siteConfig.email}`}
            className="font-semibold text-brand-pink-dark underline underline-offset-4"
          >
            {siteConfig.email}
          </a>
          .
        </p>
        {/* The lasting confirmation of a sent message, beside the toast that goes after a few seconds. */}
        <p
          {...hooks.sent.on()}
          role="status"
          hidden
          className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-ink"
        >
          <strong className="font-semibold">{messages.success.title}</strong> {messages.success.description}
        </p>
      </div>
    </form>
  );
}
