import { Form } from "@remix-run/react";
import { useId, useState } from "react";
import type { Card, PriceBreakdownItem, Route } from "~/charter";
import { formatUnit, shortAirportName } from "~/offers/flight-facts";
import type { Language } from "~/utils/language";
import { airportName, type AirportSummary } from "~/offers/airport-summary";
import { formatLegDateTime, splitDuration } from "~/offers/card-facts";
import { formatMoney } from "~/offers/results";
import { CsrfField } from "../ui/csrf-field";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { ordersCopy } from "./copy";
import type { DealDetail, FieldErrors, HistoryEntry } from "~/charter/index.server";
import {
  DEAL_STATUSES,
  legNameText,
  legNames,
  needsReason,
  nextStatuses,
  toMoscowInput,
  type DealStatus,
} from "~/charter";
import { Field, FieldError, InputField, SelectField, TextareaField, fieldAria } from "../ui/field";
import { MoscowTime, StatusBadge, OpsTable, TableScroll, formatMoscow } from "./ui";
import { describeOperatorEntry } from "../operator-orders/history";

/**
 * An order's page (issue 18, item 2): who the customer is and how to reach them, what they ordered
 * (the card as it was, at its rates), the pipeline's forms, the notes and the history.
 */
type Copy = (typeof ordersCopy)["ru"];

/** What a rejected post typed, shown again in its form. */
export type FormValues = Record<string, string>;

