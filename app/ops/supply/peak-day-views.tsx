import { Form, useLocation } from "@remix-run/react";
import { fill, useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import type { PeakPeriodListItem, PeakPeriodStatus } from "~/charter/index.server";
import type { SupplyActionData } from "./route.server";
import {
  airportName,
  FormProblems,
  formState,
  HiddenContext,
  TextAreaField,
  TextField,
  useSupplyCopy,
  type FormState,
} from "./ui";

/**
 * The peak-day calendar's table and form (issue 26, item 6): each period with its dates, the
 * airports it applies at and its source, an inline form to edit it and a button to remove it; and
 * the form that adds one. Plain forms, so the page works without JavaScript.
 */

const STATUS_CLASS: Record<PeakPeriodStatus, string> = {
  current: "ops-badge supply-badge--blocked",
  upcoming: "ops-badge ops-badge--new",
  ended: "ops-badge ops-badge--closed",
  removed: "ops-badge ops-badge--closed",
};

/** "31.12.2026" / "31 Dec 2026": the console's staff read dates in their language. */
const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export function dayText(day: string, language: "ru" | "en"): string {
  const [year, month, date] = day.split("-");
  return language === "ru"
    ? `${date}.${month}.${year}`
    : `${Number(date)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}

export function PeakPeriodsTable({
  periods,
  csrf,
  action,
}: {
  periods: readonly PeakPeriodListItem[];
  csrf: string;
  action: SupplyActionData | undefined;
}) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  const location = useLocation();
  if (periods.length === 0) return <p className="ops-muted">{copy.peakDays.empty}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="supply-visually-hidden">{copy.peakDays.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{language === "en" ? copy.peakDays.nameEn : copy.peakDays.nameRu}</th>
            <th scope="col">{copy.peakDays.period}</th>
            <th scope="col">{copy.peakDays.airports}</th>
            <th scope="col">{copy.peakDays.source}</th>
            <th scope="col">{copy.peakDays.status}</th>
            <th scope="col">{copy.actionsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => {
            const name = language === "en" ? period.nameEn : period.nameRu;
            const other = language === "en" ? period.nameRu : period.nameEn;
            const live = period.status === "current" || period.status === "upcoming";
            const state = formState(action, "update-peak", period.id);
            return (
              <tr key={period.id} data-period-id={period.id}>
                <th scope="row">
                  {name}
                  <span className="ops-muted supply-small" lang={language === "en" ? "ru" : "en"}>
                    <br />
                    {other}
                  </span>
                </th>
                <td>
                  <span className="supply-nowrap">
                    {period.firstDay === period.lastDay
                      ? dayText(period.firstDay, language)
                      : `${dayText(period.firstDay, language)} – ${dayText(period.lastDay, language)}`}
                  </span>
                  <br />
                  <span className="ops-muted supply-small">
                    {fill(copy.peakDays.days, { count: period.days })}
                  </span>
                </td>
                <td>
                  {period.airports.length === 0
                    ? copy.peakDays.everywhere
                    : period.airports.map((airport) => airportName(airport, language)).join(", ")}
                </td>
                <td className="supply-small">{period.source}</td>
                <td>
                  <span className={STATUS_CLASS[period.status]}>{copy.peakDays.statuses[period.status]}</span>
                </td>
                <td>
                  {live ? (
                    <>
                      <details className="supply-details" open={state.hasErrors || undefined}>
                        <summary aria-label={fill(copy.peakDays.editOf, { name })}>
                          {copy.peakDays.edit}
                        </summary>
                        <PeakPeriodForm csrf={csrf} state={state} period={period} />
                      </details>
                      <Form method="post" key={location.key}>
                        <CsrfField token={csrf} />
                        <input type="hidden" name="intent" value="remove-peak" />
                        <input type="hidden" name="id" value={period.id} />
                        <button type="submit" className="ops-button ops-button--secondary supply-row-button">
                          {copy.peakDays.remove}
                          <HiddenContext> {name}</HiddenContext>
                        </button>
                      </Form>
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Adds a period, or edits one. */
export function PeakPeriodForm({
  csrf,
  state,
  period,
}: {
  csrf: string;
  state: FormState;
  period?: PeakPeriodListItem;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  const prefix = period ? `peak-${period.id}` : "create-peak";
  return (
    <Form
      method="post"
      className={period ? "supply-form supply-form--inline" : "ops-card supply-form"}
      key={location.key}
      noValidate
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={period ? "update-peak" : "create-peak"} />
      {period ? <input type="hidden" name="id" value={period.id} /> : null}
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      <div className="ops-form">
        <TextField
          id={`${prefix}-name-ru`}
          name="nameRu"
          label={copy.peakDays.nameRu}
          initial={period?.nameRu}
          state={state}
          required
          maxLength={120}
          lang="ru"
        />
        <TextField
          id={`${prefix}-name-en`}
          name="nameEn"
          label={copy.peakDays.nameEn}
          initial={period?.nameEn}
          state={state}
          required
          maxLength={120}
          lang="en"
        />
        <TextField
          id={`${prefix}-first`}
          name="firstDay"
          type="date"
          label={copy.peakDays.firstDay}
          hint={copy.peakDays.dayHint}
          initial={period?.firstDay}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-last`}
          name="lastDay"
          type="date"
          label={copy.peakDays.lastDay}
          hint={copy.peakDays.dayHint}
          initial={period?.lastDay}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-airports`}
          name="airports"
          label={copy.peakDays.airports}
          hint={copy.peakDays.airportsHint}
          initial={period?.airports.map((airport) => airport.icao).join(", ")}
          state={state}
          optional
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={240}
        />
        <TextAreaField
          id={`${prefix}-source`}
          name="source"
          label={copy.peakDays.source}
          hint={copy.peakDays.sourceHint}
          initial={period?.source}
          optional
          maxLength={500}
          state={state}
          className="supply-field--wide"
        />
      </div>
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {period ? copy.peakDays.save : copy.peakDays.create}
        </button>
      </div>
    </Form>
  );
}
