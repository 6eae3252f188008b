import { Link } from "@remix-run/react";
import { Fragment, useId } from "react";
import { LOCALE_TAGS, type Language } from "~/utils/language";
import { opsPath } from "../paths";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { dashboardCopy, ordersCopy } from "./copy";
import type { Dashboard } from "~/charter/index.server";
import { DEAL_STATUSES, type DealStatus } from "~/charter";
import { MoscowTime, OpsTable, Waiting } from "./ui";
import { OverdueOperatorAnswers } from "../operator-orders/views";

/**
 * The overview (issue 18, item 5): today's count, the late list, and two small bar charts drawn as
 * inline SVG. Each chart is an image with a name, and the same numbers follow it as a table, which
 * is what a screen reader reads (WCAG 1.1.1).
 */

const STATUS_COLOURS: Record<DealStatus, string> = {
  new: "#c99a06",
  contacted: "#5b7db1",
  quoted: "#3f6aa8",
  option: "#2b5591",
  booked: "#2e8540",
  flown: "#1d5a2e",
  lost: "#8c8c8c",
  cancelled: "#5f5f5f",
};

function dayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

function percent(share: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language], { style: "percent", maximumFractionDigits: 0 }).format(
    share,
  );
}

function StatusBars({ byStatus, label }: { byStatus: Record<DealStatus, number>; label: string }) {
  const copy = useOpsCopy(ordersCopy);
  const max = Math.max(1, ...Object.values(byStatus));
  const row = 22;
  const labelWidth = 110;
  const barWidth = 170;
  return (
    <svg
      className="orders-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${labelWidth + barWidth + 40} ${DEAL_STATUSES.length * row}`}
      preserveAspectRatio="xMinYMin meet"
    >
      {DEAL_STATUSES.map((status, index) => {
        const value = byStatus[status];
        const width = (value / max) * barWidth;
        const y = index * row;
        return (
          <g key={status} aria-hidden="true">
            <text x={labelWidth - 6} y={y + 15} textAnchor="end" className="orders-chart__label">
              {copy.status[status]}
            </text>
            <rect
              x={labelWidth}
              y={y + 4}
              width={Math.max(width, value > 0 ? 2 : 0)}
              height={row - 8}
              rx={2}
              fill={STATUS_COLOURS[status]}
            />
            <text x={labelWidth + width + 4} y={y + 15} className="orders-chart__value">
              {value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function DayBars({ perDay, label }: { perDay: Dashboard["perDay"]; label: string }) {
  const language = useOpsLanguage();
  const max = Math.max(1, ...perDay.map((item) => item.count));
  const column = 24;
  const height = 110;
  const base = height - 18;
  return (
    <svg
      className="orders-chart"
      role="img"
      aria-label={label}
      // Room on both sides for the first and last day's labels, which are wider than a column.
      viewBox={`-12 0 ${perDay.length * column + 24} ${height}`}
      preserveAspectRatio="xMinYMin meet"
    >
      {perDay.map((item, index) => {
        const barHeight = (item.count / max) * (base - 14);
        const x = index * column;
        const last = index === perDay.length - 1;
        return (
          <g key={item.day} aria-hidden="true">
            <rect
              x={x + 4}
              y={base - barHeight}
              width={column - 8}
              height={Math.max(barHeight, item.count > 0 ? 2 : 0)}
              rx={2}
              fill={last ? "#c99a06" : "#3f6aa8"}
            />
            {item.count > 0 ? (
              <text
                x={x + column / 2}
                y={base - barHeight - 3}
                textAnchor="middle"
                className="orders-chart__value"
              >
                {item.count}
              </text>
            ) : null}
            {(perDay.length - 1 - index) % 2 === 0 ? (
              <text x={x + column / 2} y={height - 4} textAnchor="middle" className="orders-chart__axis">
                {dayLabel(item.day, language).replace(/\.$/, "")}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={0} x2={perDay.length * column} y1={base} y2={base} stroke="#aab3c2" />
    </svg>
  );
}

const RATES_DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  // As the Bank of Russia and the site's pages write it (app/offers/rates-note.tsx).
  ru: new Intl.DateTimeFormat("ru-RU", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

/** What the server does about the rates by itself: the refresher's state (RATES_REFRESH). */
export interface RatesRefresh {
  on: boolean;
  everyHours: number;
}

/** A text with `{{command}}` in it, the command set as code. */
function withCommand(text: string) {
  return text.split("{{command}}").map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <code>npm run rates:fetch</code> : null}
      {part}
    </Fragment>
  ));
}

/**
 * issue 26, item 8: rates more than two days old are said plainly, with their date, their age and
 * what to do; current ones get one quiet line with their date.
 */
function RatesNotice({ rates, refresh }: { rates: Dashboard["rates"]; refresh: RatesRefresh }) {
  const copy = useOpsCopy(dashboardCopy).rates;
  const language = useOpsLanguage();
  const headingId = useId();
  const date = RATES_DATE_FORMATS[language].format(new Date(`${rates.date}T00:00:00Z`));
  if (!rates.stale) {
    return (
      <p className="ops-muted" data-rates-age={rates.ageDays}>
        {fill(copy.current, { date })}
      </p>
    );
  }
  const plural = new Intl.PluralRules(LOCALE_TAGS[language]).select(rates.ageDays);
  const age = fill(copy.days[plural as keyof typeof copy.days] ?? copy.days.other, { count: rates.ageDays });
  return (
    <section
      className="ops-notice ops-notice--error orders-rates"
      aria-labelledby={headingId}
      data-rates-stale=""
      data-rates-age={rates.ageDays}
    >
      <h2 id={headingId} className="orders-rates__heading">
        {copy.staleHeading}
      </h2>
      <p>{fill(copy.stale, { date, age })}</p>
      <p>
        {refresh.on
          ? withCommand(fill(copy.refreshOn, { hours: refresh.everyHours }))
          : withCommand(copy.refreshOff)}
      </p>
      <p>{copy.holidays}</p>
    </section>
  );
}

export function DashboardView({
  dashboard,
  lateAfter,
  ratesRefresh,
}: {
  dashboard: Dashboard;
  lateAfter: number;
  ratesRefresh: RatesRefresh;
}) {
  const copy = useOpsCopy(dashboardCopy);
  const orders = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const ids = { today: useId(), late: useId(), options: useId(), conversion: useId(), perDay: useId() };
  const { today, late, options, conversion, perDay } = dashboard;
  return (
    <>
      <RatesNotice rates={dashboard.rates} refresh={ratesRefresh} />
      <div className="ops-grid orders-counters">
        <section className="ops-card" aria-labelledby={ids.today}>
          <h2 id={ids.today}>{copy.today}</h2>
          <p className="orders-counter">{today.total}</p>
          <p className="ops-muted">{copy.todayHint}</p>
          <ul className="orders-kinds">
            {(Object.keys(today.byKind) as Array<keyof typeof today.byKind>).map((kind) => (
              <li key={kind}>
                {orders.kind[kind]}: <strong>{today.byKind[kind]}</strong>
              </li>
            ))}
          </ul>
        </section>
        <section
          className={`ops-card${late.total > 0 ? " orders-alert" : ""}`}
          aria-labelledby={`${ids.late}-count`}
        >
          <h2 id={`${ids.late}-count`}>{copy.late}</h2>
          <p className="orders-counter">
            {late.total > 0 ? (
              <span className="ops-badge ops-badge--late orders-counter__badge">{late.total}</span>
            ) : (
              0
            )}
          </p>
          <p>
            <Link to={`${opsPath(language, "orders/")}?status=new`} className="orders-link">
              {copy.openInbox}
            </Link>
          </p>
        </section>
      </div>

      <section aria-labelledby={ids.late}>
        <h2 id={ids.late}>{copy.lateCaption}</h2>
        {late.deals.length === 0 ? (
          <p className="ops-notice ops-notice--ok">{copy.lateNone}</p>
        ) : (
          <>
            {late.total > late.deals.length ? (
              <p className="ops-muted">
                {fill(copy.lateMore, { shown: late.deals.length, total: late.total })}
              </p>
            ) : null}
            <OpsTable
              label={copy.late}
              columns={[copy.customer, copy.kind, copy.created, copy.waiting, copy.assignee]}
            >
              {late.deals.map((deal) => (
                <tr key={deal.id} className="orders-late">
                  <th scope="row">
                    <Link to={opsPath(language, `orders/${deal.id}/`)} className="orders-link">
                      {deal.customerName || orders.noName}
                    </Link>
                    {deal.phone ? (
                      <a href={`tel:${deal.phone}`} className="orders-link orders-sub">
                        {deal.phone}
                      </a>
                    ) : null}
                  </th>
                  <td>{orders.kind[deal.kind]}</td>
                  <td>
                    <MoscowTime at={deal.createdAt} withYear={false} />
                  </td>
                  <td>
                    <Waiting minutes={deal.waitingMinutes} lateAfter={lateAfter} />
                  </td>
                  <td>{deal.assigneeName ?? <span className="ops-muted">{orders.unassigned}</span>}</td>
                </tr>
              ))}
            </OpsTable>
          </>
        )}
      </section>

      <OverdueOperatorAnswers overdue={dashboard.operatorAnswers} />

      <section aria-labelledby={ids.options}>
        <h2 id={ids.options}>{copy.options}</h2>
        {options.length === 0 ? (
          <p className="ops-muted">{copy.optionsNone}</p>
        ) : (
          <OpsTable label={copy.options} columns={[copy.customer, copy.optionUntil, copy.assignee]}>
            {options.map((deal) => (
              <tr key={deal.id}>
                <th scope="row">
                  <Link to={opsPath(language, `orders/${deal.id}/`)} className="orders-link">
                    {deal.customerName || orders.noName}
                  </Link>
                  {deal.phone ? (
                    <a href={`tel:${deal.phone}`} className="orders-link orders-sub">
                      {deal.phone}
                    </a>
                  ) : null}
                </th>
                <td>
                  <MoscowTime at={deal.optionUntil} withYear={false} />{" "}
                  {deal.lapsed ? (
                    <span className="ops-badge ops-badge--late">{copy.optionLapsed}</span>
                  ) : null}
                </td>
                <td>{deal.assigneeName ?? <span className="ops-muted">{orders.unassigned}</span>}</td>
              </tr>
            ))}
          </OpsTable>
        )}
      </section>

      <div className="ops-grid orders-charts">
        <section className="ops-card" aria-labelledby={ids.conversion}>
          <h2 id={ids.conversion}>{copy.conversion}</h2>
          <p className="ops-muted">{copy.conversionHint}</p>
          <p>
            {conversion.wonShare === null
              ? copy.wonNone
              : fill(copy.won, {
                  share: percent(conversion.wonShare, language),
                  won: conversion.won,
                  total: conversion.total,
                })}
          </p>
          <StatusBars
            byStatus={conversion.byStatus}
            label={fill(copy.chartLabel, { title: copy.conversion })}
          />
          <table className="ops-table orders-chart-table">
            <caption className="orders-caption">{copy.conversion}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.status}</th>
                <th scope="col" className="ops-num">
                  {copy.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {DEAL_STATUSES.map((status) => (
                <tr key={status}>
                  <th scope="row">{orders.status[status]}</th>
                  <td className="ops-num">{conversion.byStatus[status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="ops-card" aria-labelledby={ids.perDay}>
          <h2 id={ids.perDay}>{copy.perDay}</h2>
          <DayBars perDay={perDay} label={fill(copy.chartLabel, { title: copy.perDay })} />
          <details className="orders-details">
            <summary>{copy.asTable}</summary>
            <table className="ops-table orders-chart-table">
              <caption className="orders-caption">{copy.perDay}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.day}</th>
                  <th scope="col" className="ops-num">
                    {copy.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {perDay.map((item) => (
                  <tr key={item.day}>
                    <th scope="row">
                      <time dateTime={item.day}>{dayLabel(item.day, language)}</time>
                    </th>
                    <td className="ops-num">{item.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
      </div>
    </>
  );
}
