/**
 * An operator's documents as the engine sees them (issue 27, item 2; docs/decisions/035): its air
 * operator certificate (AOC), its liability insurance and its voluntary safety audits, carried on
 * every offer of its aircraft, and the rule that takes an operator with a lapsed certificate or
 * insurance off the market. Pure: the market loader (market.server.ts) reads the rows.
 */
import { toLocalIso } from "./local-time";

/** The documents an offer shows of its operator; `placeholder` marks a seeded sample. */
export interface OperatorFacts {
  id: string;
  name: { ru: string; en: string };
  /** ISO 3166-1 alpha-2 country of the certificate. */
  country: string;
  aoc: { number: string; authority: string; validUntil: string; placeholder: boolean } | null;
  insurance: {
    insurer: string;
    coverAmount: number;
    coverCurrency: string;
    validUntil: string;
    placeholder: boolean;
  } | null;
  audits: {
    program: AuditProgram;
    rating: string;
    auditedOn: string;
    validUntil: string | null;
    placeholder: boolean;
  }[];
}

/** The currencies insurance cover is written in. */
export const COVER_CURRENCIES = ["USD", "EUR", "RUB", "GBP", "CHF", "AED", "TRY", "CNY"] as const;

export const AUDIT_PROGRAMS = ["argus", "wyvern", "isbao"] as const;
export type AuditProgram = (typeof AUDIT_PROGRAMS)[number];

/** The ratings each programme awards (ARGUS ratings, Wyvern Wingman, IS-BAO stages). */
export const AUDIT_RATINGS: Record<AuditProgram, readonly string[]> = {
  argus: ["Gold", "Gold+", "Platinum"],
  wyvern: ["Wingman"],
  isbao: ["Stage 1", "Stage 2", "Stage 3"],
};

/** Days before a document's last valid day when the operator and the supervisors are told. */
export const REMINDER_DAYS = 14;

/**
 * Until when an operator may sell (docs/decisions/035):
 * - `{ sells: false }`: its current AOC or insurance lapsed before `today`, or, for an operator
 *   that is not one of the house operators seeded in code, is missing;
 * - `{ sells: true, until }`: it sells flights departing on or before `until` (the earlier of the
 *   two documents' last valid days), or with no limit (`until: null`) for a house operator with
 *   neither document on record.
 * A document's `valid_until` is its last valid day, inclusive.
 */
export type SaleWindow = { sells: false } | { sells: true; until: string | null };

export function saleWindow(
  documents: { house: boolean; aocValidUntil: string | null; insuranceValidUntil: string | null },
  today: string,
): SaleWindow {
  const limits: string[] = [];
  for (const validUntil of [documents.aocValidUntil, documents.insuranceValidUntil]) {
    if (validUntil === null) {
      if (!documents.house) return { sells: false };
      continue;
    }
    limits.push(validUntil);
  }
  const until = limits.length > 0 ? limits.reduce((a, b) => (a < b ? a : b)) : null;
  if (until !== null && until < today) return { sells: false };
  return { sells: true, until };
}

/**
 * Whether an aircraft's documents cover every passenger flight of an offer: each departs, on its
 * departure airport's calendar, on or before the operator's last valid day (`sellsUntil`; absent,
 * no limit).
 */
export function documentsCover(
  sellsUntil: string | undefined,
  departureLocalDates: readonly string[],
): boolean {
  if (sellsUntil === undefined) return true;
  return departureLocalDates.every((date) => date <= sellsUntil);
}

/** Whether the operator's documents cover every passenger leg of an offer of this aircraft. */
export function offerCovered(
  // Structural, so that market.ts (which names OperatorFacts) is not imported back (no circles).
  market: { airport(icao: string): { tz: string } | undefined },
  aircraft: { sellsUntil?: string | undefined },
  offer: { legs: readonly { from: string; departsAt: Date }[] },
): boolean {
  if (aircraft.sellsUntil === undefined) return true;
  return documentsCover(
    aircraft.sellsUntil,
    offer.legs.map((leg) => toLocalIso(leg.departsAt, market.airport(leg.from)?.tz ?? "UTC").slice(0, 10)),
  );
}

/** Whole days from `today` to a document's last valid day (negative once lapsed). */
export function daysLeft(validUntil: string, today: string): number {
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A document's state on a page: valid, expiring within REMINDER_DAYS (with days left), or lapsed. */
export type DocumentState =
  { state: "valid"; days: number } | { state: "expiring"; days: number } | { state: "lapsed"; days: number };

export function documentState(validUntil: string, today: string): DocumentState {
  const days = daysLeft(validUntil, today);
  if (days < 0) return { state: "lapsed", days };
  if (days <= REMINDER_DAYS) return { state: "expiring", days };
  return { state: "valid", days };
}
