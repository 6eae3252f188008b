import { lazy, Suspense, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { lastDepartureDay } from "~/charter";
import { localizePath, type Language } from "~/utils/language";
import { searchPath, toggleReturn, type SearchQuery } from "~/offers/address";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import { formatLocalMinute } from "~/offers/results-data";

// The calendar (react-day-picker) loads only when a date is tapped: the results page stays light.
const DateTimePicker = lazy(() =>
  import("~/search-form/date-time-picker").then((module) => ({ default: module.DateTimePicker })),
);

export type Leg = "there" | "back";

/** The no-script return date field's id: the return link points here (issue 28, item 6). */
export const RETURN_DATE_ID = "top-date-back";

/** Hidden fields of a no-script form to the search-form resolver `/search/`, which rebuilds the address. */
function QueryFields({ query, skip }: { query: SearchQuery; skip: "date" | "back" }) {
  return (
    <>
      <input type="hidden" name="from" value={query.from} />
      <input type="hidden" name="to" value={query.to} />
      <input type="hidden" name="pax" value={query.pax} />
      {skip !== "date" ? <input type="hidden" name="date" value={query.date} /> : null}
      {query.back || skip === "back" ? <input type="hidden" name="return" value="on" /> : null}
      {query.back && skip !== "back" ? <input type="hidden" name="back" value={query.back} /> : null}
    </>
  );
}

/**
 * The top block of spec §2 (search mode only): both airports with name, city, IATA and ICAO, the
 * departure and return date and time, and the return toggle. Tapping a date opens the date picker
 * for that leg; without JavaScript each date is a small GET form with a date-time field. The picker
 * is the results screen's (`picker`, the leg it is open on), so the filters bar's return button
 * opens it too.
 */
export function TopBlock({
  query,
  airports,
  language,
  earliest,
  hydrated,
  onChange,
  hrefOf,
  picker,
  onPicker,
}: {
  query: SearchQuery;
  hrefOf: (next: SearchQuery) => string;
  airports: Record<string, AirportSummary>;
  language: Language;
  earliest: string;
  hydrated: boolean;
  onChange: (next: SearchQuery) => void;
  /** The leg the date picker is open on; null while it is closed. */
  picker: Leg | null;
  onPicker: (leg: Leg | null) => void;
}) {
  const { t } = useTranslation();

  const dateCell = (leg: Leg) => {
    const value = leg === "there" ? query.date : query.back;
    const label = t(leg === "there" ? "search.top.there" : "search.top.back");
    if (!value && hydrated) {
      return (
        <div className="top-block__date top-block__date--empty">
          <span className="top-block__date-label">{label}</span>
          <ReturnLink
            query={query}
            language={language}
            hydrated={hydrated}
            onChange={onChange}
            onAskBack={() => onPicker("back")}
            hrefOf={hrefOf}
            className="top-block__add-return"
          />
        </div>
      );
    }
    if (!value) {
      // Issue 28, item 6: without scripts, adding a return asks for its date in a small GET form,
      // as a date cell does, rather than searching with the return at the outbound's time.
      return (
        <details className="top-block__date top-block__date--form top-block__date--empty">
          <summary>
            <span className="top-block__date-label">{label}</span>
            <span className="top-block__date-value">{t("search.top.returnOn")}</span>
          </summary>
          <form method="get" action={localizePath("/search/", language)} className="top-block__date-form">
            <QueryFields query={query} skip="back" />
            <label htmlFor={RETURN_DATE_ID}>{t("search.top.backInput")}</label>
            <input
              id={RETURN_DATE_ID}
              type="datetime-local"
              name="back"
              min={query.date}
              max={`${lastDepartureDay(earliest)}T23:00`}
              step={3600}
              required
            />
            <button type="submit" className="button button--primary">
              {t("search.top.apply")}
            </button>
          </form>
        </details>
      );
    }
    const text = formatLocalMinute(value, language, { weekday: true });
    if (hydrated) {
      return (
        <button
          type="button"
          className="top-block__date"
          // WCAG 2.5.3 (label in name): the name starts with the visible label and date.
          aria-label={t(leg === "there" ? "search.top.changeThere" : "search.top.changeBack", {
            label,
            date: text,
          })}
          aria-haspopup="dialog"
          onClick={() => onPicker(leg)}
        >
          <span className="top-block__date-label">{label}</span>
          <span className="top-block__date-value">{text}</span>
        </button>
      );
    }
    const inputId = `top-date-${leg}`;
    return (
      <details className="top-block__date top-block__date--form">
        <summary>
          <span className="top-block__date-label">{label}</span>
          <span className="top-block__date-value">{text}</span>
        </summary>
        <form method="get" action={localizePath("/search/", language)} className="top-block__date-form">
          <QueryFields query={query} skip={leg === "there" ? "date" : "back"} />
          <label htmlFor={inputId}>{t("search.top.dateInput")}</label>
          <input
            id={inputId}
            type="datetime-local"
            name={leg === "there" ? "date" : "back"}
            defaultValue={value}
            min={earliest}
            max={`${lastDepartureDay(earliest)}T23:00`}
            step={3600}
            required
          />
          <button type="submit" className="button button--primary">
            {t("search.top.apply")}
          </button>
        </form>
      </details>
    );
  };

  return (
    <section className="top-block" aria-label={t("search.top.label")}>
      <div className="top-block__route">
        <AirportLine airport={airports[query.from]} code={query.from} language={language} />
        <span className="top-block__arrow" aria-hidden="true">
          →
        </span>
        <AirportLine airport={airports[query.to]} code={query.to} language={language} />
      </div>
      <div className="top-block__dates">
        {dateCell("there")}
        {dateCell("back")}
        {query.back ? (
          <ReturnLink
            query={query}
            language={language}
            hydrated={hydrated}
            onChange={onChange}
            onAskBack={() => onPicker("back")}
            hrefOf={hrefOf}
            className="top-block__remove-return"
          />
        ) : null}
      </div>
      {picker ? (
        <Suspense fallback={null}>
          <DateTimePicker
            language={language}
            open
            editing={picker}
            there={query.date}
            // Asked for a return (issue 28, item 6), the picker opens on its tab, starting from the
            // outbound's day; nothing is searched until the visitor applies a date.
            back={query.back ?? (picker === "back" ? query.date : null)}
            earliest={earliest}
            onEditingChange={onPicker}
            onApply={({ there, back }) => {
              onPicker(null);
              if (there !== query.date || back !== query.back) onChange({ ...query, date: there, back });
            }}
            onClose={() => onPicker(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function AirportLine({
  airport,
  code,
  language,
}: {
  airport?: AirportSummary;
  code: string;
  language: Language;
}) {
  if (!airport) {
    return (
      <p className="top-block__airport">
        <span className="top-block__city">{code}</span>
      </p>
    );
  }
  return (
    <p className="top-block__airport">
      <span className="top-block__city">{airportCity(airport, language)}</span>
      <span className="top-block__name">{airportName(airport, language)}</span>
      <span className="top-block__codes">
        {airport.iata ? <abbr title="IATA">{airport.iata}</abbr> : null}
        {airport.iata ? " · " : null}
        <abbr title="ICAO">{airport.icao}</abbr>
      </span>
    </p>
  );
}

/**
 * The return-leg toggle. Off removes the return (spec §4). On asks for the return's date (issue 28,
 * item 6; spec §4 copied the departure date, which searched at once with a same-day return at the
 * outbound's time): with JavaScript it opens the date picker on the return tab (`onAskBack`),
 * without it the link leads to the top block's return date field, which the browser opens. With
 * scripts in the filters bar it is a toggle button (`pressed`).
 */
export function ReturnLink({
  query,
  language,
  hydrated,
  onChange,
  onAskBack,
  className,
  toggle = false,
  hrefOf,
}: {
  query: SearchQuery;
  language: Language;
  /** The search address of a query, with the view's filters. */
  hrefOf?: (next: SearchQuery) => string;
  hydrated: boolean;
  onChange: (next: SearchQuery) => void;
  /** Opens the date picker on the return tab. */
  onAskBack: () => void;
  className?: string;
  /** Render as a pressed/unpressed toggle button once scripts run (the filters bar). */
  toggle?: boolean;
}) {
  const { t } = useTranslation();
  const next = toggleReturn(query);
  const on = query.back !== null;
  const act = () => (on ? onChange(next) : onAskBack());
  if (toggle && hydrated) {
    return (
      <button
        type="button"
        className={className}
        aria-pressed={on}
        aria-haspopup={on ? undefined : "dialog"}
        onClick={act}
      >
        {t("search.bar.return")}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={on ? (hrefOf ? hrefOf(next) : searchPath(next, language)) : `#${RETURN_DATE_ID}`}
      aria-haspopup={on || !hydrated ? undefined : "dialog"}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        act();
      }}
    >
      {t(on ? "search.top.returnOff" : "search.top.returnOn")}
    </a>
  );
}
