import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import type { SearchQuery } from "~/offers/address";
import { compactPrice, type PriceStrip, type StripDay } from "~/offers/price-strip";
import { RatesNote } from "~/offers/rates-note";
import { formatMoney } from "~/offers/results";

const WEEKDAYS: Record<Language, Intl.DateTimeFormat> = {
  ru: new Intl.DateTimeFormat("ru-RU", { weekday: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }),
};
const FULL_DATES: Record<Language, Intl.DateTimeFormat> = {
  ru: new Intl.DateTimeFormat("ru-RU", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The price strip (issue 16, item 2; the rules in price-strip.ts): one cell a day with its weekday,
 * date and cheapest one-way price, the chosen day current (`aria-current="date"`), the cheapest day
 * badged in words as well as in colour. Every other day is a link to that day's search address, so
 * a tap searches it without JavaScript; with it, the change goes through the screen's query queue
 * like the top block's (spec §4). Shown prices are rounded for a narrow cell; each cell's name
 * carries the exact one.
 */
export function PriceStripView({
  strip,
  query,
  language,
  hydrated,
  hrefOf,
  onChange,
}: {
  strip: PriceStrip;
  query: SearchQuery;
  language: Language;
  hydrated: boolean;
  /** The search address of a query, with the view's filters. */
  hrefOf: (next: SearchQuery) => string;
  onChange: (next: SearchQuery) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="price-strip" aria-labelledby="price-strip-title" data-testid="price-strip">
      <div className="price-strip__head">
        <p id="price-strip-title" className="price-strip__title">
          {t("search.strip.title")}
        </p>
        <p className="price-strip__note">
          {t("search.strip.note", { hour: strip.hour })}
          {strip.ratesDate && strip.currency !== "eur" ? " · " : null}
          <RatesNote
            ratesDate={strip.ratesDate}
            currency={strip.currency}
            language={language}
            variant="beside"
            className="price-strip__rates"
          />
        </p>
      </div>
      <ol className="price-strip__days">
        {strip.days.map((day) => {
          const classes = [
            "price-strip__day",
            day.wideOnly ? "price-strip__day--wide" : null,
            day.cheapest.narrow ? "price-strip__day--cheapest-narrow" : null,
            day.cheapest.wide ? "price-strip__day--cheapest-wide" : null,
          ]
            .filter(Boolean)
            .join(" ");
          const next = { ...query, date: day.departure };
          return (
            <li key={day.date} className={classes} data-date={day.date}>
              {day.chosen ? (
                <span className="price-strip__cell" aria-current="date">
                  <DayContent day={day} strip={strip} language={language} />
                </span>
              ) : (
                <Link
                  className="price-strip__cell"
                  to={hrefOf(next)}
                  prefetch="none"
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    onChange(next);
                  }}
                >
                  <DayContent day={day} strip={strip} language={language} />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function DayContent({ day, strip, language }: { day: StripDay; strip: PriceStrip; language: Language }) {
  const { t } = useTranslation();
  const date = at(day.date);
  const price = day.price === null ? null : compactPrice(day.price, strip.currency, language);
  return (
    <>
      <span className="price-strip__weekday" aria-hidden="true">
        {WEEKDAYS[language].format(date)}
      </span>
      <span className="price-strip__date" aria-hidden="true">
        {date.getUTCDate()}
      </span>
      {price ? (
        <span className="price-strip__price" aria-hidden="true">
          <span className="price-strip__figure">{price.figure}</span>
          {price.unit ? <span className="price-strip__unit">{price.unit}</span> : null}
        </span>
      ) : (
        <span className="price-strip__price price-strip__price--none" aria-hidden="true">
          —
        </span>
      )}
      <span className="visually-hidden">
        {t("search.strip.day", {
          date: FULL_DATES[language].format(date),
          price:
            day.price === null
              ? t("search.strip.noFlights")
              : formatMoney(day.price, strip.currency, language),
        })}
        {day.cheapest.narrow || day.cheapest.wide ? ", " : null}
      </span>
      {day.cheapest.narrow || day.cheapest.wide ? (
        // Shown, and so read, with the set of days it is the cheapest of (search.css).
        <span className="price-strip__badge">{t("search.strip.cheapest")}</span>
      ) : null}
    </>
  );
}
