import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";

/** spec §4/§9: passengers start at 1, never go below it, and have no upper bound. */
export const MIN_PASSENGERS = 1;

/**
 * The passenger stepper (spec §4 "Passengers"). Underneath it is a plain number field, so without
 * JavaScript the visitor types the count and the form submits it; once scripts run, − and + buttons
 * join it. − is disabled at the minimum; the count is announced politely to screen readers after a
 * button press (the field's own value is read when it has focus).
 */
export function PassengerStepper({
  value,
  onChange,
  label,
  id,
  name,
  error,
  errorId,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  id?: string;
  /** The field's name in the form ("pax"). */
  name?: string;
  error?: string;
  errorId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ownId = useId();
  const inputId = id ?? ownId;
  const labelId = `${inputId}-label`;
  const statusId = `${inputId}-status`;
  const count = Number.isFinite(value) && value >= MIN_PASSENGERS ? Math.floor(value) : MIN_PASSENGERS;
  // The field's own text, so the visitor can clear it and type a new count; the form gets whole
  // counts of at least one only.
  const [text, setText] = useState(String(count));
  useEffect(() => {
    setText((current) => (Number.parseInt(current, 10) === count ? current : String(count)));
  }, [count]);
  return (
    <div className={["stepper", className].filter(Boolean).join(" ")} role="group" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={inputId} className="search-form__label">
        {label}
      </label>
      <div className="stepper__controls">
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={t("searchForm.paxDecrease")}
            aria-controls={inputId}
            disabled={count <= MIN_PASSENGERS}
            onClick={() => onChange(Math.max(MIN_PASSENGERS, count - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
        ) : null}
        <input
          id={inputId}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          name={name}
          min={MIN_PASSENGERS}
          step={1}
          required
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error && errorId ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const next = Number.parseInt(event.target.value, 10);
            if (Number.isInteger(next) && next >= MIN_PASSENGERS) onChange(next);
          }}
        />
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={t("searchForm.paxIncrease")}
            aria-controls={inputId}
            onClick={() => onChange(count + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        ) : null}
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {hydrated ? t("searchForm.paxCount", { count }) : ""}
      </span>
    </div>
  );
}
