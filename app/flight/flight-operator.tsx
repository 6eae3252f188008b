import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "~/charter/index";
import type { Language } from "~/utils/language";

/**
 * Who operates the flight and under which documents (issue 27, item 2): the operator's air
 * operator certificate, its liability insurance and its voluntary safety audits, in the page's
 * language. A seeded sample says so, beside it and in a note under the list.
 */
const PROGRAM_NAMES = { argus: "ARGUS", wyvern: "Wyvern", isbao: "IS-BAO" } as const;

function dateText(date: string, language: Language): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language === "ru" ? "ru-RU" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

function coverText(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === "ru" ? "ru-RU" : "en-GB", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function OperatorSection({
  operator,
  language,
}: {
  operator: NonNullable<Card["operator"]>;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sample = <em className="flight-operator__sample"> · {t("flight.operator.sample")}</em>;
  const anySample =
    operator.aoc?.placeholder ||
    operator.insurance?.placeholder ||
    operator.audits.some((audit) => audit.placeholder);
  return (
    <section className="flight__section flight-operator" aria-labelledby={id} data-testid="flight-operator">
      <h3 id={id}>{t("flight.operator.heading")}</h3>
      <dl className="flight-facts">
        <div className="flight-facts__row">
          <dt>{t("flight.operator.name")}</dt>
          <dd>{language === "ru" ? operator.name_ru : operator.name}</dd>
        </div>
        <div className="flight-facts__row">
          <dt>{t("flight.operator.aoc")}</dt>
          <dd>
            {operator.aoc
              ? t("flight.operator.aocValue", {
                  number: operator.aoc.number,
                  authority: operator.aoc.authority,
                  date: dateText(operator.aoc.valid_until, language),
                })
              : t("flight.operator.none")}
            {operator.aoc?.placeholder ? sample : null}
          </dd>
        </div>
        <div className="flight-facts__row">
          <dt>{t("flight.operator.insurance")}</dt>
          <dd>
            {operator.insurance
              ? t("flight.operator.insuranceValue", {
                  cover: coverText(
                    operator.insurance.cover.amount,
                    operator.insurance.cover.currency,
                    language,
                  ),
                  insurer: operator.insurance.insurer,
                  date: dateText(operator.insurance.valid_until, language),
                })
              : t("flight.operator.none")}
            {operator.insurance?.placeholder ? sample : null}
          </dd>
        </div>
        {operator.audits.length > 0 ? (
          <div className="flight-facts__row">
            <dt>{t("flight.operator.audits")}</dt>
            <dd>
              {operator.audits.map((audit, index) => (
                <span
                  key={`${audit.program}-${audit.audited_on}-${index}`}
                  className="flight-operator__audit"
                >
                  {t("flight.operator.audit", {
                    program: PROGRAM_NAMES[audit.program],
                    rating: audit.rating,
                    date: dateText(audit.audited_on, language),
                  })}
                  {audit.placeholder ? sample : null}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {anySample ? <p className="flight__note">{t("flight.operator.sampleNote")}</p> : null}
    </section>
  );
}