export function DealFacts({ detail }: { detail: DealDetail }) {
  const copy = useOpsCopy(ordersCopy);
  const { deal } = detail;
  return (
    <dl className="orders-facts">
      <div>
        <dt>{copy.inbox.status}</dt>
        <dd>
          <StatusBadge status={deal.status} />
        </dd>
      </div>
      <div>
        <dt>{copy.inbox.kind}</dt>
        <dd>{copy.kind[deal.kind]}</dd>
      </div>
      <div>
        <dt>{copy.order.created}</dt>
        <dd>
          <MoscowTime at={deal.createdAt} />
        </dd>
      </div>
      <div>
        <dt>{copy.order.firstContact}</dt>
        <dd>{deal.firstContactAt ? <MoscowTime at={deal.firstContactAt} /> : "—"}</dd>
      </div>
      <div>
        <dt>{copy.order.assignee}</dt>
        <dd>{detail.assigneeName ?? copy.unassigned}</dd>
      </div>
      {deal.optionUntil ? (
        <div>
          <dt>{copy.order.optionUntil}</dt>
          <dd>
            <MoscowTime at={deal.optionUntil} />
          </dd>
        </div>
      ) : null}
      {deal.closeReason ? (
        <div>
          <dt>{copy.order.closeReason}</dt>
          <dd>{deal.closeReason}</dd>
        </div>
      ) : null}
      <div data-consent="">
        <dt>{copy.order.consent}</dt>
        <dd>
          {detail.consent ? (
            <>
              <MoscowTime at={detail.consent.at} />
              <span className="orders-sub">
                {detail.consent.version
                  ? fill(copy.order.consentVersion, { version: detail.consent.version })
                  : copy.order.consentNoVersion}
              </span>
            </>
          ) : (
            <span className="ops-muted">{copy.order.consentNone}</span>
          )}
        </dd>
      </div>
      {detail.source.kind === "pre_order" ? (
        <div>
          <dt>{copy.order.apiStatus}</dt>
          <dd>
            <code>{detail.source.preOrderStatus}</code>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

const digits = (value: string) => value.replace(/\D/g, "");

/** A lead's contact as typed, when it says nothing the phone or e-mail lines do not. */
function sameContact(contact: string, customer: DealDetail["customer"]): boolean {
  if (contact === customer.email) return true;
  return customer.phone !== null && digits(contact).length > 0 && digits(contact) === digits(customer.phone);
}

export function CustomerPanel({ customer }: { customer: DealDetail["customer"] }) {
  const copy = useOpsCopy(ordersCopy);
  const id = useId();
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.order.customer}</h2>
      <dl className="orders-facts orders-facts--stacked">
        <div>
          <dt>{copy.order.name}</dt>
          <dd>{customer.name || copy.noName}</dd>
        </div>
        {customer.phone ? (
          <div>
            <dt>{copy.order.phone}</dt>
            <dd>
              <a href={`tel:${customer.phone}`} className="orders-link">
                {customer.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {customer.email ? (
          <div>
            <dt>{copy.order.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`} className="orders-link">
                {customer.email}
              </a>
            </dd>
          </div>
        ) : null}
        {customer.contact && !sameContact(customer.contact, customer) ? (
          <div>
            <dt>{copy.order.contact}</dt>
            <dd>{customer.contact}</dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.order.language}</dt>
          <dd>{copy.order.languages[customer.language]}</dd>
        </div>
        {customer.pageUrl ? (
          <div>
            <dt>{copy.order.page}</dt>
            <dd className="orders-break">{customer.pageUrl}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** "28 декабря 2024 г." / "28 December 2024" of a `YYYY-MM-DD`. */
function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

function lineLabel(line: PriceBreakdownItem, airports: Record<string, AirportSummary>, language: Language) {
  const base = language === "ru" ? line.label_ru : line.label_en;
  const place = (icao: string) => shortAirportName(icao, airports, language);
  if (line.item === "positioning" && line.from && line.to)
    return `${base}: ${place(line.from)} → ${place(line.to)}`;
  if (line.item === "airport_fees" && line.airport) {
    return `${base}: ${place(line.airport)}${line.date_local ? `, ${line.date_local}` : ""}`;
  }
  if ((line.item === "crew_rest" || line.item === "crew_overnight") && line.airport) {
    return `${base}: ${place(line.airport)}`;
  }
  // The VAT the price includes (issue 26, item 7): its rate; its amount is not added to the lines.
  if (line.item === "vat") return `${base}: ${line.percent ?? 0} %`;
  return base;
}

function Place({
  icao,
  local,
  airports,
}: {
  icao: string;
  local: string;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const airport = airports[icao];
  const when = formatLegDateTime(local, language);
  return (
    <>
      <time dateTime={local.slice(0, 16)}>
        {when.date}, {when.time}
      </time>{" "}
      <span className="ops-muted">({copy.order.localTime})</span>
      <br />
      {airport ? `${airportName(airport, language)} (${airport.iata || icao}, ${icao})` : icao}
    </>
  );
}

function Money({ amounts, language }: { amounts: Route["price"]; language: Language }) {
  return (
    <>
      <td className="ops-num">{formatMoney(amounts.rub, "rub", language)}</td>
      <td className="ops-num">{formatMoney(amounts.usd, "usd", language)}</td>
      <td className="ops-num">{formatMoney(amounts.eur, "eur", language)}</td>
    </>
  );
}

function Leg({
  route,
  title,
  number,
  airports,
}: {
  route: Route;
  title: string;
  /** The leg's number in the trip, from 1. */
  number: number;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  const { hours, minutes } = splitDuration(route.flight_time_minutes);
  return (
    <section className="orders-leg" aria-labelledby={id} data-leg-number={number}>
      <h3 id={id}>
        {title} · {copy.order.number} {route.number}
      </h3>
      <dl className="orders-facts">
        <div>
          <dt>{copy.order.departure}</dt>
          <dd>
            <Place icao={route.departure_airport} local={route.departure_date_local} airports={airports} />
          </dd>
        </div>
        <div>
          <dt>{copy.order.arrival}</dt>
          <dd>
            <Place icao={route.arrival_airport} local={route.arrival_date_local} airports={airports} />
          </dd>
        </div>
        <div>
          <dt>{copy.order.pax}</dt>
          <dd>{route.pax}</dd>
        </div>
        <div>
          <dt>{copy.order.duration}</dt>
          <dd>{fill(copy.hoursMinutes, { hours, minutes: String(minutes).padStart(2, "0") })}</dd>
        </div>
        <div>
          <dt>{copy.order.distance}</dt>
          <dd>{formatUnit(route.distance_km, "kilometer", language)}</dd>
        </div>
      </dl>
      <TableScroll label={`${copy.order.breakdown} · ${route.number}`}>
        <table className="ops-table">
          <caption className="orders-caption">
            {copy.order.breakdown} · {route.number}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.order.line}</th>
              <th scope="col" className="ops-num">
                RUB
              </th>
              <th scope="col" className="ops-num">
                USD
              </th>
              <th scope="col" className="ops-num">
                EUR
              </th>
            </tr>
          </thead>
          <tbody>
            {route.price_breakdown
              .filter((line) => !line.included)
              .map((line, index) => (
                <tr key={`${line.item}-${index}`}>
                  <th scope="row">{lineLabel(line, airports, language)}</th>
                  <Money amounts={line.amount} language={language} />
                </tr>
              ))}
          </tbody>
          <tfoot>
            <tr className="orders-total">
              <th scope="row">{copy.order.total}</th>
              <Money amounts={route.price} language={language} />
            </tr>
            {route.price_breakdown
              .filter((line) => line.included)
              .map((line, index) => (
                <tr key={`included-${index}`} data-item={line.item}>
                  <th scope="row">{lineLabel(line, airports, language)}</th>
                  <Money amounts={line.amount} language={language} />
                </tr>
              ))}
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}

export function CardPanel({
  card,
  ratesDate,
  airports,
}: {
  card: Card;
  ratesDate: string | null;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  const names = legNames(card.routes);
  const total = card.routes.reduce(
    (sum, route) => ({
      rub: sum.rub + route.price.rub,
      usd: sum.usd + route.price.usd,
      eur: sum.eur + route.price.eur,
    }),
    { rub: 0, usd: 0, eur: 0 },
  );
  return (
    <section className="ops-card orders-card" aria-labelledby={id}>
      <h2 id={id}>{copy.order.card}</h2>
      <p>
        <strong>{card.aircraft_type}</strong>{" "}
        {fill(copy.order.tail, {
          tail: card.aircraft,
          year: card.aircraft_year_of_creation,
          seats: card.max_pax,
        })}
        {card.is_empty_leg ? <span className="ops-badge orders-badge-gap">{copy.order.emptyLeg}</span> : null}
      </p>
      {/* Every leg of the order, named as the customer's pages name it (issue 29, item 1; decision 046). */}
      {card.routes.map((route, index) => {
        const name = names[index]!;
        return (
          <Leg
            key={route.number}
            route={route}
            airports={airports}
            number={index + 1}
            title={
              name.kind === "leg"
                ? (legNameText(name, language) ?? copy.order.outbound)
                : name.kind === "back"
                  ? copy.order.inbound
                  : copy.order.outbound
            }
          />
        );
      })}
      {card.routes.length > 1 ? (
        <p className="orders-grand-total">
          {copy.order.grandTotal}: <strong>{formatMoney(total.rub, "rub", language)}</strong> ·{" "}
          {formatMoney(total.usd, "usd", language)} · {formatMoney(total.eur, "eur", language)}
        </p>
      ) : null}
      <p className="ops-muted">
        {ratesDate
          ? fill(copy.order.rates, { date: formatDay(ratesDate, language) })
          : copy.order.ratesUnknown}
      </p>
    </section>
  );
}

export function LeadPanel({
  source,
  airports,
}: {
  source: Extract<DealDetail["source"], { kind: "lead" }>;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  const details = Object.entries(source.details).filter(([, value]) => value);
  const show = (key: string, value: string) => {
    if (key.endsWith("_airport")) {
      const airport = airports[value];
      return airport ? `${airportName(airport, language)} (${value})` : value;
    }
    if (key.includes("datetime")) {
      const when = formatLegDateTime(value, language);
      return `${when.date}, ${when.time}`;
    }
    return value;
  };
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.order.lead}</h2>
      {details.length > 0 ? (
        <dl className="orders-facts">
          {details.map(([key, value]) => (
            <div key={key}>
              <dt>{copy.order.details[key] ?? key}</dt>
              <dd>{show(key, value!)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h3>{copy.order.message}</h3>
      <p className="orders-pre">{source.message}</p>
    </section>
  );
}

/** The move a seller most likely makes next: the first forward one, else the first allowed. */
function likelyNext(status: DealStatus): DealStatus | undefined {
  const moves = nextStatuses(status);
  const order = DEAL_STATUSES.indexOf(status);
  return moves.find((move) => DEAL_STATUSES.indexOf(move) > order) ?? moves[0];
}

export function StatusForm({
  detail,
  drafts,
  csrf,
  errors,
  values,
}: {
  detail: DealDetail;
  drafts: Record<DealStatus, string>;
  csrf: string;
  errors: FieldErrors;
  values: FormValues | null;
}) {
  const copy = useOpsCopy(ordersCopy);
  const id = useId();
  const problem = (name: keyof FieldErrors) => {
    const code = errors[name];
    return code ? copy.problems[code] : undefined;
  };
  const { deal, customer } = detail;
  const moves = nextStatuses(deal.status);
  const initial = (values?.status as DealStatus | undefined) ?? likelyNext(deal.status) ?? deal.status;
  const [next, setNext] = useState<DealStatus>(initial);
  const [text, setText] = useState(values?.message ?? drafts[initial]);
  const [edited, setEdited] = useState(Boolean(values?.message));
  const channels = [
    customer.phone ? ("sms" as const) : null,
    customer.email ? ("email" as const) : null,
  ].filter((channel): channel is "sms" | "email" => channel !== null);
  if (moves.length === 0) {
    return (
      <section className="ops-card" aria-labelledby={id}>
        <h2 id={id}>{copy.statusForm.title}</h2>
        <p>{copy.statusForm.final}</p>
      </section>
    );
  }
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.statusForm.title}</h2>
      <p>{fill(copy.statusForm.current, { status: copy.status[deal.status] })}</p>
      <Form method="post" className="orders-form" noValidate>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={deal.version} />
        <SelectField
          id={`${id}-status`}
          label={copy.statusForm.next}
          error={problem("status")}
          name="status"
          value={next}
          onChange={(event) => {
            const chosen = event.target.value as DealStatus;
            setNext(chosen);
            if (!edited) setText(drafts[chosen]);
          }}
        >
          {moves.map((status) => (
            <option key={status} value={status}>
              {copy.status[status]}
            </option>
          ))}
        </SelectField>
        <InputField
          id={`${id}-until`}
          label={copy.statusForm.optionUntil}
          hint={copy.statusForm.optionHint}
          error={problem("optionUntil")}
          type="datetime-local"
          name="optionUntil"
          defaultValue={
            values?.optionUntil ?? (deal.optionUntil ? toMoscowInput(new Date(deal.optionUntil)) : "")
          }
        />
        <Field
          id={`${id}-reason`}
          label={copy.statusForm.reason}
          hint={copy.statusForm.reasonHint}
          error={problem("reason")}
        >
          <input
            id={`${id}-reason`}
            type="text"
            name="reason"
            list={`${id}-reasons`}
            maxLength={500}
            defaultValue={values?.reason ?? ""}
            required={needsReason(next)}
            {...fieldAria(`${id}-reason`, { hint: true, error: errors.reason })}
          />
          <datalist id={`${id}-reasons`}>
            {copy.statusForm.reasons.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
        </Field>
        <fieldset className="orders-notify">
          <legend>{copy.statusForm.notify}</legend>
          <div className="orders-radios">
            {(["", ...channels] as const).map((channel) => (
              <label key={channel || "none"} className="orders-radio">
                <input
                  type="radio"
                  name="channel"
                  value={channel}
                  defaultChecked={(values?.channel ?? "") === channel}
                  {...(channel === "" ? {} : fieldAria(`${id}-channel`, { error: errors.channel }))}
                />
                {channel === ""
                  ? copy.statusForm.none
                  : channel === "sms"
                    ? copy.statusForm.sms
                    : copy.statusForm.email}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-channel`}>{problem("channel")}</FieldError>
          <TextareaField
            id={`${id}-message`}
            label={copy.statusForm.text}
            hint={copy.statusForm.textHint}
            error={problem("message")}
            name="message"
            rows={4}
            maxLength={4000}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
            }}
          />
        </fieldset>
        <div>
          <button type="submit" className="ops-button">
            {copy.statusForm.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function AssignForm({
  detail,
  staff,
  me,
  csrf,
  errors,
}: {
  detail: DealDetail;
  staff: Array<{ id: string; name: string }>;
  me: string;
  csrf: string;
  errors: FieldErrors;
}) {
  const copy = useOpsCopy(ordersCopy);
  const id = useId();
  const { deal } = detail;
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.assignForm.title}</h2>
      <Form method="post" className="orders-form">
        <CsrfField token={csrf} />
        <input type="hidden" name="version" value={deal.version} />
        <SelectField
          id={`${id}-assignee`}
          label={copy.assignForm.label}
          error={errors.assignee ? copy.problems[errors.assignee] : undefined}
          name="assigneeId"
          defaultValue={deal.assigneeId ?? ""}
        >
          <option value="">{copy.assignForm.nobody}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <div className="orders-buttons">
          <button type="submit" name="intent" value="assign" className="ops-button">
            {copy.assignForm.submit}
          </button>
          {deal.assigneeId !== me ? (
            <button
              type="submit"
              name="intent"
              value="assign_me"
              className="ops-button ops-button--secondary"
            >
              {copy.assignForm.me}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function Notes({
  detail,
  csrf,
  errors,
  values,
}: {
  detail: DealDetail;
  csrf: string;
  errors: FieldErrors;
  values: FormValues | null;
}) {
  const copy = useOpsCopy(ordersCopy);
  const id = useId();
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.noteForm.title}</h2>
      <Form method="post" className="orders-form">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          id={`${id}-body`}
          label={copy.noteForm.label}
          hint={copy.noteForm.hint}
          error={errors.body ? copy.problems[errors.body] : undefined}
          name="body"
          rows={3}
          maxLength={4000}
          required
          defaultValue={values?.body ?? ""}
        />
        <div>
          <button type="submit" className="ops-button">
            {copy.noteForm.submit}
          </button>
        </div>
      </Form>
      {detail.notes.length === 0 ? (
        <p className="ops-muted">{copy.noteForm.empty}</p>
      ) : (
        <ul className="orders-notes">
          {detail.notes.map((note) => (
            <li key={note.id}>
              <p className="orders-note__meta">
                <strong>{note.staffName}</strong> · <MoscowTime at={note.createdAt} />
              </p>
              <p className="orders-pre">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const str = (value: unknown) => (typeof value === "string" ? value : null);
const statusOf = (value: unknown): DealStatus | null =>
  typeof value === "string" && (DEAL_STATUSES as readonly string[]).includes(value)
    ? (value as DealStatus)
    : null;

/** One history line in words: "Статус: Новая → Связались; опцион до …; SMS: «…»". */
export function describeEntry(entry: HistoryEntry, copy: Copy, language: Language): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  switch (entry.action) {
    case "deal.status": {
      const from = statusOf(before.status);
      const to = statusOf(after.status);
      const parts = [
        fill(copy.history.status, { from: from ? copy.status[from] : "—", to: to ? copy.status[to] : "—" }),
      ];
      const until = str(after.optionUntil);
      if (to === "option" && until)
        parts.push(fill(copy.history.option, { date: formatMoscow(until, language) }));
      const reason = str(after.closeReason);
      if (reason) parts.push(fill(copy.history.reason, { reason }));
      const message = after.message as { channel?: unknown; text?: unknown } | undefined;
      if (message && typeof message === "object") {
        parts.push(
          fill(copy.history.message, {
            channel: message.channel === "email" ? copy.statusForm.email : copy.statusForm.sms,
            text: str(message.text) ?? "",
          }),
        );
      }
      return parts.join("; ");
    }
    case "deal.assign":
      return fill(copy.history.assign, {
        from: str(before.assigneeName) ?? copy.unassigned,
        to: str(after.assigneeName) ?? copy.unassigned,
      });
    case "deal.note":
      return fill(copy.history.note, { text: str(after.body) ?? "" });
    case "deal.operator_routed":
    case "deal.operator_answer":
      return describeOperatorEntry(entry.action, after, language);
    case "deal.operator_created":
      return fill(copy.history.operatorCreated, { id: str(after.operatorId) ?? "" });
    default:
      return entry.action;
  }
}

export function History({ entries }: { entries: HistoryEntry[] }) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{copy.history.title}</h2>
      {entries.length === 0 ? (
        <p className="ops-muted">{copy.history.empty}</p>
      ) : (
        <OpsTable label={copy.history.title} columns={[copy.history.at, copy.history.who, copy.history.what]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="orders-nowrap">
                <MoscowTime at={entry.at} />
              </td>
              <td>{entry.staffName ?? copy.history.system}</td>
              <td className="orders-pre">{describeEntry(entry, copy, language)}</td>
            </tr>
          ))}
        </OpsTable>
      )}
    </section>
  );
}
