import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/*
 * The console's one field kit (issue 31, item 4): a label, its control, a hint and an error, tied
 * together the same way on every console form. The hint and the error carry the control's id with
 * `-hint` and `-error`, the control names them in aria-describedby (hint first, as they are read on
 * the page) and says aria-invalid while there is an error (WCAG 3.3.1, 1.3.1). Words come from the
 * caller, already in the page's language.
 */

export interface FieldFrameProps {
  /** The control's id; the label points at it, the hint and the error derive theirs from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error text; a field without one is valid. */
  error?: ReactNode;
  /** Added to `ops-field`. */
  className?: string;
}

/** The aria attributes of a control with an optional hint and error (ids as the kit gives them). */
export function fieldAria(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
  };
}

/** An error line, for a control whose label is not the kit's (a group of radios). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span id={`${id}-error`} className="ops-field__error">
      {children}
    </span>
  );
}

/** The frame of one field around a control the caller draws (spread `fieldAria` on it). */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={className ? `ops-field ${className}` : "ops-field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="ops-field__hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

type Native<Attributes> = Omit<Attributes, "id" | "aria-invalid" | "aria-describedby">;

export function InputField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: FieldFrameProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field {...{ id, label, hint, error, className }}>
      <input {...input} id={id} {...fieldAria(id, { hint, error })} />
    </Field>
  );
}

/** A select; its options are the children. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldFrameProps & Native<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field {...{ id, label, hint, error, className }}>
      <select {...select} id={id} {...fieldAria(id, { hint, error })}>
        {children}
      </select>
    </Field>
  );
}

export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: FieldFrameProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field {...{ id, label, hint, error, className }}>
      <textarea {...textarea} id={id} {...fieldAria(id, { hint, error })} />
    </Field>
  );
}
