import { Form, useLocation } from "@remix-run/react";
import { fill } from "../ui/copy";
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
                </td>
                <td>
                  {operator.countryLabel} ({operator.country})
                </td>
                <td className="ops-num">
                  {operator.aircraftCount} ({operator.activeCount})
                </td>
                <td className="ops-num">×{operator.marketFactor}</td>
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
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {operator ? copy.operators.save : copy.operators.create}
        </button>
      </div>
    </Form>
  );
}
