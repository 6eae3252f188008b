import { useTranslation } from "react-i18next";
import type { SearchQuery } from "~/offers/address";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { LOCALE_TAGS, type Language } from "~/utils/language";

/** The id of the full search block the summary expands (the top block and the filters bar). */
export const SEARCH_EDIT_ID = "search-edit";

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "12 дек." / "Dec 12"; a round trip "12–15 дек." / "Dec 12 – 15", one range in the locale's way. */
export function summaryDates(query: SearchQuery, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    dayFormats.set(language, format);
  }
  const day = (local: string) => new Date(`${local.slice(0, 10)}T00:00:00Z`);
  const there = day(query.date);
  if (Number.isNaN(there.getTime())) return query.date;
  const back = query.back ? day(query.back) : null;
  if (!back || Number.isNaN(back.getTime())) return format.format(there);
  // Built by hand rather than with `formatRange`: its spaces differ between Node's ICU and the
  // browser's (a thin space against a plain one), and the page's hydration must read the same text.
  // Within one month the day becomes a span of days: "12–15 дек.", "Dec 12–15".
  if (back.getTime() === there.getTime()) return format.format(there);
  const sameMonth =
    there.getUTCFullYear() === back.getUTCFullYear() && there.getUTCMonth() === back.getUTCMonth();
  if (!sameMonth) return `${format.format(there)} – ${format.format(back)}`;
  return format
    .formatToParts(there)
    .map((part) => (part.type === "day" ? `${part.value}–${back.getUTCDate()}` : part.value))
    .join("");
}

/**
 * Issue 28, item 1 (decision 041): on a phone the search is one line at the top of the results,
 * «Москва → Сочи · 12 дек. · 4 пасс.», and «Изменить» opens the full top block and filters bar
 * under it, so the offers start on the first screen. With JavaScript the control is a disclosure
 * button; without it, a link to the block, which CSS shows as the page's target. From 1024 px the
 * block always stands in the left column and the summary is not shown.
 */
export function SearchSummary({
  query,
  airports,
  language,
  hydrated,
  open,
  onToggle,
}: {
  query: SearchQuery;
  airports: Record<string, AirportSummary>;
  language: Language;
  hydrated: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  const route = t(query.back ? "search.summary.roundTrip" : "search.summary.oneWay", {
    from: city(query.from),
    to: city(query.to),
  });
  return (
    <div className="search-summary" data-testid="search-summary">
      <p className="search-summary__text">
        <span className="search-summary__route">{route}</span>
        <span className="visually-hidden">, </span>
        <span className="search-summary__details">
          {summaryDates(query, language)} · {t("search.summary.pax", { count: query.pax })}
        </span>
      </p>
      {hydrated ? (
        <button
          type="button"
          className="search-summary__change"
          aria-expanded={open}
          aria-controls={SEARCH_EDIT_ID}
          // WCAG 2.5.3: the name starts with the visible word.
          aria-label={t(open ? "search.summary.hideLabel" : "search.summary.changeLabel")}
          onClick={onToggle}
        >
          {t(open ? "search.summary.hide" : "search.summary.change")}
        </button>
      ) : (
        <a
          className="search-summary__change"
          href={`#${SEARCH_EDIT_ID}`}
          aria-label={t("search.summary.changeLabel")}
        >
          {t("search.summary.change")}
        </a>
      )}
    </div>
  );
}
