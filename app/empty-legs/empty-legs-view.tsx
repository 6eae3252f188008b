import { useSiteSettings } from "~/shell/root-data";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EmptyLegCard } from "~/charter";
import { PageHeader } from "~/ui/page-header";
import { localizePath, type Language } from "~/utils/language";
import { AirportPicker } from "~/search-form/airport-picker";
import { PassengerStepper } from "~/search-form/passenger-stepper";
import { flightPath } from "~/offers/address";
import type { AirportSummary } from "~/offers/airport-summary";
import { OfferCard } from "~/offers/offer-card";
import { RatesNote } from "~/offers/rates-note";
import { CURRENCIES, currencyParam, defaultCurrency, type Currency } from "~/offers/results";
import { ContactIcons } from "~/shell/contact-links";
import { StaticIsland } from "~/utils/static-island";
import { WatchBlock } from "~/forms/watch-form";
import type { EmptyLegsRouteData } from "./empty-legs.server";
import { PAGE_SIZE, currencyHref, resetHref, showMoreHref, type FilterField } from "./filters";

const CURRENCY_SIGNS: Record<Currency, string> = { rub: "₽", usd: "$", eur: "€" };

/**
 * The empty-leg listing (spec §2 "el/"): a heading and what an empty leg is, the filter form
 * (route, departure days, passengers), the currency switch, the count and the cards in date order.
 * Spec §2 "Empty-leg mode": no date-and-route header and no filter panel, as on the results screen;
 * the filters here are a plain GET form, so the listing works without JavaScript, and with it the
 * form navigates in place (Remix <Form>).
 */
export function EmptyLegsView({ data }: { data: EmptyLegsRouteData }) {
  const { t } = useTranslation();
  const { language, cards, errors, currency } = data;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const invalid = Object.keys(errors).length > 0;
  return (
    <article aria-labelledby="el-title" className="empty-legs">
      <StaticIsland version={language}>
        <PageHeader breadcrumbs={data.breadcrumbs} heading={t("emptyLegs.heading")} headingId="el-title">
          <p>{t("emptyLegs.intro")}</p>
          <p>{t("emptyLegs.introTerms")}</p>
        </PageHeader>
      </StaticIsland>
      <div className="container el-page">
        {/* A new key per address resets the fields to what the loader read, after Back too. */}
        <FilterForm key={location.search} data={data} />
        <section
          className="el-results"
          aria-labelledby="el-results-title"
          aria-busy={loading ? true : undefined}
          data-loading={loading ? "" : undefined}
        >
          {invalid ? (
            <>
              <h2 id="el-results-title" className="visually-hidden">
                {t("emptyLegs.listLabel")}
              </h2>
              <p className="el-status el-status--invalid" role="alert">
                {t("emptyLegs.invalid")}
              </p>
            </>
          ) : (
            <Listing cards={cards ?? []} data={data} currency={currency} language={language} />
          )}
          {/* Issue 29, item 2: subscribe to the legs these filters would show, as they go on sale. */}
          <WatchBlock
            key={location.search}
            language={language}
            telegram={data.watch.telegram}
            prefill={data.watch.prefill}
          />
        </section>
      </div>
    </article>
  );
}

