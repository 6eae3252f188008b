import { NavLink, useSearchParams } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import type { Language } from "~/utils/language";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { opsPath } from "../paths";
import { DONE_CODES, supplyCopy, type DoneCode } from "./copy";
import type { SupplyActionData } from "./route.server";
import type { FieldError, SupplyWarning } from "~/charter/index.server";

/** The state of one form after a rejected post: its errors, warnings and typed values. */
export interface FormState {
  error(name: string): FieldError | undefined;
  value(name: string, fallback?: string | number | null): string;
  warnings: SupplyWarning[];
  hasErrors: boolean;
  formError: FieldError | undefined;
}

export function formState(action: SupplyActionData | undefined, intent: string, id?: string): FormState {
  const mine =
    action && action.intent === intent && (id === undefined || action.id === id) ? action : undefined;
  return {
    error: (name) => mine?.errors[name],
    value: (name, fallback) =>
      mine?.values[name] ?? (fallback === null || fallback === undefined ? "" : String(fallback)),
    warnings: mine?.warnings ?? [],
    hasErrors: mine ? Object.keys(mine.errors).length > 0 : false,
    formError: mine?.errors.form,
  };
}

export function useSupplyCopy() {
  return useOpsCopy(supplyCopy);
}

export function errorText(copy: ReturnType<typeof useSupplyCopy>, error: FieldError): string {
  return fill(copy.errors[error.code], error.values ?? {});
}

/** Thousands grouped the same on the server and in the browser (Intl's spaces differ by engine). */
export function formatNumber(value: number, language: Language): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === "en" ? "," : "\u00a0");
}

export function SupplyNav() {
  const language = useOpsLanguage();
  const copy = useSupplyCopy();
  return (
    <nav className="supply-nav" aria-label={copy.sections}>
      <ul>
        <li>
          <NavLink to={opsPath(language, "supply/")} end>
            {copy.nav.overview}
          </NavLink>
        </li>
        <li>
          <NavLink to={opsPath(language, "supply/blocks/")}>{copy.nav.blocks}</NavLink>
        </li>
        <li>
          <NavLink to={opsPath(language, "supply/empty-legs/")}>{copy.nav.emptyLegs}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** The notice of a write that went through (`?done=` after the redirect). */
export function DoneNotice() {
  const copy = useSupplyCopy();
  const [params] = useSearchParams();
  const code = params.get("done");
  if (!code || !(DONE_CODES as readonly string[]).includes(code)) return null;
  return (
    <div className="ops-notice ops-notice--ok" role="status">
      <p>{copy.done[code as DoneCode]}</p>
    </div>
  );
}

/** A per-row form's error (cancel, withdraw, retire) shown at the top of the page. */
export function ActionError({ action }: { action: SupplyActionData | undefined }) {
  const copy = useSupplyCopy();
  const error = action?.errors.form;
  if (!error) return null;
  return (
    <div className="ops-notice ops-notice--error" role="alert">
      <p>{errorText(copy, error)}</p>
    </div>
  );
}

/** Above a form: "correct the fields", or the warnings and the box that confirms them. */
export function FormProblems({ state, confirmId }: { state: FormState; confirmId: string }) {
  const copy = useSupplyCopy();
  if (state.hasErrors) {
    return (
      <div className="ops-notice ops-notice--error supply-form-notice" role="alert">
        <p>{state.formError ? errorText(copy, state.formError) : copy.formHasErrors}</p>
      </div>
    );
  }
  if (state.warnings.length === 0) return null;
  return (
    <div className="ops-notice supply-warning supply-form-notice" role="alert">
      <p className="supply-warning__title">{copy.confirmTitle}</p>
      <ul>
        {state.warnings.map((warning) => (
          <li key={warning.code}>{fill(copy.warnings[warning.code], warning.values)}</li>
        ))}
      </ul>
      <div className="supply-check">
        <input type="checkbox" id={confirmId} name="confirm" value="on" required />
        <label htmlFor={confirmId}>{copy.confirm}</label>
      </div>
    </div>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  state: FormState;
  className?: string;
}

function describedBy(
  id: string,
  hint: string | undefined,
  error: FieldError | undefined,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  optional,
  state,
  name,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  const copy = useSupplyCopy();
  const error = state.error(name);
  return (
    <div className={className ? `ops-field ${className}` : "ops-field"}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="ops-muted supply-optional"> ({copy.optional})</span> : null}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="ops-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ops-field__error">
          {errorText(copy, error)}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  initial,
  ...props
}: FieldProps & { initial?: string | number | null } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "defaultValue"
  >) {
  const { id, name, label, hint, optional, state, className, ...input } = props;
  const error = state.error(name);
  return (
    <FieldFrame {...{ id, name, label, hint, optional, state, className }}>
      <input
        type="text"
        {...input}
        id={id}
        name={name}
        defaultValue={state.value(name, initial)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

export function SelectField({
  initial,
  options,
  placeholder,
  ...props
}: FieldProps & {
  initial?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "defaultValue">) {
  const { id, name, label, hint, optional, state, className, ...select } = props;
  const error = state.error(name);
  return (
    <FieldFrame {...{ id, name, label, hint, optional, state, className }}>
      <select
        {...select}
        id={id}
        name={name}
        defaultValue={state.value(name, initial)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  initial,
  ...props
}: FieldProps & { initial?: string | null; maxLength?: number }) {
  const { id, name, label, hint, optional, state, className, maxLength } = props;
  const error = state.error(name);
  return (
    <FieldFrame {...{ id, name, label, hint, optional, state, className }}>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={maxLength}
        defaultValue={state.value(name, initial)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

/** An ICAO code field: four characters, upper-cased by the server. */
export function AirportField(props: FieldProps & { initial?: string | null; required?: boolean }) {
  return (
    <TextField
      {...props}
      maxLength={4}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      className="supply-field--icao"
    />
  );
}

/** "Vnukovo (UUWW)" in the page's language. */
export function airportName(
  airport: { icao: string; name: string; nameRu: string },
  language: Language,
): string {
  const name = language === "en" ? airport.name : airport.nameRu;
  return name === airport.icao ? airport.icao : `${name} (${airport.icao})`;
}

/** A moment at an airport: its local time and the zone. */
export function LocalTimeText({ time }: { time: { iso: string; local: string; zone: string } }) {
  return (
    <time dateTime={time.iso} className="supply-nowrap">
      {time.local} <span className="ops-muted">{time.zone}</span>
    </time>
  );
}

/** Visually hidden words that tell one row's button from the next for a screen reader. */
export function HiddenContext({ children }: { children: ReactNode }) {
  return <span className="supply-visually-hidden">{children}</span>;
}
