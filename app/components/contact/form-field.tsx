import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Shown under the control and read with it, e.g. a character counter. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export const fieldErrorId = (id: string) => `${id}-error`;

/** Label, control and error message wired together, so the error is announced with the field. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {(error || hint) && (
        <div className="flex items-start justify-between gap-4 text-sm">
          {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : <span />}
          {hint && (
            <span id={hintId} className="shrink-0 text-ink-soft tabular-nums">
              {hint}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-brand-pink-dark">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

export const fieldControlClasses =
  "w-full rounded-xl border-2 border-ink-soft/70 bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/80 hover:border-ink-soft focus-visible:border-brand-blue aria-invalid:border-brand-pink-dark";
