import type { ReactNode } from "react";

/** The class names of one form's fields: each form keeps its own look (booking, leads, results). */
export interface FieldClasses {
  field: string;
  label: string;
  hint: string;
  error: string;
  /** The label of a check box (`layout="check"`), where it differs from `label`. */
  checkLabel?: string;
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
 * and state. `describedBy` adds ids of text outside the field (a form-wide status), read after
 * the hint; `describedByFirst` ids read before it (the status line the field answers). A check
 * box (`layout="check"`) comes before its label, and `extra` holds more text of the field after
 * the label (the documents a consent refers to), which the caller names in `describedBy`.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  describedBy = [],
  describedByFirst = [],
  classes,
  className,
  layout = "stack",
  extra,
  errorTestId,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string[];
  describedByFirst?: string[];
  classes: FieldClasses;
  className?: string;
  layout?: "stack" | "check";
  extra?: ReactNode;
  /** The error's `data-testid`, for end-to-end tests that read the reason. */
  errorTestId?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [...describedByFirst, hint ? hintId : null, ...describedBy, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const control = children({
    id,
    ...(described ? { "aria-describedby": described } : {}),
    ...(error ? { "aria-invalid": "true" as const } : {}),
  });
  const check = layout === "check";
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      {check ? control : null}
      <label className={check ? (classes.checkLabel ?? classes.label) : classes.label} htmlFor={id}>
        {label}
      </label>
      {check ? null : control}
      {extra}
      {hint ? (
        <p className={classes.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={classes.error} id={errorId} data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
