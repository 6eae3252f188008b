import { Form, Link, useLocation } from "@remix-run/react";
import { useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import { opsPath } from "../paths";
import type { PublishedLegListItem, PublishedLegStatus } from "~/charter/index.server";
import {
  AirportField,
  airportName,
  formatNumber,
  FormProblems,
  HiddenContext,
  LocalTimeText,
  SelectField,
  TextAreaField,
  TextField,
  useSupplyCopy,
  type FormState,
} from "./ui";

const STATUS_CLASS: Record<PublishedLegStatus, string> = {
  on_sale: "ops-badge ops-badge--won",
  departed: "ops-badge ops-badge--closed",
  withdrawn: "ops-badge ops-badge--closed",
};

export function LegsTable({
  legs,
  csrf,
  showAircraft,
}: {
  legs: readonly PublishedLegListItem[];
  csrf: string;
  showAircraft: boolean;
}) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  const location = useLocation();
  if (legs.length === 0) return <p className="ops-muted">{copy.legs.empty}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="supply-visually-hidden">{copy.legs.heading}</caption>
        <thead>
          <tr>
            {showAircraft ? <th scope="col">{copy.legs.aircraft}</th> : null}
            <th scope="col">{copy.legs.route}</th>
            <th scope="col">{copy.legs.window}</th>
            <th scope="col" className="ops-num">
              {copy.legs.offer}
            </th>
            <th scope="col">{copy.legs.note}</th>
            <th scope="col">{copy.legs.status}</th>
            <th scope="col">{copy.actionsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.id}>
              {showAircraft ? (
                <th scope="row">
                  <Link
                    className="supply-target"
                    to={opsPath(language, `supply/aircraft/${encodeURIComponent(leg.tailNumber)}/`)}
                  >
                    {leg.tailNumber}
                  </Link>
                  <br />
                  <span className="ops-muted supply-small">{leg.typeName}</span>
                </th>
              ) : null}
              <td>
                {airportName(leg.from, language)} → {airportName(leg.to, language)}
              </td>
              <td>
                <LocalTimeText time={leg.windowStart} />
                <br />– <LocalTimeText time={leg.windowEnd} />
              </td>
              <td className="ops-num">
                {leg.priceEur !== null
                  ? `${formatNumber(leg.priceEur, language)} €`
                  : `−${leg.discountPercent} %`}
              </td>
              <td>{leg.note}</td>
              <td>
                <span className={STATUS_CLASS[leg.status]}>{copy.legs.statuses[leg.status]}</span>
              </td>
              <td>
                {leg.status === "on_sale" ? (
                  <Form method="post" key={location.key}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="intent" value="withdraw-leg" />
                    <input type="hidden" name="id" value={leg.id} />
                    <button type="submit" className="ops-button ops-button--secondary supply-row-button">
                      {copy.legs.withdraw}
                      <HiddenContext>
                        {" "}
                        {leg.tailNumber} {leg.from.icao}–{leg.to.icao} {leg.windowStart.local}
                      </HiddenContext>
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A new published leg; `tailNumber` fixed on an aircraft's page, chosen from `aircraft` elsewhere. */
export function LegForm({
  csrf,
  state,
  aircraft,
  tailNumber,
  defaultFrom,
}: {
  csrf: string;
  state: FormState;
  aircraft?: ReadonlyArray<{ value: string; label: string }>;
  tailNumber?: string;
  defaultFrom?: string;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  const prefix = "publish-leg";
  return (
    <Form method="post" className="ops-card supply-form" key={location.key} noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="publish-leg" />
      {tailNumber ? <input type="hidden" name="tailNumber" value={tailNumber} /> : null}
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      <div className="ops-form">
        {aircraft ? (
          <SelectField
            id={`${prefix}-aircraft`}
            name="tailNumber"
            label={copy.legs.aircraft}
            options={aircraft}
            placeholder={copy.blocks.choose}
            state={state}
            required
          />
        ) : null}
        <AirportField
          id={`${prefix}-from`}
          name="fromIcao"
          label={copy.legs.from}
          hint={copy.aircraft.icaoHint}
          initial={defaultFrom}
          state={state}
          required
        />
        <AirportField
          id={`${prefix}-to`}
          name="toIcao"
          label={copy.legs.to}
          hint={copy.aircraft.icaoHint}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-start`}
          name="windowStart"
          type="datetime-local"
          label={copy.legs.windowStart}
          hint={copy.legs.windowHint}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-end`}
          name="windowEnd"
          type="datetime-local"
          label={copy.legs.windowEnd}
          hint={copy.legs.windowHint}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-price`}
          name="priceEur"
          label={copy.legs.price}
          hint={copy.legs.priceHint}
          inputMode="numeric"
          state={state}
        />
        <TextField
          id={`${prefix}-discount`}
          name="discountPercent"
          label={copy.legs.discount}
          hint={copy.legs.discountHint}
          inputMode="numeric"
          maxLength={2}
          state={state}
        />
        <TextAreaField
          id={`${prefix}-note`}
          name="note"
          label={copy.legs.note}
          optional
          maxLength={500}
          state={state}
          className="supply-field--wide"
        />
      </div>
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {copy.legs.publish}
        </button>
      </div>
    </Form>
  );
}
