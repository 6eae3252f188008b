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
                <th scope="row">
                  <Link
                    className="supply-target"
                    to={opsPath(language, `supply/operators/${encodeURIComponent(operator.id)}/`)}
                    aria-label={fill(copy.operators.open, { name: operator.nameRu })}
                  >
                    {operator.nameRu}
                  </Link>
                </th>
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
  responseMinutes: 30,
  workingHoursStart: "09:00",
  workingHoursEnd: "21:00",
  timeZone: "Europe/Moscow",
  contactEmail: null,
  contactPhone: null,
} as const;

type OperatorFormFields = Pick<
  OperatorListItem,
  "id" | "name" | "nameRu" | "country" | keyof typeof DEFAULT_TERMS
>;

/**
 * Adds an operator, or edits one (its identifier is the key aircraft refer to, so it stays). With
 * `termsOnly`, an operator's own member edits its terms and contacts, not its names or country
 * (issue 27, item 1). `intent` and `prefill` serve the partner lead turned operator (the deal page).
 */
export function OperatorForm({
  csrf,
  state,
  operator,
  termsOnly = false,
  intent,
  prefill,
  inline = Boolean(operator),
}: {
  csrf: string;
  state: FormState;
  operator?: OperatorFormFields;
  termsOnly?: boolean;
  intent?: string;
  prefill?: Partial<Record<"contactEmail" | "contactPhone" | "name" | "nameRu", string>>;
  inline?: boolean;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  const prefix = operator ? `operator-${operator.id}` : (intent ?? "create-operator");
  const terms = operator ?? { ...DEFAULT_TERMS, ...prefill };
  return (
    <Form
      method="post"
      className={inline ? "supply-form supply-form--inline" : "ops-card supply-form"}
      key={location.key}
      noValidate
    >
      <CsrfField token={csrf} />
      <input
        type="hidden"
        name="intent"
        value={intent ?? (operator ? "update-operator" : "create-operator")}
      />
      {operator ? <input type="hidden" name="id" value={operator.id} /> : null}
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      {termsOnly ? null : (
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
            initial={operator?.nameRu ?? prefill?.nameRu}
            state={state}
            required
            maxLength={120}
            lang="ru"
          />
          <TextField
            id={`${prefix}-name`}
            name="name"
            label={copy.operators.name}
            initial={operator?.name ?? prefill?.name}
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
      )}
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
      <fieldset className="supply-fieldset">
        <legend>{copy.operators.answers}</legend>
        <p className="ops-muted supply-small">{copy.operators.answersHint}</p>
        <div className="ops-form">
          <TextField
            id={`${prefix}-response`}
            name="responseMinutes"
            label={copy.operators.responseMinutes}
            hint={copy.operators.responseMinutesHint}
            inputMode="numeric"
            maxLength={4}
            initial={terms.responseMinutes}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-hours-start`}
            name="workingHoursStart"
            label={copy.operators.workingHoursStart}
            hint={copy.operators.workingHoursHint}
            type="time"
            initial={terms.workingHoursStart}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-hours-end`}
            name="workingHoursEnd"
            label={copy.operators.workingHoursEnd}
            hint={copy.operators.workingHoursHint}
            type="time"
            initial={terms.workingHoursEnd}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-time-zone`}
            name="timeZone"
            label={copy.operators.timeZone}
            hint={copy.operators.timeZoneHint}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            initial={terms.timeZone}
            state={state}
            required
          />
          <TextField
            id={`${prefix}-contact-email`}
            name="contactEmail"
            label={copy.operators.contactEmail}
            hint={copy.operators.contactHint}
            type="email"
            maxLength={254}
            autoComplete="off"
            optional
            initial={terms.contactEmail}
            state={state}
          />
          <TextField
            id={`${prefix}-contact-phone`}
            name="contactPhone"
            label={copy.operators.contactPhone}
            hint={copy.operators.contactHint}
            type="tel"
            maxLength={24}
            autoComplete="off"
            optional
            initial={terms.contactPhone}
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
