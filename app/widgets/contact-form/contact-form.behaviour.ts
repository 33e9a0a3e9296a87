import { contactFormMessages as copy } from "~/content/contact-copy";
import {
  forgetDraft,
  readDraft,
  saveDraft,
  sessionStore,
  withDraft,
} from "~/widgets/contact-form/contact-draft";
import {
  contactFieldOrder,
  contactLimits,
  type ContactField,
  type ContactFormValues,
} from "~/lib/contact/contact-fields";
import { contactFieldError, validateContact } from "~/lib/contact/contact-validation";
import { buildContactPayload, describeFailure, sendContactMessage } from "~/lib/contact/send-contact-message";
import { defineBehaviour } from "../behaviour";
import { notify } from "../toasts/toasts";
import * as hooks from "./hooks";

const textFields = ["name", "email", "message"] as const;

const isContactField = (name: string): name is ContactField =>
  (contactFieldOrder as readonly string[]).includes(name);

/** True when this document is a reload of the page or a step back to it, where a saved draft belongs. */
function returnedToThisPage() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload" || navigation?.type === "back_forward";
}

/**
 * Takes over the contact form's submit (contact-form.tsx): checks it in Swedish,
 * shows every message next to its field at once and focuses the first invalid field, then sends the
 * message as JSON. The fields are read as they stand whenever needed, so text typed before this
 * script ran is never lost, and a failed send leaves every value where it was.
 */
export default defineBehaviour({
  root: hooks.form,
  mount(form) {
    const endpoint = hooks.form.read(form);
    if (!(form instanceof HTMLFormElement) || !endpoint) return;

    const control = (name: string) => {
      const element = form.elements.namedItem(name);
      return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
    };
    const consentBox = form.elements.namedItem("consent");
    const values = (): ContactFormValues => ({
      name: control("name")?.value ?? "",
      email: control("email")?.value ?? "",
      message: control("message")?.value ?? "",
      consent: consentBox instanceof HTMLInputElement && consentBox.checked,
    });

    const count = form.querySelector(hooks.messageCount.selector);
    const showCount = () => {
      if (count) count.textContent = copy.characterCount(values().message.length, contactLimits.message);
    };

    /** Fields whose error has been shown: from then on they are checked again as they change. */
    const shown = new Set<ContactField>();
    const showError = (field: ContactField, message: string | undefined) => {
      const slot = form.querySelector<HTMLElement>(hooks.errorFor.is(field));
      const text = slot?.querySelector(hooks.errorText.selector);
      // Said outright, not left out: Chromium otherwise announces the browser's own verdict, and
      // calls the consent box invalid before anyone has touched it.
      control(field)?.setAttribute("aria-invalid", String(Boolean(message)));
      if (text) text.textContent = message ?? "";
      if (slot) slot.hidden = !message;
    };

    const submit = form.querySelector(hooks.submit.selector);
    const submitLabel = form.querySelector(hooks.submitLabel.selector);
    const failedNote = form.querySelector<HTMLElement>(hooks.sendFailed.selector);
    const sentNote = form.querySelector<HTMLElement>(hooks.sent.selector);
    let sending = false;
    const setSending = (on: boolean) => {
      sending = on;
      if (on) submit?.setAttribute("aria-disabled", "true");
      else submit?.removeAttribute("aria-disabled");
      if (submitLabel) submitLabel.textContent = on ? copy.submitting : copy.submit;
    };

    const send = async () => {
      // The button is only aria-disabled while sending; Enter in a field or a second press still gets here.
      if (sending) return;
      const result = validateContact(values());
      for (const field of contactFieldOrder) {
        const error = result.ok ? undefined : result.errors[field];
        if (error) shown.add(field);
        showError(field, error);
      }
      if (!result.ok) {
        const firstInvalid = contactFieldOrder.find((field) => result.errors[field]);
        if (firstInvalid) control(firstInvalid)?.focus();
        return;
      }

      setSending(true);
      if (failedNote) failedNote.hidden = true;
      if (sentNote) sentNote.hidden = true;
      const payload = buildContactPayload(result.values, control("_honey")?.value ?? "");
      const outcome = await sendContactMessage(payload, { endpoint });
      setSending(false);
      if (outcome.ok) {
        form.reset();
        shown.clear();
        showCount();
        forgetDraft(sessionStore());
        if (sentNote) sentNote.hidden = false;
        notify("success", copy.success.title, copy.success.description);
      } else {
        console.error("Kontaktformuläret kunde inte skickas:", describeFailure(outcome.failure));
        if (failedNote) failedNote.hidden = false;
        notify("error", copy.failure.title, copy.failure.description);
      }
    };

    // Swedish messages in the page instead of the browser's bubbles.
    form.noValidate = true;
    for (const field of contactFieldOrder) showError(field, undefined);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void send();
    });
    form.addEventListener("input", ({ target }) => {
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
      if (target.name === "message") showCount();
      if (isContactField(target.name) && shown.has(target.name)) {
        showError(target.name, contactFieldError(target.name, values()));
      }
    });

    // Unsent text survives a reload in this tab (the footer's "Cookieinställningar" reloads the page):
    // saved as the page goes, put back into fields that are still empty, then forgotten so it shows once.
    // In a task of its own, as the cookie consent's: opening the tab's storage waits on the browser
    // process, and it was most of this form's mount (on a page still loading, every behaviour mounts
    // in one task).
    setTimeout(() => {
      const store = sessionStore();
      if (returnedToThisPage()) {
        const restored = withDraft(values(), readDraft(store));
        for (const field of textFields) {
          const element = control(field);
          if (element && element.value !== restored[field]) element.value = restored[field];
        }
        showCount();
      }
      forgetDraft(store);
      window.addEventListener("pagehide", () => saveDraft(store, values()));
    });
    showCount();
  },
});
