import { emptyContactForm, type ContactFormValues } from "./contact-fields";

/**
 * What the visitor typed into the prerendered form before its code arrived, read from the page
 * (the fields' ids come from `fieldId`). Empty while prerendering or when the fields are not on
 * the page yet, as after a client-side navigation.
 */
export function valuesTypedBeforeHydration(fieldId: (name: keyof ContactFormValues) => string) {
  if (typeof document === "undefined") return emptyContactForm;
  const field = (name: keyof ContactFormValues) => document.getElementById(fieldId(name));
  const text = (name: "name" | "email" | "message") => {
    const element = field(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : emptyContactForm[name];
  };
  const consent = field("consent");
  return {
    name: text("name"),
    email: text("email"),
    message: text("message"),
    consent: consent instanceof HTMLInputElement ? consent.checked : emptyContactForm.consent,
  } satisfies ContactFormValues;
}
