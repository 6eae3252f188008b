import type { Airport } from "../airports/airports";
import { fromLocalIso, toUtcIso } from "../engine/local-time";
import { OrderingError } from "../ordering/errors";
import type { RuleBook } from "../restrictions/rule-book";
import type { AppDatabase } from "~/db/client.server";
import type { ApiCaller } from "./keys.server";

/**
 * What the operator API's writes share (issue 27, item 4): who calls (the key), the engine's
 * airports and its cache to drop after a change, and the moment parsing of the contract's
 * OperatorDateTime.
 */
export interface OperatorApiContext {
  db: AppDatabase;
  airport: (icao: string) => Airport | undefined;
  /** Drops every instance's cached market and offer pages, as a console write does. */
  invalidate: () => void;
  caller: ApiCaller;
  clientAddress: string | null;
  now: Date;
  ruleBook?: Pick<RuleBook, "legAllowed">;
}

/** A refusal in API.md's error shape (handleApi answers it with its status). */
export function refuse(
  code: "validation_error" | "not_found" | "conflict",
  message: string,
  fields?: Record<string, string>,
): never {
  throw new OrderingError(code, message, fields ? { fields } : {});
}

const WITH_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** Whether the moment names its offset (else it is the airport's wall clock). */
export function hasOffset(value: string): boolean {
  return WITH_OFFSET.test(value);
}

/**
 * The instant of an OperatorDateTime: as written when it carries an offset, else the wall clock of
 * `timeZone`. Null for a date that does not exist (the 30th of February).
 */
export function instantOf(value: string, timeZone: string): Date | null {
  const [date = "", time = ""] = value.split(/t/i);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const clock = time.replace(WITH_OFFSET, "");
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(":").map(Number);
  if (hours > 23 || minutes > 59 || seconds >= 60) return null;
  if (hasOffset(value)) {
    const ms = Date.parse(value.toUpperCase());
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  try {
    const instant = fromLocalIso(`${date}T${clock.slice(0, 8).padEnd(8, ":00").slice(0, 8)}`, timeZone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

export { toUtcIso };
