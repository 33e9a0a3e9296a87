import { LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { buttonClasses } from "~/components/ui/button-styles";
import { Checkbox } from "~/components/ui/checkbox";
import { notify } from "~/components/ui/toaster";
import { contactFormCopy as copy } from "~/content/contact-copy";
import { forgetDraft, readDraft, saveDraft, sessionStore, withDraft } from "~/lib/contact/contact-draft";
import {
  contactLimits,
  contactMinimums,
  emptyContactForm,
  type ContactFormValues,
} from "~/lib/contact/contact-fields";
import {
  buildContactPayload,
  CONTACT_SUBJECT,
  describeFailure,
  formFallbackAction,
  sendContactMessage,
} from "~/lib/contact/send-contact-message";
import { valuesTypedBeforeHydration } from "~/lib/contact/typed-before-hydration";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";
import { FieldError, fieldControlClasses, fieldErrorId, FormField } from "./form-field";
import { paths } from "~/lib/paths";

/** The schema and its library load on the first focus in the form (or on submit), not with the page. */
const loadResolver = () => import("~/lib/contact/contact-schema");
const resolver: Resolver<ContactFormValues, unknown, ContactFormValues> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options);

/** True when this document is a reload of the page or a step back to it, where a saved draft belongs. */
function returnedToThisPage() {
  if (typeof performance === "undefined") return false;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload" || navigation?.type === "back_forward";
}

/**
 * The contact form. Without JavaScript it still posts to the form service's plain endpoint with
 * the browser's own validation; once hydrated it validates in Swedish and sends JSON in place.
 */
export function ContactForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  // Read once, as React takes over the prerendered fields: react-hook-form writes its starting
  // values into them, which must not wipe out what the visitor typed before the code arrived,
  // nor what was typed before the page was reloaded (the footer's "Cookieinställningar" reloads).
  const [startingValues] = useState(() =>
    withDraft(valuesTypedBeforeHydration(fieldId), returnedToThisPage() ? readDraft(sessionStore()) : null),
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactFormValues>({ resolver, defaultValues: startingValues });
  const messageLength = useWatch({ control, name: "message" }).length;
  // The prerendered counter says 0; hydration must render the same before it shows the real count.
  const shownLength = hydrated ? messageLength : 0;
  // Registered here, in form order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    name: register("name"),
    email: register("email"),
    message: register("message"),
    consent: register("consent"),
  };

  // Unsent text survives the page being unloaded in this tab (see contact-draft.ts). A draft the
  // fields now show is forgotten, so it is shown once.
  useEffect(() => {
    forgetDraft(sessionStore());
    const keep = () => saveDraft(sessionStore(), getValues());
    window.addEventListener("pagehide", keep);
    return () => window.removeEventListener("pagehide", keep);
  }, [getValues]);

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    element?.addEventListener("focusin", loadResolver, { once: true });
    return () => element?.removeEventListener("focusin", loadResolver);
  }, []);

  const onValid = async (message: ContactFormValues) => {
    // The button is aria-disabled while sending, but Enter in a field or a quick double click still gets here.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailed(false);
    const result = await sendContactMessage(buildContactPayload(message, honeypot.current?.value ?? ""), {
      endpoint: siteConfig.formEndpoint,
    });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      reset(emptyContactForm);
      if (honeypot.current) honeypot.current.value = "";
      notify("success", copy.success.title, copy.success.description);
    } else {
      console.error("Kontaktformuläret kunde inte skickas:", describeFailure(result.failure));
      setFailed(true);
      notify("error", copy.failure.title, copy.failure.description);
    }
  };

  return (
    <form
      method="post"
      action={formFallbackAction(siteConfig.formEndpoint)}
      noValidate={hydrated}
      ref={form}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      aria-label={copy.formTitle}
      className="flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/5 sm:p-8"
    >
      <input type="hidden" name="_subject" value={CONTACT_SUBJECT} />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={copy.fields.name.label} error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...fields.name}
              type="text"
              autoComplete="name"
              required
              minLength={contactMinimums.name}
              maxLength={contactLimits.name}
              placeholder={copy.fields.name.placeholder}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <FormField id={fieldId("email")} label={copy.fields.email.label} error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...fields.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={contactLimits.email}
              placeholder={copy.fields.email.placeholder}
              className={fieldControlClasses}
            />
          )}
        </FormField>
      </div>

      <FormField
        id={fieldId("message")}
        label={copy.fields.message.label}
        error={errors.message?.message}
        hint={copy.characterCount(shownLength, contactLimits.message)}
      >
        {(control) => (
          <textarea
            {...control}
            {...fields.message}
            rows={6}
            required
            minLength={contactMinimums.message}
            maxLength={contactLimits.message}
            placeholder={copy.fields.message.placeholder}
            className={cn(fieldControlClasses, "min-h-40 resize-y")}
          />
        )}
      </FormField>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fieldId("consent")}
            {...fields.consent}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={cn(
              errors.consent && fieldErrorId(fieldId("consent")),
              `${fieldId("consent")}-hint`,
            )}
            className="mt-0.5"
          />
          <div className="text-sm leading-relaxed">
            <label htmlFor={fieldId("consent")} className="cursor-pointer font-medium text-ink">
              {copy.fields.consent.label}
            </label>
            <p id={`${fieldId("consent")}-hint`} className="mt-1 text-ink-soft">
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
        {errors.consent?.message && (
          <div className="pl-9 text-sm">
            <FieldError id={fieldErrorId(fieldId("consent"))}>{errors.consent.message}</FieldError>
          </div>
        )}
      </div>

      {/* Bots fill every field they find; people and assistive technology never reach this one. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={fieldId("honey")}>{copy.fields.honeypot}</label>
        <input
          ref={honeypot}
          id={fieldId("honey")}
          type="text"
          name="_honey"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex flex-col gap-4">
        {/*
          While sending, the button is aria-disabled rather than disabled: a disabled button loses
          focus to <body>, and the next Tab would start again at the top of the page. It stays
          focusable and announced as unavailable, and a press does nothing (`inFlight` above).
        */}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          onClick={(event) => {
            if (sending) event.preventDefault();
          }}
          className={buttonClasses({
            size: "lg",
            className:
              "w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto sm:self-start",
          })}
        >
          {sending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {sending ? copy.submitting : copy.submit}
        </button>
        {failed && (
          <p className="rounded-2xl bg-brand-pink-soft px-4 py-3 text-sm text-ink">
            {copy.failure.inlineLead}{" "}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-semibold text-brand-pink-dark underline underline-offset-4"
            >
              {siteConfig.email}
            </a>
            .
          </p>
        )}
      </div>
    </form>
  );
}
