import type { ReactNode } from "react";

/** The class names of one form's fields: each form keeps its own look (booking, leads, results). */
export interface FieldClasses {
  field: string;
  label: string;
  hint: string;
  error: string;
}

/** What the control needs to be announced with its label, hint and reason. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: "true";
}

/**
 * One labelled field of the site's forms (issue 6 §5: the reason for an invalid field is shown
 * next to it, in the visitor's language): the label, the control, an optional hint and the
 * reason, with the control described by both (WCAG 2.2 SC 3.3.1 and 3.3.2) and marked invalid
 * while a reason shows. The control itself is the caller's, so a form keeps its own attributes
 * and state; `describedBy` adds ids of text outside the field (a form-wide status).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  describedBy = [],
  classes,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string[];
  classes: FieldClasses;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, ...describedBy, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": "true" as const } : {}),
      })}
      {hint ? (
        <p className={classes.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
