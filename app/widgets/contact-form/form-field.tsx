import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactField } from "~/lib/contact/contact-fields";
import { cn } from "~/lib/cn";
import * as contactFormHooks from "./hooks";

export type FieldControlProps = {
  id: string;
  name: ContactField;
  required: true;
  "aria-describedby": string;
};

type FormFieldProps = {
  name: Exclude<ContactField, "consent">;
  label: string;
  /** Shown under the control and read with it, e.g. a character counter. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export const fieldId = (name: ContactField) => `contact-${name}`;
const errorId = (name: ContactField) => `${fieldId(name)}-error`;

/**
 * The control's description: its error slot first (empty until contact-form.behaviour.ts fills
 * it), then any hint, so an error is announced with the field.
 */
export const describedBy = (name: ContactField, hintId?: string) => cn(errorId(name), hintId);

/** The asterisk every required field's label carries; the form's note says what it means. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-brand-pink-dark">
      *
    </span>
  );
}

/** Label, control, error slot and hint wired together. */
export function FormField({ name, label, hint, children }: FormFieldProps) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      {/* The mark beside the label, not in it: the field's name stays the label's word. */}
      <div className="text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        <RequiredMark />
      </div>
      {children({ id, name, required: true, "aria-describedby": describedBy(name, hintId) })}
      {hint ? (
        <div className="flex items-start justify-between gap-4 text-sm">
          <FieldError name={name} />
          <span id={hintId} className="ml-auto shrink-0 text-ink-soft tabular-nums">
            {hint}
          </span>
        </div>
      ) : (
        <FieldError name={name} />
      )}
    </div>
  );
}

/** Where the script shows a field's message; hidden (and so silent) while the field is fine. */
export function FieldError({ name }: { name: ContactField }) {
  return (
    <p
      id={errorId(name)}
      {...contactFormHooks.errorFor.on(name)}
      hidden
      className="flex items-start gap-1.5 text-sm font-medium text-brand-pink-dark"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span {...contactFormHooks.errorText.on()} />
    </p>
  );
}

export const fieldControlClasses =
  "w-full rounded-xl border-2 border-ink-soft/70 bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/80 hover:border-ink-soft focus-visible:border-brand-blue aria-invalid:border-brand-pink-dark";
