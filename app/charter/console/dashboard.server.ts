import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { AppDatabase } from "~/db/client.server";
import { deals, leads, preOrders, staff } from "~/db/schema";
import { loadRatesAge, type RatesAge } from "../rates/age.server";
import { FIRST_CALL_MINUTES } from "./orders.server";
import { overdueOperatorAnswers, type OverdueOperatorAnswer } from "./operator-orders.server";
import {
  DEAL_KINDS,
  DEAL_STATUSES,
  MOSCOW_OFFSET_MS,
  WON_STATUSES,
  moscowDayStart,
  type DealKind,
  type DealStatus,
} from "./pipeline";

/**
 * The console's overview (issue 18, item 5: "today's new orders, orders waiting for a first call
 * longer than 15 minutes (highlighted), conversion by status over 30 days, as small charts").
 * Days are Moscow days: the sales desk works on Moscow time.
 */

const DAY_MS = 86_400_000;
export const CONVERSION_DAYS = 30;
export const TREND_DAYS = 14;
/** The late list shows the oldest this many; the count says how many there are in all. */
export const LATE_LIST_LIMIT = 50;

export interface LateDeal {
  id: string;
  kind: DealKind;
  customerName: string;
  phone: string | null;
  createdAt: Date;
  waitingMinutes: number;
  assigneeName: string | null;
}

/** An option whose hold ends within a day, or has ended while the deal still says "option". */
export interface EndingOption {
  id: string;
  customerName: string;
  phone: string | null;
  optionUntil: Date;
  assigneeName: string | null;
  lapsed: boolean;
}

/** Options are shown this long before their hold ends: a day to call the customer for an answer. */
export const OPTION_WARNING_MS = DAY_MS;

export interface Dashboard {
  now: Date;
  /** Holds ending soonest first; lapsed ones (the aircraft no longer held) lead. */
  options: EndingOption[];
  today: { total: number; byKind: Record<DealKind, number> };
  late: { total: number; deals: LateDeal[] };
  conversion: {
    days: number;
    total: number;
    byStatus: Record<DealStatus, number>;
    won: number;
    /** Booked and flown over all deals created in the window; null when there were none. */
    wonShare: number | null;
  };
  /** New deals per Moscow day, oldest first, today last. */
  perDay: Array<{ day: string; count: number }>;
  /** The exchange rates prices use: stale past two days (issue 26, item 8; rates/age.server.ts). */
  rates: RatesAge;
  /** Orders whose operator has not answered within its response time (issue 27, item 3). */
  operatorAnswers: { total: number; deals: OverdueOperatorAnswer[] };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** `YYYY-MM-DD` of the Moscow day that starts at `start`. */
const moscowDay = (start: Date) => new Date(start.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** Who a deal is for and who works it: the columns both lists of the overview show. */
const customerColumns = {
  id: deals.id,
  preOrderName: preOrders.name,
  preOrderPhone: preOrders.phone,
  leadName: leads.name,
  leadPhone: leads.phone,
  assigneeName: staff.name,
};

function customerOf(row: {
  preOrderName: string | null;
  preOrderPhone: string | null;
  leadName: string | null;
  leadPhone: string | null;
}) {
  return {
    customerName: row.preOrderName ?? row.leadName ?? "",
    phone: row.preOrderPhone ?? row.leadPhone ?? null,
  };
}

export async function loadDashboard(db: AppDatabase, now: Date): Promise<Dashboard> {
  const withCustomer = <T extends SelectedFields>(columns: T) =>
    db
      .select({ ...customerColumns, ...columns })
      .from(deals)
      .leftJoin(preOrders, eq(deals.preOrderId, preOrders.id))
      .leftJoin(leads, eq(deals.leadId, leads.id))
      .leftJoin(staff, eq(deals.assigneeId, staff.id));
  const todayStart = moscowDayStart(now);
  const lateBefore = new Date(now.getTime() - FIRST_CALL_MINUTES * 60_000);
  const conversionFrom = new Date(now.getTime() - CONVERSION_DAYS * DAY_MS);
  const trendFrom = new Date(todayStart.getTime() - (TREND_DAYS - 1) * DAY_MS);
  // The Moscow day of a deal: UTC+3 all year (pipeline.ts, MOSCOW_OFFSET_MS).
  const dayOf = sql<string>`to_char((${deals.createdAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
  const isLate = and(eq(deals.status, "new"), lt(deals.createdAt, lateBefore));

  const [todayRows, lateCount, lateRows, statusRows, dayRows, optionRows, rates, operatorAnswers] =
    await Promise.all([
      db
        .select({ kind: deals.kind, count: count() })
        .from(deals)
        .where(gte(deals.createdAt, todayStart))
        .groupBy(deals.kind),
      db.select({ count: count() }).from(deals).where(isLate),
      withCustomer({ kind: deals.kind, createdAt: deals.createdAt })
        .where(isLate)
        .orderBy(asc(deals.createdAt))
        .limit(LATE_LIST_LIMIT),
      db
        .select({ status: deals.status, count: count() })
        .from(deals)
        .where(gte(deals.createdAt, conversionFrom))
        .groupBy(deals.status),
      db
        .select({ day: dayOf, count: count() })
        .from(deals)
        .where(gte(deals.createdAt, trendFrom))
        .groupBy(dayOf),
      withCustomer({ optionUntil: deals.optionUntil })
        .where(
          and(eq(deals.status, "option"), lt(deals.optionUntil, new Date(now.getTime() + OPTION_WARNING_MS))),
        )
        .orderBy(asc(deals.optionUntil))
        .limit(LATE_LIST_LIMIT),
      loadRatesAge(db, now),
      overdueOperatorAnswers(db, now, LATE_LIST_LIMIT),
    ]);

  const byKind = zeros(DEAL_KINDS);
  for (const row of todayRows) byKind[row.kind] = row.count;
  const byStatus = zeros(DEAL_STATUSES);
  for (const row of statusRows) byStatus[row.status] = row.count;
  const total = Object.values(byStatus).reduce((sum, value) => sum + value, 0);
  const won = WON_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const counts = new Map(dayRows.map((row) => [row.day, row.count]));
  const perDay = Array.from({ length: TREND_DAYS }, (_, index) => {
    const day = moscowDay(new Date(trendFrom.getTime() + index * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });

  return {
    now,
    options: optionRows.map((row) => ({
      id: row.id,
      ...customerOf(row),
      optionUntil: row.optionUntil!,
      assigneeName: row.assigneeName,
      lapsed: row.optionUntil!.getTime() <= now.getTime(),
    })),
    today: { total: Object.values(byKind).reduce((sum, value) => sum + value, 0), byKind },
    late: {
      total: lateCount[0]?.count ?? 0,
      deals: lateRows.map((row) => ({
        id: row.id,
        kind: row.kind,
        ...customerOf(row),
        createdAt: row.createdAt,
        waitingMinutes: Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000),
        assigneeName: row.assigneeName,
      })),
    },
    conversion: { days: CONVERSION_DAYS, total, byStatus, won, wonShare: total > 0 ? won / total : null },
    perDay,
    rates,
    operatorAnswers,
  };
}
