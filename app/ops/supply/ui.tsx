import { NavLink } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import type { Language } from "~/utils/language";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { opsPath } from "../paths";
import { InputField, SelectField as KitSelectField, TextareaField } from "../ui/field";
import { supplyCopy, type DoneCode } from "./copy";
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

/** The supply's sections; the peak-day calendar is the house's alone (issue 27, item 1). */
export function SupplyNav({ house = true }: { house?: boolean }) {
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
        {house ? (
          <li>
            <NavLink to={opsPath(language, "supply/peak-days/")}>{copy.nav.peakDays}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The notice of a write that went through (the loader's `notice`, once after the redirect). */
export function DoneNotice({ code }: { code: DoneCode | null }) {
  const copy = useSupplyCopy();
  if (!code) return null;
  return (
    <div className="ops-notice ops-notice--ok" role="status">
      <p>{copy.done[code]}</p>
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

/*
 * The supply forms' fields: the console's field kit (../ui/field.tsx) bound to a form's state (its
 * typed value and its error after a rejected post), with "optional" beside the label where it is.
 */
function useFrame({ id, name, label, hint, optional, state, className }: FieldProps) {
  const copy = useSupplyCopy();
  const error = state.error(name);
  return {
    id,
    name,
    hint,
    className,
    error: error ? errorText(copy, error) : undefined,
    label: (
      <>
        {label}
        {optional ? <span className="ops-muted supply-optional"> ({copy.optional})</span> : null}
      </>
    ),
  };
}

export function TextField({
  initial,
  ...props
}: FieldProps & { initial?: string | number | null } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "defaultValue"
  >) {
  const { id, name, label, hint, optional, state, className, ...input } = props;
  const frame = useFrame({ id, name, label, hint, optional, state, className });
  return <InputField type="text" {...input} {...frame} defaultValue={state.value(name, initial)} />;
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
  const frame = useFrame({ id, name, label, hint, optional, state, className });
  return (
    <KitSelectField {...select} {...frame} defaultValue={state.value(name, initial)}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </KitSelectField>
  );
}

export function TextAreaField({
  initial,
  maxLength,
  ...props
}: FieldProps & { initial?: string | null; maxLength?: number }) {
  const frame = useFrame(props);
  return (
    <TextareaField
      {...frame}
      rows={2}
      maxLength={maxLength}
      defaultValue={props.state.value(props.name, initial)}
    />
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
