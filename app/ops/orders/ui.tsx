import type { ReactNode } from "react";
import { LOCALE_TAGS, type Language } from "~/utils/language";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { fill, useOpsCopy, useOpsLanguage } from "../ui/copy";
import { ordersCopy } from "./copy";
import type { DealStatus } from "~/charter";

/*
 * The small pieces the orders' pages share: badges, Moscow times, waits and notices. Times of
 * the desk (created, option, history) are Moscow times in both languages, named so, so the server's
 * and the browser's renderings agree and every seller reads the same clock.
 */

const moscowFormats = new Map<string, Intl.DateTimeFormat>();

/** "1 дек. 2026, 10:05" / "1 Dec 2026, 10:05" in Moscow time. */
export function formatMoscow(moment: Date | string, language: Language, withYear = true): string {
  const key = `${language}:${withYear}`;
  let format = moscowFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : LOCALE_TAGS.ru, {
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/Moscow",
    });
    moscowFormats.set(key, format);
  }
  return format.format(typeof moment === "string" ? new Date(moment) : moment).replace(" в ", ", ");
}

export function MoscowTime({ at, withYear = true }: { at: Date | string; withYear?: boolean }) {
  const copy = useOpsCopy(ordersCopy);
  const language = useOpsLanguage();
  const moment = typeof at === "string" ? new Date(at) : at;
  return (
    <time dateTime={moment.toISOString()}>
      {formatMoscow(moment, language, withYear)} <span className="ops-muted">{copy.moscowTime}</span>
    </time>
  );
}

/** "7 мин", "2 ч 05 мин" / "7 min", "2 h 05 min". */
export function formatWait(minutes: number, copy: (typeof ordersCopy)["ru"]): string {
  if (minutes < 60) return fill(copy.minutes, { count: minutes });
  return fill(copy.hoursMinutes, {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, "0"),
  });
}

const BADGES: Record<DealStatus, string> = {
  new: "ops-badge--new",
  contacted: "",
  quoted: "",
  option: "",
  booked: "ops-badge--won",
  flown: "ops-badge--won",
  lost: "ops-badge--closed",
  cancelled: "ops-badge--closed",
};

export function StatusBadge({ status }: { status: DealStatus }) {
  const copy = useOpsCopy(ordersCopy);
  return <span className={`ops-badge ${BADGES[status]}`.trim()}>{copy.status[status]}</span>;
}

/** The wait of a new order; highlighted once it passes the first-call mark. */
export function Waiting({ minutes, lateAfter }: { minutes: number; lateAfter: number }) {
  const copy = useOpsCopy(ordersCopy);
  const text = formatWait(minutes, copy);
  return minutes > lateAfter ? (
    <span className="ops-badge ops-badge--late">{text}</span>
  ) : (
    <span>{text}</span>
  );
}

/** "Москва → Сочи" from airport codes, the code where the name is unknown. */
export function cityPair(
  from: string,
  to: string,
  airports: Record<string, AirportSummary>,
  language: Language,
) {
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  return `${city(from)} → ${city(to)}`;
}

export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <div className={`ops-notice ops-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <p>{children}</p>
    </div>
  );
}

/** A column of an `OpsTable`: its heading, right-aligned when it holds numbers. */
export type OpsColumn = ReactNode | { label: ReactNode; numeric: true };

/**
 * The console's list table: a scrolling region (`TableScroll`) holding a table whose caption is
 * its label (read by screen readers, hidden from the eye unless `captionShown`), one row of column
 * headings, and the rows the caller renders as `children`.
 */
export function OpsTable({
  label,
  columns,
  children,
  className,
  captionShown = false,
  ...data
}: {
  label: string;
  columns: OpsColumn[];
  children: ReactNode;
  className?: string;
  captionShown?: boolean;
} & { [attribute: `data-${string}`]: string | number | undefined }) {
  return (
    <TableScroll label={label}>
      <table className={className ? `ops-table ${className}` : "ops-table"} {...data}>
        <caption className={captionShown ? "orders-caption" : "orders-visually-hidden"}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column !== null && typeof column === "object" && "numeric" in column ? (
                <th key={index} scope="col" className="ops-num">
                  {column.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A table that may scroll sideways on a narrow screen: a named region a keyboard can reach and
 * scroll (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="ops-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
