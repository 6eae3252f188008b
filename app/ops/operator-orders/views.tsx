import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import type { AirportSummary } from "~/offers/airport-summary";
import { formatLegDateTime } from "~/offers/card-facts";
import { formatMoney } from "~/offers/results";
import { isReturnTrip, legNames, legNameText, type Money } from "~/charter";
import type {
  AnswerErrors,
  Dashboard,
  DealOperatorAnswer,
  OperatorAnswerStats,
  OperatorDealDetail,
  OperatorDealItem,
  OperatorDesk,
  OperatorStatus,
} from "~/charter/index.server";
import type { Language } from "~/utils/language";
import { opsPath } from "../paths";
import { ordersCopy } from "../orders/copy";
import { cityPair, formatWait, Notice, OpsTable } from "../orders/ui";
import { CsrfField } from "../ui/csrf-field";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { InputField, TextareaField } from "../ui/field";
import { operatorAnswerCopy, operatorOrdersCopy, operatorStatsCopy } from "./copy";

/*
 * The operator's queue and one order in it (issue 27, item 3), and the operator's answer as our
 * seller reads it on a deal. An operator reads times on its own clock (its time zone, named), the
 * flights on the airports' clocks as cards show them. Forms post without JavaScript.
 */

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** "2 дек., 09:20 MSK" / "2 Dec, 09:20 GMT+4" on the clock of `timeZone`. */
export function formatInZone(moment: Date | string, timeZone: string, language: Language): string {
  const key = `${language}:${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
      timeZoneName: "short",
    });
    zoneFormats.set(key, format);
  }
  return format.format(typeof moment === "string" ? new Date(moment) : moment).replace(" в ", ", ");
}

function ZoneTime({ at, timeZone }: { at: Date | string; timeZone: string }) {
  const language = useOpsLanguage();
  const moment = typeof at === "string" ? new Date(at) : at;
  return <time dateTime={moment.toISOString()}>{formatInZone(moment, timeZone, language)}</time>;
}

/** "1 234 567 ₽ · 11 900 €": roubles, the house's currency, and euros, the operators' common one. */
export function PriceText({ price }: { price: Money }) {
  const language = useOpsLanguage();
  return (
    <span className="orders-nowrap">
      {formatMoney(price.rub, "rub", language)} · {formatMoney(price.eur, "eur", language)}
    </span>
  );
}

/** "пн, 30 ноября, 14:30": a flight's airport-local time, as the card shows it. */
function legTime(local: string, language: Language): string {
  const { date, time } = formatLegDateTime(local, language);
  return `${date}, ${time}`;
}

function signed(percent: number, language: Language): string {
  const text = `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${Math.abs(percent)}%`;
  return language === "ru" ? text.replace(".", ",") : text;
}

const BADGE: Record<OperatorStatus, string> = {
  pending: "ops-badge--new",
  confirmed: "ops-badge--won",
  declined: "ops-badge--closed",
};

function StatusBadge({ status, overdue }: { status: OperatorStatus; overdue: boolean }) {
  const copy = useOpsCopy(operatorOrdersCopy);
  return (
    <>
      <span className={`ops-badge ${BADGE[status]}`} data-operator-status={status}>
        {copy.status[status]}
      </span>
      {overdue ? <span className="ops-badge ops-badge--late">{copy.overdue}</span> : null}
    </>
  );
}

/** The operator's terms above its queue: how long it has to answer, within which hours. */
export function DeskTerms({ desk }: { desk: OperatorDesk }) {
  const copy = useOpsCopy(operatorOrdersCopy);
  const hours =
    desk.workingHoursStart === desk.workingHoursEnd
      ? copy.aroundTheClock
      : `${desk.workingHoursStart}–${desk.workingHoursEnd}`;
  return (
    <>
      <p>{fill(copy.terms, { minutes: desk.responseMinutes, hours, zone: desk.timeZone })}</p>
      <p className="ops-muted">{copy.privacy}</p>
    </>
  );
}

export function OperatorQueue({
  items,
  desk,
  airports,
}: {
  items: OperatorDealItem[];
  desk: OperatorDesk;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(operatorOrdersCopy);
  const language = useOpsLanguage();
  if (items.length === 0) return <p className="ops-notice ops-notice--ok">{copy.empty}</p>;
  return (
    <OpsTable
      label={copy.caption}
      columns={[
        copy.columns.number,
        copy.columns.status,
        copy.columns.due,
        copy.columns.route,
        copy.columns.departs,
        { label: copy.columns.passengers, numeric: true },
        copy.columns.aircraft,
        copy.columns.price,
      ]}
    >
      {items.map((item) => {
        const first = item.legs[0]!;
        return (
          <tr key={item.id} className={item.overdue ? "orders-late" : undefined}>
            <th scope="row">
              <Link to={opsPath(language, `operator/orders/${item.id}/`)} className="orders-link">
                {item.orderNumber}
              </Link>
            </th>
            <td>
              <StatusBadge status={item.status} overdue={item.overdue} />
            </td>
            <td className="orders-nowrap">
              {item.status === "pending" && item.dueAt ? (
                <ZoneTime at={item.dueAt} timeZone={desk.timeZone} />
              ) : (
                "—"
              )}
            </td>
            <td>
              {cityPair(first.from, first.to, airports, language)}
              {item.legs.length > 1 ? (
                <span className="orders-sub">
                  {isReturnTrip(
                    item.legs.map((leg) => ({ departure_airport: leg.from, arrival_airport: leg.to })),
                  )
                    ? copy.roundTrip
                    : fill(copy.multiLeg, { count: item.legs.length })}
                </span>
              ) : null}
              {item.isEmptyLeg ? <span className="orders-sub">{copy.emptyLeg}</span> : null}
            </td>
            <td className="orders-nowrap">{legTime(first.departsLocal, language)}</td>
            <td className="ops-num">{first.passengers}</td>
            <td>
              {item.aircraftType} <span className="orders-sub">{item.tailNumber}</span>
            </td>
            <td>
              <PriceText price={item.newPrice ?? item.price} />
            </td>
          </tr>
        );
      })}
    </OpsTable>
  );
}

function OrderFacts({
  detail,
  desk,
  airports,
}: {
  detail: OperatorDealDetail;
  desk: OperatorDesk;
  airports: Record<string, AirportSummary>;
}) {
  const copy = useOpsCopy(operatorOrdersCopy);
  const language = useOpsLanguage();
  const id = useId();
  const names = legNames(
    detail.legs.map((leg) => ({ departure_airport: leg.from, arrival_airport: leg.to })),
  );
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{copy.legs}</h2>
      <dl className="orders-facts orders-facts--stacked">
        <div>
          <dt>{copy.columns.status}</dt>
          <dd>
            <StatusBadge status={detail.status} overdue={detail.overdue} />
          </dd>
        </div>
        {detail.status === "pending" && detail.dueAt ? (
          <div>
            <dt>{copy.due}</dt>
            <dd>
              <ZoneTime at={detail.dueAt} timeZone={desk.timeZone} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.aircraft}</dt>
          <dd>
            {detail.aircraftType}, {detail.tailNumber}
            {detail.isEmptyLeg ? <span className="orders-sub">{copy.emptyLeg}</span> : null}
          </dd>
        </div>
        {detail.legs.map((leg, index) => (
          <div key={leg.offerNumber} data-leg-number={index + 1}>
            {/* Every leg by the one naming rule (issue 29, item 1; decision 046): «Перелёт 3», not «Обратно». */}
            <dt>{legNameText(names[index]!, language) ?? copy.legs}</dt>
            <dd>
              <strong>{cityPair(leg.from, leg.to, airports, language)}</strong> ({leg.from} → {leg.to})
              <span className="orders-sub">
                {copy.departs} {legTime(leg.departsLocal, language)}, {copy.arrives}{" "}
                {legTime(leg.arrivesLocal, language)} ({copy.localTime})
              </span>
              <span className="orders-sub">
                {copy.passengers}: {leg.passengers} · {copy.flightTime}:{" "}
                {fill(copy.minutes, { count: leg.flightMinutes })} · {copy.offer} {leg.offerNumber}
              </span>
            </dd>
          </div>
        ))}
        <div>
          <dt>{copy.price}</dt>
          <dd>
            <PriceText price={detail.price} />
          </dd>
        </div>
        {detail.status !== "pending" ? (
          <>
            {detail.newPrice && detail.priceChangePercent ? (
              <div>
                <dt>{copy.newPrice}</dt>
                <dd>
                  <PriceText price={detail.newPrice} /> ({signed(detail.priceChangePercent, language)})
                </dd>
              </div>
            ) : null}
            {detail.reason ? (
              <div>
                <dt>{copy.reason}</dt>
                <dd className="orders-pre">{detail.reason}</dd>
              </div>
            ) : null}
            <div>
              <dt>{copy.answeredBy}</dt>
              <dd>
                {detail.answeredByName ?? "—"}
                {detail.answeredAt ? (
                  <span className="orders-sub">
                    <ZoneTime at={detail.answeredAt} timeZone={desk.timeZone} />
                  </span>
                ) : null}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export interface AnswerRejection {
  answer: "confirm" | "decline";
  conflict: boolean;
  errors: AnswerErrors;
  values: { percent: string; reason: string };
}

function AnswerForms({ csrf, rejection }: { csrf: string; rejection: AnswerRejection | null }) {
  const copy = useOpsCopy(operatorOrdersCopy);
  const ids = { confirm: useId(), decline: useId() };
  const confirm = rejection?.answer === "confirm" && !rejection.conflict ? rejection : null;
  const decline = rejection?.answer === "decline" && !rejection.conflict ? rejection : null;
  const problem = (code: string | undefined) =>
    code ? copy.problems[code as keyof typeof copy.problems] : undefined;
  return (
    <>
      <section className="ops-card" aria-labelledby={ids.confirm}>
        <h2 id={ids.confirm}>{copy.confirm.heading}</h2>
        <Form method="post" className="ops-form">
          <CsrfField token={csrf} />
          <input type="hidden" name="answer" value="confirm" />
          <InputField
            id="operator-percent"
            name="percent"
            label={copy.confirm.percent}
            hint={copy.confirm.percentHint}
            error={problem(confirm?.errors.percent)}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={confirm?.values.percent ?? ""}
          />
          <TextareaField
            id="operator-confirm-reason"
            name="reason"
            label={copy.confirm.reason}
            hint={copy.confirm.reasonHint}
            error={problem(confirm?.errors.reason)}
            rows={3}
            maxLength={1000}
            defaultValue={confirm?.values.reason ?? ""}
          />
          <button type="submit" className="ops-button">
            {copy.confirm.submit}
          </button>
        </Form>
      </section>
      <section className="ops-card" aria-labelledby={ids.decline}>
        <h2 id={ids.decline}>{copy.decline.heading}</h2>
        <Form method="post" className="ops-form">
          <CsrfField token={csrf} />
          <input type="hidden" name="answer" value="decline" />
          <TextareaField
            id="operator-decline-reason"
            name="reason"
            label={copy.decline.reason}
            hint={copy.decline.reasonHint}
            error={problem(decline?.errors.reason)}
            rows={3}
            maxLength={1000}
            required
            defaultValue={decline?.values.reason ?? ""}
          />
          <button type="submit" className="ops-button ops-button--danger">
            {copy.decline.submit}
          </button>
        </Form>
      </section>
    </>
  );
}

export function OperatorOrderView({
  detail,
  desk,
  airports,
  csrf,
  rejection,
  saved,
}: {
  detail: OperatorDealDetail;
  desk: OperatorDesk;
  airports: Record<string, AirportSummary>;
  csrf: string;
  rejection: AnswerRejection | null;
  saved: "confirmed" | "declined" | null;
}) {
  const copy = useOpsCopy(operatorOrdersCopy);
  const language = useOpsLanguage();
  return (
    <>
      <p className="orders-back">
        <Link to={opsPath(language, "operator/orders/")} className="orders-link">
          ← {copy.back}
        </Link>
      </p>
      <h1>{fill(copy.orderTitle, { number: detail.orderNumber })}</h1>
      {rejection?.conflict ? <Notice tone="error">{copy.conflict}</Notice> : null}
      {rejection && !rejection.conflict ? <Notice tone="error">{copy.invalidForm}</Notice> : null}
      {!rejection && saved ? <Notice tone="ok">{copy.saved[saved]}</Notice> : null}
      <DeskTerms desk={desk} />
      <div className="orders-layout">
        <div className="orders-column">
          <OrderFacts detail={detail} desk={desk} airports={airports} />
        </div>
        <div className="orders-column">
          {detail.status === "pending" ? (
            <AnswerForms csrf={csrf} rejection={rejection} />
          ) : (
            <p className="ops-muted">{copy.answered}</p>
          )}
        </div>
      </div>
    </>
  );
}

/** On our seller's deal page: the operator's answer, or that it is awaited and until when. */
export function DealOperatorPanel({ answer }: { answer: DealOperatorAnswer }) {
  const copy = useOpsCopy(operatorAnswerCopy);
  const language = useOpsLanguage();
  const id = useId();
  const zone = "Europe/Moscow";
  return (
    <section
      className={`ops-card${answer.overdue ? " orders-alert" : ""}`}
      aria-labelledby={id}
      data-operator-answer={answer.status}
    >
      <h2 id={id}>{copy.heading}</h2>
      <dl className="orders-facts orders-facts--stacked">
        <div>
          <dt>{copy.operator}</dt>
          <dd>{language === "ru" ? answer.operatorNameRu : answer.operatorName}</dd>
        </div>
        <div>
          <dt>{copy.heading}</dt>
          <dd>
            <span className={`ops-badge ${BADGE[answer.status]}`}>{copy.status[answer.status]}</span>
            {answer.overdue ? <span className="ops-badge ops-badge--late">{copy.overdue}</span> : null}
          </dd>
        </div>
        {answer.status === "pending" && answer.dueAt ? (
          <div>
            <dt>{copy.due}</dt>
            <dd>
              <ZoneTime at={answer.dueAt} timeZone={zone} />
            </dd>
          </div>
        ) : null}
        {answer.status !== "pending" ? (
          <>
            <div>
              <dt>{copy.by}</dt>
              <dd>
                {answer.answeredByName ?? "—"}
                {answer.answeredAt ? (
                  <span className="orders-sub">
                    <ZoneTime at={answer.answeredAt} timeZone={zone} />
                  </span>
                ) : null}
              </dd>
            </div>
            {answer.status === "confirmed" ? (
              <div>
                <dt>{copy.change}</dt>
                <dd>
                  {answer.priceChangePercent ? signed(answer.priceChangePercent, language) : copy.noChange}
                </dd>
              </div>
            ) : null}
            {answer.reason ? (
              <div>
                <dt>{copy.reason}</dt>
                <dd className="orders-pre">{answer.reason}</dd>
              </div>
            ) : null}
            {answer.price ? (
              <div>
                <dt>{copy.price}</dt>
                <dd>
                  <PriceText price={answer.price} />
                </dd>
              </div>
            ) : null}
            {answer.newPrice ? (
              <div>
                <dt>{copy.newPrice}</dt>
                <dd>
                  <strong>
                    <PriceText price={answer.newPrice} />
                  </strong>
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {answer.status !== "pending" ? (
        <p className="ops-muted">{answer.status === "confirmed" ? copy.confirmedHint : copy.declinedHint}</p>
      ) : null}
    </section>
  );
}

/** The overview's flag (issue 27, item 3): orders whose operator has not answered in time. */
export function OverdueOperatorAnswers({ overdue }: { overdue: Dashboard["operatorAnswers"] }) {
  const copy = useOpsCopy(operatorAnswerCopy);
  const orders = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  return (
    <section aria-labelledby={id} data-operator-overdue={overdue.total}>
      <h2 id={id}>
        {copy.overviewHeading}{" "}
        {overdue.total > 0 ? <span className="ops-badge ops-badge--late">{overdue.total}</span> : null}
      </h2>
      {overdue.deals.length === 0 ? (
        <p className="ops-muted">{copy.overviewNone}</p>
      ) : (
        <>
          {overdue.total > overdue.deals.length ? (
            <p className="ops-muted">
              {fill(copy.overviewMore, { shown: overdue.deals.length, total: overdue.total })}
            </p>
          ) : null}
          <OpsTable
            label={copy.overviewHeading}
            columns={[copy.order, copy.operator, copy.due, copy.late, copy.assignee]}
          >
            {overdue.deals.map((deal) => (
              <tr key={deal.id} className="orders-late">
                <th scope="row">
                  <Link to={opsPath(language, `orders/${deal.id}/`)} className="orders-link">
                    {deal.orderNumber}
                  </Link>
                </th>
                <td>{language === "ru" ? deal.operatorNameRu : deal.operatorName}</td>
                <td className="orders-nowrap">
                  <ZoneTime at={deal.dueAt} timeZone="Europe/Moscow" />
                </td>
                <td>
                  <span className="ops-badge ops-badge--late">{formatWait(deal.overdueMinutes, orders)}</span>
                </td>
                <td>{deal.assigneeName ?? <span className="ops-muted">{copy.unassigned}</span>}</td>
              </tr>
            ))}
          </OpsTable>
        </>
      )}
    </section>
  );
}

/** The supply page's table (issue 27, item 3): each operator's acceptance rate and median answer time. */
export function OperatorAnswerStatsTable({
  stats,
  operators,
}: {
  stats: { days: number; byOperator: Record<string, OperatorAnswerStats> };
  operators: ReadonlyArray<{ id: string; name: string; nameRu: string }>;
}) {
  const copy = useOpsCopy(operatorStatsCopy);
  const orders = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const id = useId();
  const rows = operators.filter((operator) => stats.byOperator[operator.id]);
  const percent = new Intl.NumberFormat(language === "en" ? "en-GB" : "ru-RU", {
    style: "percent",
    maximumFractionDigits: 0,
  });
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{copy.heading}</h2>
      <p className="ops-muted">{fill(copy.hint, { days: stats.days })}</p>
      {rows.length === 0 ? (
        <p className="ops-muted">{copy.empty}</p>
      ) : (
        <OpsTable
          label={copy.heading}
          columns={[
            copy.operator,
            { label: copy.orders, numeric: true },
            { label: copy.acceptance, numeric: true },
            { label: copy.median, numeric: true },
          ]}
          data-operator-stats=""
        >
          {rows.map((operator) => {
            const row = stats.byOperator[operator.id]!;
            return (
              <tr key={operator.id}>
                <th scope="row">{language === "ru" ? operator.nameRu : operator.name}</th>
                <td className="ops-num">{row.orders}</td>
                <td className="ops-num">
                  {row.acceptanceRate === null ? copy.none : percent.format(row.acceptanceRate)}
                </td>
                <td className="ops-num">
                  {row.medianAnswerMinutes === null ? copy.none : formatWait(row.medianAnswerMinutes, orders)}
                </td>
              </tr>
            );
          })}
        </OpsTable>
      )}
    </section>
  );
}
