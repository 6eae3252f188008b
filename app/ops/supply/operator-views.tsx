import { Form, Link, useLocation } from "@remix-run/react";
import { fill, useOpsLanguage } from "../ui/copy";
import { opsPath } from "../paths";
import { documentsCopy } from "./documents-copy";
import { CsrfField } from "../ui/csrf-field";
import type { SupplyActionData } from "./route.server";
import type { OperatorListItem } from "~/charter/index.server";
import { FormProblems, formState, TextField, useSupplyCopy, type FormState } from "./ui";

export function OperatorsTable({
  operators,
  csrf,
  action,
}: {
  operators: ReadonlyArray<OperatorListItem & { countryLabel: string }>;
  csrf: string;
  action: SupplyActionData | undefined;
}) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="supply-visually-hidden">{copy.operators.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.operators.nameRu}</th>
            <th scope="col">{copy.operators.name}</th>
            <th scope="col">{copy.operators.id}</th>
            <th scope="col">{copy.operators.country}</th>
            <th scope="col" className="ops-num">
              {copy.operators.aircraft}
            </th>
            <th scope="col" className="ops-num">
              <abbr title={copy.operators.marketFactorHint}>{copy.operators.marketFactor}</abbr>
            </th>
            <th scope="col">{copy.operators.termsColumn}</th>
            <th scope="col">{copy.actionsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => {
            const state = formState(action, "update-operator", operator.id);
            return (
              <tr key={operator.id}>
                <th scope="row">{operator.nameRu}</th>
                <td>{operator.name}</td>
                <td>
                  <code>{operator.id}</code>
                  {/* Issue 27, item 2: its certificate, insurance and audits. */}{" "}
                  <Link to={opsPath(language, `supply/operators/${operator.id}/documents/`)}>
                    {documentsCopy[language].title}
                  </Link>
                </td>
                <td>
                  {operator.countryLabel} ({operator.country})
                </td>
                <td className="ops-num">
                  {operator.aircraftCount} ({operator.activeCount})
                </td>
                <td className="ops-num">×{operator.marketFactor}</td>
                <td className="supply-small">
                  {fill(copy.operators.termsSummary, {
                    domestic: operator.noticeDomesticMinutes,
                    international: operator.noticeInternationalMinutes,
                    percent: operator.peakSurchargePercent,
                    hours: operator.peakNoticeHours,
                    minimum:
                      operator.dailyMinimumMinutes === null
                        ? copy.operators.classDefault
                        : String(operator.dailyMinimumMinutes),
                  })}
                </td>
                <td>
                  <details className="supply-details" open={state.hasErrors || undefined}>
                    <summary aria-label={fill(copy.operators.editOf, { name: operator.name })}>
                      {copy.operators.edit}
                    </summary>
                    <OperatorForm csrf={csrf} state={state} operator={operator} />
                  </details>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A new operator's dispatch terms as the form first shows them: the columns' defaults
 * (app/db/schema.ts, operators), which are the engine's (issue 26, items 3 and 6).
 */
const DEFAULT_TERMS = {
  noticeDomesticMinutes: 180,
  noticeInternationalMinutes: 240,
  peakSurchargePercent: 15,
  peakNoticeHours: 24,
  dailyMinimumMinutes: null,
} as const;

/** Adds an operator, or edits one (its identifier is the key aircraft refer to, so it stays). */
export function OperatorForm({
  csrf,
  state,
  operator,
}: {
  csrf: string;
  state: FormState;
  operator?: OperatorListItem;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  const prefix = operator ? `operator-${operator.id}` : "create-operator";
  const terms = operator ?? DEFAULT_TERMS;
  return (
    <Form
      method="post"
      className={operator ? "supply-form supply-form--inline" : "ops-card supply-form"}
      key={location.key}
      noValidate
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={operator ? "update-operator" : "create-operator"} />
      {operator ? <input type="hidden" name="id" value={operator.id} /> : null}
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      <div className="ops-form">
        {operator ? null : (
          <TextField
            id={`${prefix}-id`}
            name="id"
            label={copy.operators.id}
            hint={copy.operators.idHint}
            state={state}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <TextField
          id={`${prefix}-name-ru`}
          name="nameRu"
          label={copy.operators.nameRu}
          initial={operator?.nameRu}
          state={state}
          required
          maxLength={120}
          lang="ru"
        />
        <TextField
          id={`${prefix}-name`}
          name="name"
          label={copy.operators.name}
          initial={operator?.name}
          state={state}
          required
          maxLength={120}
          lang="en"
        />
        <TextField
          id={`${prefix}-country`}
          name="country"
          label={copy.operators.country}
          hint={copy.operators.countryHint}
          initial={operator?.country}
          state={state}
          required
          maxLength={2}
          autoComplete="off"
          autoCapitalize="characters"
          className="supply-field--icao"
        />
      </div>
      <fieldset className="supply-fieldset">
        <legend>{copy.operators.terms}</legend>
        <p className="ops-muted supply-small">{copy.operators.termsHint}</p>
        <div className="ops-form">
          <TextField
            id={`${prefix}-notice-domestic`}
            name="noticeDomesticMinutes"
            label={copy.operators.noticeDomestic}
            hint={copy.operators.noticeHint}
            inputMode="numeric"
            maxLength={5}
            initial={terms.noticeDomesticMinutes}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-notice-international`}
            name="noticeInternationalMinutes"
            label={copy.operators.noticeInternational}
            hint={copy.operators.noticeHint}
            inputMode="numeric"
            maxLength={5}
            initial={terms.noticeInternationalMinutes}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-peak-surcharge`}
            name="peakSurchargePercent"
            label={copy.operators.peakSurcharge}
            hint={copy.operators.peakSurchargeHint}
            inputMode="numeric"
            maxLength={3}
            initial={terms.peakSurchargePercent}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-peak-notice`}
            name="peakNoticeHours"
            label={copy.operators.peakNotice}
            hint={copy.operators.peakNoticeHint}
            inputMode="numeric"
            maxLength={3}
            initial={terms.peakNoticeHours}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-daily-minimum`}
            name="dailyMinimumMinutes"
            label={copy.operators.dailyMinimum}
            hint={copy.operators.dailyMinimumHint}
            inputMode="numeric"
            maxLength={3}
            optional
            initial={terms.dailyMinimumMinutes}
            state={state}
          />
        </div>
      </fieldset>
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {operator ? copy.operators.save : copy.operators.create}
        </button>
      </div>
    </Form>
  );
}
