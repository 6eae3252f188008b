import { lazy, Suspense, useState, type MouseEvent } from "react";
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

type Leg = "there" | "back";

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
 * for that leg; without JavaScript each date is a small GET form with a date-time field.
 */
export function TopBlock({
  query,
  airports,
  language,
  earliest,
  hydrated,
  onChange,
  hrefOf,
}: {
  query: SearchQuery;
  hrefOf: (next: SearchQuery) => string;
  airports: Record<string, AirportSummary>;
  language: Language;
  earliest: string;
  hydrated: boolean;
  onChange: (next: SearchQuery) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Leg | null>(null);
  const [pickerLeg, setPickerLeg] = useState<Leg>("there");

  const dateCell = (leg: Leg) => {
    const value = leg === "there" ? query.date : query.back;
    const label = t(leg === "there" ? "search.top.there" : "search.top.back");
    if (!value) {
      return (
        <div className="top-block__date top-block__date--empty">
          <span className="top-block__date-label">{label}</span>
          <ReturnLink
            query={query}
            language={language}
            hydrated={hydrated}
            onChange={onChange}
            hrefOf={hrefOf}
            className="top-block__add-return"
          />
        </div>
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
          onClick={() => {
            setPickerLeg(leg);
            setEditing(leg);
          }}
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
            hrefOf={hrefOf}
            className="top-block__remove-return"
          />
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <DateTimePicker
            language={language}
            open
            editing={pickerLeg}
            there={query.date}
            back={query.back}
            earliest={earliest}
            onEditingChange={setPickerLeg}
            onApply={({ there, back }) => {
              setEditing(null);
              if (there !== query.date || back !== query.back) onChange({ ...query, date: there, back });
            }}
            onClose={() => setEditing(null)}
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
 * The return-leg toggle (spec §4: on copies the departure date, off removes the return). Without
 * JavaScript a link to the toggled search address; with it, a toggle button (`pressed`) or the same
 * link, whose change is queued like every other query change.
 */
export function ReturnLink({
  query,
  language,
  hydrated,
  onChange,
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
  className?: string;
  /** Render as a pressed/unpressed toggle button once scripts run (the filters bar). */
  toggle?: boolean;
}) {
  const { t } = useTranslation();
  const next = toggleReturn(query);
  const on = query.back !== null;
  if (toggle && hydrated) {
    return (
      <button type="button" className={className} aria-pressed={on} onClick={() => onChange(next)}>
        {t("search.bar.return")}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={hrefOf ? hrefOf(next) : searchPath(next, language)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onChange(next);
      }}
    >
      {t(on ? "search.top.returnOff" : "search.top.returnOn")}
    </a>
  );
}
