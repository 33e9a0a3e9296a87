import type { ComponentProps } from "react";
import { contactFormCopy as copy } from "~/content/contact-copy";
import { contactLimits, contactMinimums, type ContactField } from "~/lib/contact/contact-fields";
import { fieldControlClasses, FormField } from "./form-field";

/** A one-line field, its label, placeholder and length limits looked up by its name. */
export function TextField({
  name,
  ...input
}: { name: "name" | "email" } & Pick<
  ComponentProps<"input">,
  "type" | "inputMode" | "autoComplete" | "spellCheck"
>) {
  const minimums: Partial<Record<ContactField, number>> = contactMinimums;
  return (
    <FormField name={name} label={copy.fields[name].label}>
      {(control) => (
        <input
          {...control}
          {...input}
          minLength={minimums[name]}
          maxLength={contactLimits[name]}
          placeholder={copy.fields[name].placeholder}
          className={fieldControlClasses}
        />
      )}
    </FormField>
  );
}
