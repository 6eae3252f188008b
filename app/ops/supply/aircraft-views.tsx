import { Form, Link, useLocation } from "@remix-run/react";
import { fill, useOpsLanguage } from "../ui/copy";
import { CsrfField } from "../ui/csrf-field";
import { opsPath } from "../paths";
import type { AircraftListItem, AircraftTypeOption, OperatorListItem } from "~/charter/index.server";
import {
  AirportField,
  airportName,
  formatNumber,
  FormProblems,
  SelectField,
  TextField,
  useSupplyCopy,
  type FormState,
} from "./ui";

export function AircraftTable({ aircraft }: { aircraft: readonly AircraftListItem[] }) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  if (aircraft.length === 0) return <p className="ops-muted">{copy.aircraft.empty}</p>;
  return (
    <>
      <div className="ops-table-wrap">
        <table className="ops-table">
          <caption className="supply-visually-hidden">{copy.aircraft.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.aircraft.columns.tail}</th>
              <th scope="col">{copy.aircraft.type}</th>
              <th scope="col">{copy.aircraft.operator}</th>
              <th scope="col">{copy.aircraft.columns.base}</th>
              <th scope="col" className="ops-num">
                {copy.aircraft.columns.seats}
              </th>
              <th scope="col" className="ops-num">
                {copy.aircraft.columns.year}
              </th>
              <th scope="col" className="ops-num">
                {copy.aircraft.columns.hourly}
              </th>
              <th scope="col" className="ops-num">
                {copy.aircraft.columns.overnight}
              </th>
              <th scope="col">{copy.aircraft.status}</th>
            </tr>
          </thead>
          <tbody>
            {aircraft.map((item) => (
              <tr key={item.tailNumber} className={item.active ? undefined : "supply-row--retired"}>
                <th scope="row">
                  <Link
                    className="supply-target"
                    to={opsPath(language, `supply/aircraft/${encodeURIComponent(item.tailNumber)}/`)}
                  >
                    {item.tailNumber}
                  </Link>
                </th>
                <td>
                  <span className="supply-nowrap">{item.typeName}</span>
                  <br />
                  <span className="ops-muted">{item.aircraftClass}</span>
                </td>
                <td>{language === "en" ? item.operatorName : item.operatorNameRu}</td>
                <td>{airportName(item.homeBase, language)}</td>
                <td className="ops-num">{item.maxPassengers}</td>
                <td className="ops-num">{item.yearOfCreation}</td>
                <td className="ops-num">
                  {formatNumber(item.hourlyRateEur, language)}
                  <br />
                  <RateSource own={item.hourlyRateOwn} fallback={copy.aircraft.typeRate} />
                </td>
                <td className="ops-num">
                  {item.overnightRateEur === null ? "—" : formatNumber(item.overnightRateEur, language)}
                  <br />
                  <RateSource own={item.overnightRateOwn} fallback={copy.aircraft.classRate} />
                </td>
                <td>
                  <StatusBadge active={item.active} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ops-muted supply-legend">{copy.aircraft.ownLegend}</p>
    </>
  );
}

function RateSource({ own, fallback }: { own: boolean; fallback: string }) {
  const copy = useSupplyCopy();
  return own ? (
    <span className="ops-badge supply-badge--own">{copy.aircraft.own}</span>
  ) : (
    <span className="ops-muted supply-small">{fallback}</span>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const copy = useSupplyCopy();
  return active ? (
    <span className="ops-badge ops-badge--won">{copy.aircraft.active}</span>
  ) : (
    <span className="ops-badge ops-badge--closed">{copy.aircraft.retired}</span>
  );
}

/**
 * The aircraft's fields, for adding one (with its registration) and for editing (without: the
 * registration is the key orders and the CMS fleet join on).
 */
export function AircraftForm({
  csrf,
  state,
  intent,
  types,
  operators,
  initial,
  house = true,
}: {
  csrf: string;
  state: FormState;
  intent: "create-aircraft" | "update-aircraft";
  types: readonly AircraftTypeOption[];
  operators: readonly OperatorListItem[];
  initial?: AircraftListItem;
  /** A supervisor's form; an operator's member (issue 27) does not say what is the house's fleet. */
  house?: boolean;
}) {
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  const location = useLocation();
  const prefix = intent;
  const typeOptions = types.map((type) => ({
    value: type.id,
    label: `${type.name.startsWith(type.manufacturer) ? type.name : `${type.manufacturer} ${type.name}`} · ${type.aircraftClass} · ≤ ${type.maxPassengers} · ${formatNumber(type.rangeKm, language)} km · ${formatNumber(type.hourlyRateEur, language)} ${copy.aircraft.perHour}`,
  }));
  const operatorOptions = operators.map((operator) => ({
    value: operator.id,
    label: `${language === "en" ? operator.name : operator.nameRu} (${operator.country})`,
  }));
  const later = (year: number | undefined) => (year ? year : null);
  const classFigure = (typeId: string) => {
    const figure = types.find((type) => type.id === typeId)?.overnightRateEur;
    return figure === null || figure === undefined ? "—" : `${formatNumber(figure, language)} €`;
  };
  return (
    <Form method="post" className="ops-card supply-form" key={location.key} noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <FormProblems state={state} confirmId={`${prefix}-confirm`} />
      <div className="ops-form">
        {intent === "create-aircraft" ? (
          <TextField
            id={`${prefix}-tail`}
            name="tailNumber"
            label={copy.aircraft.tail}
            hint={copy.aircraft.tailHint}
            state={state}
            required
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
          />
        ) : null}
        <SelectField
          id={`${prefix}-type`}
          name="typeId"
          label={copy.aircraft.type}
          options={typeOptions}
          placeholder={intent === "create-aircraft" ? "—" : undefined}
          initial={initial?.typeId}
          state={state}
          required
          className="supply-field--wide"
        />
        <SelectField
          id={`${prefix}-operator`}
          name="operatorId"
          label={copy.aircraft.operator}
          options={operatorOptions}
          placeholder={intent === "create-aircraft" && operatorOptions.length > 1 ? "—" : undefined}
          initial={
            initial?.operatorId ?? (operatorOptions.length === 1 ? operatorOptions[0]!.value : undefined)
          }
          state={state}
          required
        />
        <AirportField
          id={`${prefix}-base`}
          name="homeBase"
          label={copy.aircraft.homeBase}
          hint={initial ? `${airportName(initial.homeBase, language)}` : copy.aircraft.icaoHint}
          initial={initial?.homeBase.icao}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-seats`}
          name="maxPassengers"
          label={copy.aircraft.seats}
          hint={
            initial ? `${copy.aircraft.seatsHint} (≤ ${initial.typeMaxPassengers})` : copy.aircraft.seatsHint
          }
          inputMode="numeric"
          initial={initial?.maxPassengers}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-year`}
          name="yearOfCreation"
          label={copy.aircraft.year}
          inputMode="numeric"
          maxLength={4}
          initial={initial?.yearOfCreation}
          state={state}
          required
        />
        <TextField
          id={`${prefix}-renewal`}
          name="yearOfRenewal"
          label={copy.aircraft.yearOfRenewal}
          hint={copy.aircraft.laterYearHint}
          inputMode="numeric"
          maxLength={4}
          optional
          initial={later(initial?.yearOfRenewal)}
          state={state}
        />
        <TextField
          id={`${prefix}-overhaul`}
          name="yearOfOverhaul"
          label={copy.aircraft.yearOfOverhaul}
          hint={copy.aircraft.laterYearHint}
          inputMode="numeric"
          maxLength={4}
          optional
          initial={later(initial?.yearOfOverhaul)}
          state={state}
        />
        <TextField
          id={`${prefix}-hourly`}
          name="hourlyRateEur"
          label={copy.aircraft.hourlyRate}
          hint={
            initial
              ? `${copy.aircraft.hourlyRateHint} (${copy.aircraft.typeRate}: ${formatNumber(
                  types.find((type) => type.id === initial.typeId)?.hourlyRateEur ?? 0,
                  language,
                )} €)`
              : copy.aircraft.hourlyRateHint
          }
          inputMode="numeric"
          optional
          initial={initial?.hourlyRateOwn ? initial.hourlyRateEur : null}
          state={state}
        />
        <TextField
          id={`${prefix}-overnight`}
          name="overnightRateEur"
          label={copy.aircraft.overnightRate}
          hint={
            initial
              ? `${copy.aircraft.overnightRateHint} (${copy.aircraft.classRate}: ${classFigure(initial.typeId)})`
              : copy.aircraft.overnightRateHint
          }
          inputMode="numeric"
          optional
          initial={initial?.overnightRateOwn ? initial.overnightRateEur : null}
          state={state}
        />
        {house ? (
          <div className="ops-field supply-check">
            <input
              type="checkbox"
              id={`${prefix}-house`}
              name="isHouseFleet"
              value="on"
              defaultChecked={
                state.hasErrors ? state.value("isHouseFleet") === "on" : (initial?.isHouseFleet ?? false)
              }
            />
            <label htmlFor={`${prefix}-house`}>{copy.aircraft.houseFleet}</label>
          </div>
        ) : null}
      </div>
      <div className="supply-actions">
        <button type="submit" className="ops-button">
          {intent === "create-aircraft" ? copy.aircraft.create : copy.aircraft.save}
        </button>
      </div>
    </Form>
  );
}

/** Retire an aircraft in service, or return a retired one. */
export function RetireForm({
  csrf,
  state,
  aircraft,
  retiredOn,
}: {
  csrf: string;
  state: FormState;
  aircraft: AircraftListItem;
  retiredOn: string | null;
}) {
  const copy = useSupplyCopy();
  const location = useLocation();
  return (
    <Form method="post" className="ops-card supply-form" key={location.key}>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={aircraft.active ? "retire" : "reinstate"} />
      <FormProblems state={state} confirmId="retire-confirm" />
      <p>
        {aircraft.active
          ? copy.aircraft.retireText
          : fill(copy.aircraft.reinstateText, { date: retiredOn ?? "" })}
      </p>
      <div className="supply-actions">
        <button type="submit" className={aircraft.active ? "ops-button ops-button--danger" : "ops-button"}>
          {aircraft.active ? copy.aircraft.retire : copy.aircraft.reinstate}
        </button>
      </div>
    </Form>
  );
}
