import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import type { Currency } from "./results";

const RATES_DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  // "28.12.2024": how the Bank of Russia itself dates its rates.
  ru: new Intl.DateTimeFormat("ru-RU", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }),
  // "28 Dec 2024": unambiguous for readers of either date order.
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

/** A `YYYY-MM-DD` rates date as the page's language writes it; the text itself if it is not one. */
export function formatRatesDate(date: string, language: Language): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant.getTime())) return date;
  return RATES_DATE_FORMATS[language].format(instant);
}

/**
 * Issue 14 item 5: prices in roubles and dollars are converted from the engine's euros (app/charter/
 * engine/money.ts) at the Bank of Russia's rates of one day, and the page says which. Euro prices
 * are not converted, so the note is not shown beside them; nor on result sets saved before rates
 * were dated (`rates_date` null, API.md).
 */
export function RatesNote({
  ratesDate,
  currency,
  language,
  variant,
  className,
}: {
  ratesDate: string | null;
  currency: Currency;
  language: Language;
  /** "line": a paragraph above a list of prices; "beside": the short note next to one price. */
  variant: "line" | "beside";
  className?: string;
}) {
  const { t } = useTranslation();
  if (!ratesDate || currency === "eur") return null;
  const date = formatRatesDate(ratesDate, language);
  const classes = ["rates-note", `rates-note--${variant}`, className].filter(Boolean).join(" ");
  return variant === "line" ? (
    <p className={classes} data-rates-date={ratesDate}>
      {t("offers.rates.label", { date })}
    </p>
  ) : (
    <span className={classes} data-rates-date={ratesDate}>
      {t("offers.rates.note", { date })}
    </span>
  );
}
