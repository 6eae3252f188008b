import type { PreOrderStatus } from "../contract/schemas";

/**
 * The order pipeline of the operations console (issue 18, item 2), as pure rules: which moves a
 * seller may make, what each move needs, and what the customer's API sees. Client-safe: the order
 * page offers only the moves listed here, and the server checks the same list.
 *
 * New → Contacted → Quoted → Option (hold until a date) → Booked → Flown; Lost or Cancelled with
 * a reason (the Leon pipeline the issue cites, with Contacted added: the spec promises "an
 * operator will call shortly", and how long that takes is what the dashboard watches).
 *
 * Decisions:
 * - Forward moves may skip steps (a regular customer books on the first call: New → Booked).
 * - Among the working stages (Contacted, Quoted, Option) a deal moves either way: an option that
 *   lapses goes back to Quoted, a re-quote after a call back to Contacted. Nothing returns to New:
 *   New means "nobody has reached the customer yet", which stops being true once it has happened.
 * - Option → Option renews the hold with a new date.
 * - Lost is "we did not win it" (no answer, price, went elsewhere): only before Booked. Cancelled is
 *   "the order was called off" (by the customer, or the aircraft fell through): before or after
 *   Booked. A booked flight therefore ends as Flown or Cancelled.
 * - Lost → Contacted reopens a deal: customers who said "too expensive" call back in the trade,
 *   and a new deal would lose the history. Flown and Cancelled are final; a customer who orders
 *   again after a cancellation makes a new order on the site.
 * - Flown only from Booked, and not before the first leg's departure when the order names one.
 */
export const DEAL_STATUSES = [
  "new",
  "contacted",
  "quoted",
  "option",
  "booked",
  "flown",
  "lost",
  "cancelled",
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_KINDS = ["pre_order", "callback", "partner", "search"] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const isDealStatus = (value: unknown): value is DealStatus =>
  typeof value === "string" && (DEAL_STATUSES as readonly string[]).includes(value);

export const isDealKind = (value: unknown): value is DealKind =>
  typeof value === "string" && (DEAL_KINDS as readonly string[]).includes(value);

const MOVES: Record<DealStatus, readonly DealStatus[]> = {
  new: ["contacted", "quoted", "option", "booked", "lost", "cancelled"],
  contacted: ["quoted", "option", "booked", "lost", "cancelled"],
  quoted: ["contacted", "option", "booked", "lost", "cancelled"],
  option: ["contacted", "quoted", "option", "booked", "lost", "cancelled"],
  booked: ["flown", "cancelled"],
  flown: [],
  lost: ["contacted"],
  cancelled: [],
};

/** The statuses a deal in `from` may move to, in pipeline order. */
export function nextStatuses(from: DealStatus): readonly DealStatus[] {
  return MOVES[from];
}

export function canMove(from: DealStatus, to: DealStatus): boolean {
  return MOVES[from].includes(to);
}

/** No move leads out of these. */
export function isFinal(status: DealStatus): boolean {
  return MOVES[status].length === 0;
}

/** Still being worked: the inbox's default view and the dashboard's "open" count. */
export const OPEN_STATUSES: readonly DealStatus[] = ["new", "contacted", "quoted", "option"];

/** Won: the conversion the dashboard reports. */
export const WON_STATUSES: readonly DealStatus[] = ["booked", "flown"];

/** API.md's pre-order status for each stage: what the customer's own view of the order says. */
export function preOrderStatusOf(status: DealStatus): PreOrderStatus {
  switch (status) {
    case "new":
      return "received";
    case "contacted":
    case "quoted":
    case "option":
      return "in_progress";
    case "booked":
    case "flown":
      return "confirmed";
    case "lost":
    case "cancelled":
      return "cancelled";
  }
}

/** Whether the move needs a reason (why the deal ended). */
export const needsReason = (to: DealStatus) => to === "lost" || to === "cancelled";

/** An option is a hold on an aircraft: operators give hours or days, rarely more than a month. */
export const OPTION_MAX_DAYS = 60;
export const REASON_MAX_LENGTH = 500;
export const NOTE_MAX_LENGTH = 4000;
export const MESSAGE_MAX_LENGTH = { sms: 600, email: 4000 } as const;

export type MoveField = "status" | "optionUntil" | "reason";
export type MoveProblem =
  "not_allowed" | "required" | "past" | "too_far" | "too_long" | "before_departure" | "invalid";

export interface MoveInput {
  from: DealStatus;
  to: DealStatus;
  optionUntil: Date | null;
  reason: string | null;
  now: Date;
  /** The first leg's departure (UTC) when the order names one: nothing is flown before it. */
  departsAt?: Date | null;
}

export type MoveCheck =
  | { ok: true; optionUntil: Date | null; reason: string | null }
  | { ok: false; errors: Partial<Record<MoveField, MoveProblem>> };

/**
 * Checks one move and returns what to store: the hold date only with Option, the reason only with
 * Lost and Cancelled (a reopened deal forgets why it was lost; the audit log keeps it).
 */
export function checkMove(input: MoveInput): MoveCheck {
  const errors: Partial<Record<MoveField, MoveProblem>> = {};
  if (!canMove(input.from, input.to)) errors.status = "not_allowed";
  else if (input.to === "flown" && input.departsAt && input.departsAt.getTime() > input.now.getTime()) {
    errors.status = "before_departure";
  }
  let optionUntil: Date | null = null;
  if (input.to === "option") {
    if (!input.optionUntil) errors.optionUntil = "required";
    else if (Number.isNaN(input.optionUntil.getTime())) errors.optionUntil = "invalid";
    else if (input.optionUntil.getTime() <= input.now.getTime()) errors.optionUntil = "past";
    else if (input.optionUntil.getTime() - input.now.getTime() > OPTION_MAX_DAYS * 86_400_000) {
      errors.optionUntil = "too_far";
    } else optionUntil = input.optionUntil;
  }
  let reason: string | null = null;
  if (needsReason(input.to)) {
    const trimmed = input.reason?.trim() ?? "";
    if (!trimmed) errors.reason = "required";
    else if (trimmed.length > REASON_MAX_LENGTH) errors.reason = "too_long";
    else reason = trimmed;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, optionUntil, reason };
}

/**
 * The sales desk works on Moscow time (as the site's "information current at" note does), so the
 * option date a seller types is Moscow wall-clock time. Moscow has kept UTC+3 all year since 2014.
 */
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** `YYYY-MM-DDTHH:mm` typed in Moscow time → the moment; null when it is not such a value. */
export function parseMoscowDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - MOSCOW_OFFSET_MS;
  const check = new Date(utc + MOSCOW_OFFSET_MS);
  // Date.UTC rolls 31 February over into March; a typed date must be a real one.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc);
}

/** The moment as `YYYY-MM-DDTHH:mm` in Moscow time (the value of a datetime-local field). */
export function toMoscowInput(moment: Date): string {
  return new Date(moment.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);
}

/** The start of the Moscow day that `moment` falls in. */
export function moscowDayStart(moment: Date): Date {
  const shifted = moment.getTime() + MOSCOW_OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - MOSCOW_OFFSET_MS);
}
