import { Form, Link, useLocation } from "@remix-run/react";
import { useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import { opsPath } from "../paths";
import type { BlockListItem, BlockStatus } from "~/charter/index.server";
import {
  AirportField,
  airportName,
  FormProblems,
  HiddenContext,
  LocalTimeText,
  SelectField,
  TextAreaField,
  TextField,
  useSupplyCopy,
  type FormState,
} from "./ui";

const STATUS_CLASS: Record<BlockStatus, string> = {
  active: "ops-badge supply-badge--blocked",
  upcoming: "ops-badge ops-badge--new",
  ended: "ops-badge ops-badge--closed",
  cancelled: "ops-badge ops-badge--closed",
};

export function BlocksTable({
  blocks,
  csrf,
  showAircraft,
}: {
  blocks: readonly BlockListItem[];
  csrf: string;
  showAircraft: boolean;
}) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  const location = useLocation();
  if (blocks.length === 0) return <p className="ops-muted">{copy.blocks.empty}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="supply-visually-hidden">{copy.blocks.heading}</caption>
        <thead>
          <tr>
            {showAircraft ? <th scope="col">{copy.blocks.aircraft}</th> : null}
            <th scope="col">{copy.blocks.kind}</th>
            <th scope="col">{copy.blocks.airport}</th>
            <th scope="col">{copy.blocks.startsAt}</th>
            <th scope="col">{copy.blocks.endsAt}</th>
            <th scope="col">{copy.blocks.note}</th>
            <th scope="col">{copy.blocks.status}</th>
            <th scope="col">{copy.actionsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => (
            <tr key={block.id}>
              {showAircraft ? (
                <th scope="row">
                  <Link
                    className="supply-target"
                    to={opsPath(language, `supply/aircraft/${encodeURIComponent(block.tailNumber)}/`)}
                  >
                    {block.tailNumber}
                  </Link>
                </th>
              ) : null}
              <td>{copy.blocks.kinds[block.kind]}</td>
              <td>{airportName(block.airport, language)}</td>
              <td>
                <LocalTimeText time={block.startsAt} />
              </td>
              <td>
                <LocalTimeText time={block.endsAt} />
              </td>
              <td>{block.note}</td>
              <td>
                <span className={STATUS_CLASS[block.status]}>{copy.blocks.statuses[block.status]}</span>
              </td>
              <td>
                {block.status === "active" || block.status === "upcoming" ? (
                  <Form method="post" key={location.key}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="intent" value="cancel-block" />
                    <input type="hidden" name="id" value={block.id} />
                    <button type="submit" className="ops-button ops-button--secondary supply-row-button">
                      {copy.blocks.cancel}
                      <HiddenContext>
                        {" "}
                        {block.tailNumber} {block.startsAt.local}
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

/** A new block; `tailNumber` fixed on an aircraft's page, chosen from `aircraft` elsewhere. */
export function BlockForm({
  csrf,
  state,
  aircraft,
  tailNumber,
  defaultAirport,
}: {
  csrf: string;
  state: FormState;
  aircraft?: ReadonlyArray<{ value: string; label: string }>;
  tailNumber?: string;
  defaultAirport?: string;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  const prefix = "create-block";
  return (
    <Form method="post" className="ops-card supply-form" key={location.key} noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="create-block" />
      {tailNumber ? <input type="hidden" name="tailNumber" value={tailNumber} /> : null}
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      <div className="ops-form">
        {aircraft ? (
          <SelectField
            id={`${prefix}-aircraft`}
            name="tailNumber"
            label={copy.blocks.aircraft}
            options={aircraft}
            placeholder={copy.blocks.choose}
            state={state}
            required
          />
        ) : null}
        <SelectField
          id={`${prefix}-kind`}
          name="kind"
          label={copy.blocks.kind}
          options={[
            { value: "maintenance", label: copy.blocks.kinds.maintenance },
            { value: "busy", label: copy.blocks.kinds.busy },
          ]}
          state={state}
          required
        />
        <AirportField
          id={`${prefix}-airport`}
          name="airportIcao"
          label={copy.blocks.airport}
          hint={copy.aircraft.icaoHint}
          initial={defaultAirport}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-starts`}
          name="startsAt"
          type="datetime-local"
          label={copy.blocks.startsAt}
          hint={copy.blocks.timeHint}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-ends`}
          name="endsAt"
          type="datetime-local"
          label={copy.blocks.endsAt}
          hint={copy.blocks.timeHint}
          state={state}
          required
        />
        <TextAreaField
          id={`${prefix}-note`}
          name="note"
          label={copy.blocks.note}
          optional
          maxLength={500}
          state={state}
          className="supply-field--wide"
        />
      </div>
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {copy.blocks.create}
        </button>
      </div>
    </Form>
  );
}
