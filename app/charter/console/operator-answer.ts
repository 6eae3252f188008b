import { z } from "zod";
import type { Money } from "../contract/schemas";
import { fromLocalIso, toLocalIso } from "../engine/local-time";

/**
 * The rules of an operator's answer to a pre-order on its aircraft (issue 27, item 3;
 * docs/decisions/036-operator-answers.md), without a database: when the answer is due, which
 * answers a deal still takes, and the forms of confirming (with a price change of at most ±10%,
 * explained when not zero) and of declining (always explained).
 */

/** Issue 27, item 3: "default 30 minutes within its working hours". */
export const DEFAULT_RESPONSE_MINUTES = 30;
/** Issue 27, item 3: "it may change the price by up to ±10% with a reason". */
export const MAX_PRICE_CHANGE_PERCENT = 10;
export const ANSWER_REASON_MAX_LENGTH = 1000;

export type OperatorStatus = "pending" | "confirmed" | "declined";

/** The operator's day, as `operators` keeps it: "HH:MM" local in an IANA zone. */
export interface WorkingHours {
  start: string;
  end: string;
  timeZone: string;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM", or null when it is not one. */
export function minuteOfDay(clock: string): number | null {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** An IANA time zone the server's clock knows (Europe/Moscow, Asia/Dubai). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` `days` after a `YYYY-MM-DD` (calendar arithmetic, no zone). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The working window that opens on local day `day`: [start, end), ending the next day when it crosses midnight. */
function windowOf(day: string, start: number, end: number, timeZone: string): [number, number] {
  const opens = fromLocalIso(`${day}T${clockText(start)}`, timeZone).getTime();
  const closes = fromLocalIso(`${end > start ? day : addDays(day, 1)}T${clockText(end)}`, timeZone).getTime();
  return [opens, closes];
}

/**
 * When an operator's answer to an order placed at `orderedAt` is due: `responseMinutes` counted
 * only while the operator works (its hours, in its time zone; start = end means around the clock).
 * An order at 20:50 with hours 09:00–21:00 and 30 minutes is due at 09:20 the next morning: ten
 * minutes that evening, twenty the next. Hours may cross midnight (22:00–06:00). Hours or a zone
 * that cannot be read count around the clock rather than never: the order is flagged sooner, not lost.
 */
export function operatorDueAt(orderedAt: Date, responseMinutes: number, hours: WorkingHours): Date {
  const minutes = Number.isFinite(responseMinutes) && responseMinutes > 0 ? responseMinutes : 0;
  const start = minuteOfDay(hours.start);
  const end = minuteOfDay(hours.end);
  if (start === null || end === null || start === end || !isTimeZone(hours.timeZone)) {
    return new Date(orderedAt.getTime() + minutes * MINUTE_MS);
  }
  let cursor = orderedAt.getTime();
  let remaining = minutes * MINUTE_MS;
  // Each turn consumes one working window or moves to the next; a year of days is a generous bound.
  for (let turn = 0; turn < 800; turn += 1) {
    const today = toLocalIso(new Date(cursor), hours.timeZone).slice(0, 10);
    // The window open now may have opened yesterday (hours across midnight); the next opens today or tomorrow.
    const window = [-1, 0, 1]
      .map((offset) => windowOf(addDays(today, offset), start, end, hours.timeZone))
      .find(([, closes]) => closes > cursor);
    if (!window) {
      cursor = fromLocalIso(`${addDays(today, 1)}T00:00`, hours.timeZone).getTime();
      continue;
    }
    const [opens, closes] = window;
    cursor = Math.max(cursor, opens);
    if (cursor + remaining <= closes) return new Date(cursor + remaining);
    remaining -= closes - cursor;
    cursor = closes;
  }
  return new Date(cursor + remaining);
}

/** Only a pending order takes an answer; an answered one keeps its answer. */
export function canAnswer(status: OperatorStatus | null | undefined): boolean {
  return status === "pending";
}

/** A price moved by `percent`, each currency rounded half-up to whole units (API.md "Conventions"). */
export function changedPrice(price: Money, percent: number): Money {
  const move = (amount: number) => Math.round(amount * (1 + percent / 100));
  return { rub: move(price.rub), usd: move(price.usd), eur: move(price.eur) };
}

/** The sum of a card's legs' prices: what the customer was offered. */
export function totalPrice(routes: ReadonlyArray<{ price: Money }>): Money {
  return routes.reduce(
    (sum, route) => ({
      rub: sum.rub + route.price.rub,
      usd: sum.usd + route.price.usd,
      eur: sum.eur + route.price.eur,
    }),
    { rub: 0, usd: 0, eur: 0 },
  );
}

export type AnswerField = "percent" | "reason";
export type AnswerProblem = "required" | "invalid" | "out_of_range" | "too_long";
export type AnswerErrors = Partial<Record<AnswerField, AnswerProblem>>;

const posted = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A percentage as a person types it: "5", "-2.5", "−3", "+4,5"; "" is no change. */
function readPercent(text: string): number | null {
  if (text === "") return 0;
  const normal = text.replace(/\s/g, "").replace("−", "-").replace(",", ".").replace(/%$/, "");
  if (!/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}

const confirmSchema = z
  .object({ percent: z.unknown(), reason: z.unknown() })
  .transform((value) => ({ percentText: posted(value.percent), reason: posted(value.reason) }));

/** The confirm form: a change between −10% and +10% (0 when blank), a reason when it is not 0. */
export function readConfirm(input: {
  percent: unknown;
  reason: unknown;
}): { ok: true; percent: number; reason: string | null } | { ok: false; errors: AnswerErrors } {
  const { percentText, reason } = confirmSchema.parse(input);
  const errors: AnswerErrors = {};
  const percent = readPercent(percentText);
  if (percent === null) errors.percent = "invalid";
  else if (Math.abs(percent) > MAX_PRICE_CHANGE_PERCENT) errors.percent = "out_of_range";
  if (reason.length > ANSWER_REASON_MAX_LENGTH) errors.reason = "too_long";
  else if (percent !== null && percent !== 0 && reason === "") errors.reason = "required";
  if (percent === null || Object.keys(errors).length > 0) return { ok: false, errors };
  // -0 reads as no change.
  return { ok: true, percent: percent === 0 ? 0 : percent, reason: reason || null };
}

/** The decline form: a reason, always. */
export function readDecline(input: {
  reason: unknown;
}): { ok: true; reason: string } | { ok: false; errors: AnswerErrors } {
  const reason = posted(input.reason);
  if (reason === "") return { ok: false, errors: { reason: "required" } };
  if (reason.length > ANSWER_REASON_MAX_LENGTH) return { ok: false, errors: { reason: "too_long" } };
  return { ok: true, reason };
}
