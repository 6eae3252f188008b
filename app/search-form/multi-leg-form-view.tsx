import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MAX_LEGS } from "~/charter";
import type { MultiSearchProblem } from "~/offers/address";
import { localizePath, type Language } from "~/utils/language";
import type { DraftLeg } from "./multi-leg-form";

/**
 * The «Сложный маршрут» / "Multi-city" form (issue 29, item 1): up to MAX_LEGS legs, each with
 * from, to, date-time and passengers. A plain GET form, so it works without JavaScript: «Добавить
 * перелёт» submits it and the server answers with one more leg (multi-leg-form.ts).
 */
export function MultiLegForm(props: {
  language: Language;
  legs: readonly DraftLeg[];
  problems: readonly MultiSearchProblem[];
  canAdd: boolean;
  /** The earliest departure (spec §9), airport-local `YYYY-MM-DDTHH:mm`, for the date inputs' min. */
  earliest: string;
}) {
  const { t } = useTranslation();
  const { language, legs, problems, canAdd, earliest } = props;
  const action = localizePath("/search/multi/", language);
  return (
    <Form method="get" action={action} className="search-form search-form--multi" reloadDocument>
      {problems.length > 0 ? (
        <ul className="search-form__summary" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.leg}-${problem.key}`}>
              {t(`multiLeg.error.${problem.key}`, { leg: problem.leg })}
            </li>
          ))}
        </ul>
      ) : null}
      {legs.map((leg, index) => {
        const n = index + 1;
        return (
          <fieldset key={n} className="search-form__leg">
            <legend>{t("multiLeg.form.legHeading", { leg: n })}</legend>
            <label>
              {t("multiLeg.form.from")}
              <input
                name={`from${n}`}
                defaultValue={leg.from}
                placeholder={t("multiLeg.form.fromPlaceholder")}
                autoComplete="off"
                required
              />
            </label>
            <label>
              {t("multiLeg.form.to")}
              <input
                name={`to${n}`}
                defaultValue={leg.to}
                placeholder={t("multiLeg.form.toPlaceholder")}
                autoComplete="off"
                required
              />
            </label>
            <label>
              {t("multiLeg.form.date")}
              <input
                type="datetime-local"
                name={`date${n}`}
                defaultValue={leg.date}
                min={earliest}
                required
              />
            </label>
            <label>
              {t("multiLeg.form.pax")}
              <input
                type="number"
                name={`pax${n}`}
                defaultValue={leg.pax || "1"}
                min={1}
                max={500}
                required
              />
            </label>
          </fieldset>
        );
      })}
      <p className="search-form__hint">{t("multiLeg.form.maxLegs", { count: MAX_LEGS })}</p>
      {/* formNoValidate: adding a leg must not wait for the empty fields of the last one. */}
      <button type="submit" name="add" value="1" className="button" disabled={!canAdd} formNoValidate>
        {t("multiLeg.form.addLeg")}
      </button>
      <button type="submit" className="button button--primary">
        {t("multiLeg.form.submit")}
      </button>
    </Form>
  );
}

/** The mode's entry beside one-way and return: a link to the form, so it needs no JavaScript. */
export function MultiLegModeLink(props: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Link className="search-form__mode" to={localizePath("/search/multi/", props.language)}>
      {t("multiLeg.form.mode")}
    </Link>
  );
}