function FilterForm({ data }: { data: EmptyLegsRouteData }) {
  const { t } = useTranslation();
  const { language, values, errors, window, currency } = data;
  const initialPax = /^\d{1,4}$/.test(values.pax) && Number(values.pax) >= 1 ? Number(values.pax) : 1;
  const [pax, setPax] = useState(initialPax);
  const describedBy = (field: FilterField, hint?: string) =>
    [hint, errors[field] ? `el-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const error = (field: FilterField) =>
    errors[field] ? (
      <p id={`el-${field}-error`} className="el-field__error">
        {errors[field]}
      </p>
    ) : null;
  return (
    <section className="el-filters" aria-labelledby="el-filters-title">
      <h2 id="el-filters-title" className="el-filters__title">
        {t("emptyLegs.filters.heading")}
      </h2>
      <Form
        method="get"
        action={localizePath("/el/", language)}
        className="el-filters__form"
        preventScrollReset
      >
        <p id="el-airport-hint" className="el-filters__hint">
          {t("emptyLegs.filters.airportHint")}
        </p>
        {/* Issue 28, item 7: the search form's own airport picker, with its suggestions; what it
            sends (a picked airport's code, or the typed text such as a city) the loader resolves. */}
        <div className="el-filters__route">
          {(["from", "to"] as const).map((field) => (
            <div className="el-field el-field--airport" key={field}>
              <AirportPicker
                id={`el-${field}`}
                language={language}
                name={field}
                label={t(`emptyLegs.filters.${field}`)}
                initial={data[field]}
                initialText={values[field]}
                error={errors[field]}
                errorId={`el-${field}-error`}
              />
              {error(field)}
            </div>
          ))}
        </div>
        <div className="el-filters__dates">
          {(["date_from", "date_to"] as const).map((field) => (
            <div className="el-field" key={field}>
              <label className="el-field__label" htmlFor={`el-${field}`}>
                {t(field === "date_from" ? "emptyLegs.filters.dateFrom" : "emptyLegs.filters.dateTo")}
              </label>
              <input
                id={`el-${field}`}
                className="el-field__input"
                type="date"
                name={field}
                defaultValue={values[field]}
                min={window.first}
                max={window.last}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(field)}
              />
              {error(field)}
            </div>
          ))}
        </div>
        <div className="el-field el-field--pax">
          <PassengerStepper
            id="el-pax"
            name="pax"
            label={t("emptyLegs.filters.pax")}
            value={pax}
            onChange={setPax}
            error={errors.pax}
            errorId="el-pax-error"
            className="el-stepper"
          />
          {error("pax")}
        </div>
        {currency !== defaultCurrency(language) ? (
          <input type="hidden" name="currency" value={currency} />
        ) : null}
        <div className="el-filters__actions">
          <button type="submit" className="el-button el-button--primary">
            {t("emptyLegs.filters.apply")}
          </button>
          <Link to={resetHref(currency, language)} className="el-button el-button--ghost" preventScrollReset>
            {t("emptyLegs.filters.reset")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Listing({
  cards,
  data,
  currency,
  language,
}: {
  cards: EmptyLegCard[];
  data: EmptyLegsRouteData;
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const listRef = useRef<HTMLOListElement>(null);
  const moreRef = useRef<HTMLAnchorElement>(null);
  const previousCount = useRef(cards.length);
  // After "show more" the keyboard carries on at the first card added, not below the list.
  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = cards.length;
    if (cards.length <= before || document.activeElement !== moreRef.current) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(".offer-card__link")[before]?.focus();
  }, [cards.length]);
  const remaining = data.total - cards.length;
  return (
    <>
      <div className="el-results__bar">
        <h2 id="el-results-title" className="el-results__count" aria-live="polite">
          {t("emptyLegs.count", { count: data.total })}
        </h2>
        <nav className="el-currency" aria-label={t("emptyLegs.currency.label")}>
          <ul className="el-currency__options">
            {CURRENCIES.map((option) => (
              <li key={option}>
                <Link
                  className="el-currency__option"
                  to={currencyHref(location.search, option, language)}
                  aria-current={option === currency ? "true" : undefined}
                  preventScrollReset
                >
                  <span aria-hidden="true">{CURRENCY_SIGNS[option]}</span> {option.toUpperCase()}
                  <span className="visually-hidden"> — {t(`emptyLegs.currency.${option}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {cards.length > 0 ? (
        <RatesNote
          ratesDate={data.ratesDate}
          currency={currency}
          language={language}
          variant="line"
          className="el-results__rates"
        />
      ) : null}
      {cards.length > 0 ? (
        <>
          <ol className="el-list" aria-label={t("emptyLegs.listLabel")} ref={listRef}>
            {cards.map((card, index) => (
              <li key={card.id} className="el-list__item">
                {/* A card is one link and text: served, not hydrated (issue 28, item 12; decision
                    043). Its markup changes with the currency only; cards "show more" adds mount
                    after hydration and render as usual. */}
                <StaticIsland version={currency}>
                  <OfferCard
                    card={card}
                    language={language}
                    currency={currency}
                    query={null}
                    airports={data.airports as Record<string, AirportSummary>}
                    href={flightPath(card.id, language, currencyParam(currency, language))}
                    eager={index === 0}
                    headingLevel={3}
                  />
                </StaticIsland>
              </li>
            ))}
          </ol>
          {remaining > 0 ? (
            <div className="el-more">
              <p className="el-more__status">
                {t("emptyLegs.shownOf", { shown: cards.length, total: data.total })}
              </p>
              <Link
                ref={moreRef}
                to={showMoreHref(location.search, data.shown, language)}
                className="el-button el-button--ghost"
                preventScrollReset
              >
                {t("emptyLegs.showMore", { count: Math.min(PAGE_SIZE, remaining) })}
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyMessage filtered={data.filtered} currency={currency} language={language} />
      )}
    </>
  );
}

/** An empty listing says so plainly, offers to drop the filters and to ask a manager (spec §2). */
function EmptyMessage({
  filtered,
  currency,
  language,
}: {
  filtered: boolean;
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <div className="el-empty">
      <p className="el-empty__title">{t(filtered ? "emptyLegs.empty.filtered" : "emptyLegs.empty.all")}</p>
      <p>{t("emptyLegs.empty.hint")}</p>
      {filtered ? (
        <p>
          <Link to={resetHref(currency, language)} className="el-button el-button--ghost" preventScrollReset>
            {t("emptyLegs.filters.reset")}
          </Link>
        </p>
      ) : null}
      {settings ? (
        <div className="el-empty__contacts">
          <p className="el-empty__contacts-title">{t("emptyLegs.empty.contacts")}</p>
          <p>
            <a className="el-empty__phone" href={settings.phoneHref}>
              {settings.phone}
            </a>{" "}
            ·{" "}
            <a className="el-empty__mail" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </p>
          <ContactIcons settings={settings} className="el-empty__icons" />
        </div>
      ) : null}
    </div>
  );
}
