import { MultiLegModeLink } from "./multi-leg-form-view";
import { Form, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { lastDepartureDay } from "~/charter";
import { localizePath, type Language } from "~/utils/language";
import { searchPath, type SearchQuery } from "~/offers/address";
import type { AirportSummary } from "~/offers/airport-summary";
import { useHydrated } from "~/utils/use-hydrated";
import { AirportPicker } from "./airport-picker";
import { formatLocalMinute, settleLegs, toggleBack, type Leg } from "./form-state";
import { MIN_PASSENGERS, PassengerStepper } from "./passenger-stepper";
import type { SearchFormField, SearchFormInitial } from "~/offers/search-form-types";

// The calendar (react-day-picker and its locale data) loads when the visitor first opens it, so
// pages that carry the form stay light on a phone (issue 5: Lighthouse mobile ≥ 90).
const DateTimePicker = lazy(() =>
  import("./date-time-picker").then((module) => ({ default: module.DateTimePicker })),
);

/**
 * The search form of spec §2 "Home" and §4 "Search form": from, to, departure date and time, an
 * optional return, passengers, and the search button.
 *
 * Without JavaScript it is a GET form to `/search/` whose fields are plain inputs (text, native
 * datetime-local, a return checkbox revealing its own datetime-local, a number), and the server
 * resolves them (resolve.server.ts). With JavaScript the airport fields suggest airports, the date
 * opens the calendar overlay, the passenger field gains − and +, the search button waits until
 * from, to, date and passengers are set (spec §4), and sending goes straight to the search address.
 */
export function SearchForm({
  language,
  earliest,
  initial,
  errors,
  variant = "page",
}: {
  language: Language;
  /** The earliest departure, computed once on the server (spec §9), so both renders agree. */
  earliest: string;
  initial?: SearchFormInitial;
  errors?: Partial<Record<SearchFormField, string>>;
  variant?: "hero" | "page";
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const id = useId();
  const errorId = (field: SearchFormField) => `${id}-${field}-error`;

  const [from, setFrom] = useState<AirportSummary | null>(initial?.from ?? null);
  const [to, setTo] = useState<AirportSummary | null>(initial?.to ?? null);
  // spec §4: the departure starts at the earliest allowed time.
  const [there, setThere] = useState(initial?.query?.date || earliest);
  const [back, setBack] = useState<string | null>(initial?.query?.back ?? null);
  const [pax, setPax] = useState(initial?.query?.pax ?? MIN_PASSENGERS);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<Leg>("there");

  const lastDay = lastDepartureDay(earliest);
  const ready = Boolean(from && to && there && pax >= MIN_PASSENGERS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (!from || !to) return;
    const legs = settleLegs(there, back);
    const query: SearchQuery = { from: from.icao, to: to.icao, date: legs.there, pax, back: legs.back };
    navigate(searchPath(query, language));
  }

  function openPicker(leg: Leg) {
    setEditing(leg);
    setPickerOpen(true);
  }

  const errorText = (field: SearchFormField) =>
    errors?.[field] ? (
      <p id={errorId(field)} className="search-form__error">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: SearchFormField) => (errors?.[field] ? true : undefined);
  const described = (field: SearchFormField) => (errors?.[field] ? errorId(field) : undefined);

  return (
    <Form
      method="get"
      action={localizePath("/search/", language)}
      className={`search-form search-form--${variant}`}
      aria-label={t("searchForm.formLabel")}
      onSubmit={onSubmit}
      noValidate={hydrated}
    >
      {errors?.form ? (
        <p className="search-form__summary" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="search-form__grid">
        <div className="search-form__cell search-form__cell--from">
          <AirportPicker
            language={language}
            name="from"
            label={t("searchForm.from")}
            initial={initial?.from ?? null}
            initialText={initial?.from ? "" : (initial?.query?.from ?? "")}
            error={errors?.from}
            errorId={errorId("from")}
            onSelect={setFrom}
          />
          {errorText("from")}
        </div>
        <div className="search-form__cell search-form__cell--to">
          <AirportPicker
            language={language}
            name="to"
            label={t("searchForm.to")}
            initial={initial?.to ?? null}
            initialText={initial?.to ? "" : (initial?.query?.to ?? "")}
            error={errors?.to}
            errorId={errorId("to")}
            onSelect={setTo}
          />
          {errorText("to")}
        </div>

        <div className="search-form__cell search-form__cell--date">
          {hydrated ? (
            <>
              <span className="search-form__label" id={`${id}-date-label`}>
                {t("searchForm.date")}
              </span>
              <button
                type="button"
                className={`search-form__input search-form__date-button${errors?.date ? " search-form__input--invalid" : ""}`}
                aria-labelledby={`${id}-date-label ${id}-date-value`}
                aria-haspopup="dialog"
                aria-describedby={described("date")}
                onClick={() => openPicker("there")}
              >
                <span id={`${id}-date-value`}>{formatLocalMinute(there, language)}</span>
              </button>
              <input type="hidden" name="date" value={there} />
            </>
          ) : (
            <>
              <label className="search-form__label" htmlFor={`${id}-date`}>
                {t("searchForm.date")}
              </label>
              <input
                id={`${id}-date`}
                className="search-form__input"
                type="datetime-local"
                name="date"
                defaultValue={initial?.query?.date || earliest}
                min={earliest}
                max={`${lastDay}T23:00`}
                step={3600}
                required
                aria-invalid={invalid("date")}
                aria-describedby={described("date")}
              />
            </>
          )}
          {errorText("date")}
        </div>

        <div className="search-form__cell search-form__cell--return">
          {/* spec §4: on copies the departure date into the return, off drops the return. Without
              scripts the checkbox reveals the return's own field through CSS. */}
          <label className="search-form__toggle">
            <input
              type="checkbox"
              name="return"
              value="1"
              className="search-form__toggle-input"
              checked={back !== null}
              onChange={() => setBack((current) => toggleBack(there, current))}
            />
            <span className="search-form__toggle-text">{t("searchForm.returnToggle")}</span>
          </label>
          {hydrated ? (
            back !== null ? (
              <>
                <button
                  type="button"
                  className={`search-form__input search-form__date-button search-form__back-button${
                    errors?.back ? " search-form__input--invalid" : ""
                  }`}
                  aria-label={`${t("searchForm.back")}: ${formatLocalMinute(back, language)}`}
                  aria-haspopup="dialog"
                  aria-describedby={described("back")}
                  onClick={() => openPicker("back")}
                >
                  {formatLocalMinute(back, language)}
                </button>
                <input type="hidden" name="back" value={back} />
              </>
            ) : null
          ) : (
            <div className="search-form__back-field">
              <label className="search-form__label" htmlFor={`${id}-back`}>
                {t("searchForm.back")}
              </label>
              <input
                id={`${id}-back`}
                className="search-form__input"
                type="datetime-local"
                name="back"
                defaultValue={initial?.query?.back ?? ""}
                min={earliest}
                max={`${lastDay}T23:00`}
                step={3600}
                aria-invalid={invalid("back")}
                aria-describedby={described("back")}
              />
            </div>
          )}
          {errorText("back")}
        </div>

        <div className="search-form__cell search-form__cell--pax">
          <PassengerStepper
            value={pax}
            onChange={setPax}
            label={t("searchForm.pax")}
            id={`${id}-pax`}
            name="pax"
            error={errors?.pax}
            errorId={errorId("pax")}
          />
          {errorText("pax")}
        </div>

        <div className="search-form__cell search-form__cell--submit">
          <button
            type="submit"
            className="search-form__submit"
            disabled={hydrated && !ready}
            aria-describedby={hydrated && !ready ? `${id}-submit-hint` : undefined}
          >
            {t("searchForm.submit")}
          </button>
          {hydrated && !ready ? (
            <p id={`${id}-submit-hint`} className="search-form__hint">
              {t("searchForm.submitHint")}
            </p>
          ) : null}
        </div>
      </div>
      {/* Issue 29, item 1: a tour of up to five legs has its own form (/search/multi/). */}
      <p className="search-form__modes">
        <MultiLegModeLink language={language} />
      </p>

      {pickerOpen ? (
        <Suspense fallback={<p className="search-form__loading">{t("searchForm.picker.loading")}</p>}>
          <DateTimePicker
            language={language}
            open={pickerOpen}
            editing={editing}
            there={there}
            back={back}
            earliest={earliest}
            onEditingChange={setEditing}
            onApply={(legs) => {
              setThere(legs.there);
              setBack(legs.back);
            }}
            onClose={() => setPickerOpen(false)}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
