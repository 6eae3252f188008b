import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "~/db/client.server";
import { routeRestrictions, type RouteRestrictionRow } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { createRuleBook, type RuleBook } from "./rule-book";
import { RULES, type RestrictionRule } from "./rules-data";

/**
 * The rules in Postgres (ARCHITECTURE.md, "Data": the closed-airport and closed-airspace rules
 * with their sources live there). The rules the code ships are upserted by id, so a release that
 * corrects a source or reopens an airport (`until`) reaches every database at start; rows that
 * operations add under ids of their own are never touched.
 */
export async function seedRestrictions(
  tx: Pick<AppDatabase, "insert">,
  rules: readonly RestrictionRule[] = RULES,
): Promise<void> {
  if (rules.length === 0) return;
  await tx
    .insert(routeRestrictions)
    .values(rules.map(toRow))
    .onConflictDoUpdate({
      target: routeRestrictions.id,
      set: {
        kind: sql`excluded.kind`,
        icao: sql`excluded.icao`,
        countries: sql`excluded.countries`,
        appliesTo: sql`excluded.applies_to`,
        source: sql`excluded.source`,
        sourceUrl: sql`excluded.source_url`,
        since: sql`excluded.since`,
        until: sql`excluded.until`,
        note: sql`excluded.note`,
      },
    });
}

function toRow(rule: RestrictionRule): RouteRestrictionRow {
  return {
    id: rule.id,
    kind: rule.kind,
    icao: rule.icao,
    countries: rule.countries,
    appliesTo: rule.appliesTo,
    source: rule.source,
    sourceUrl: rule.sourceUrl,
    since: rule.since,
    until: rule.until,
    note: rule.note,
  };
}

const COUNTRY = z.string().regex(/^[A-Z]{2}$/);
const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A row as the rule book needs it. Operations write rows by hand, so each is checked: a row that
 * names no airport and no country, or misspells a code, would silently close nothing.
 */
const RuleRow = z
  .object({
    id: z.string().min(1),
    kind: z.enum(["closed_airport", "closed_airspace"]),
    icao: z
      .string()
      .regex(/^[A-Z0-9]{4}$/)
      .nullable(),
    countries: z.array(COUNTRY),
    appliesTo: z.array(COUNTRY),
    source: z.string().min(1),
    sourceUrl: z.string().nullable(),
    since: DAY,
    until: DAY.nullable(),
    note: z.string().nullable(),
  })
  .refine((row) => (row.kind === "closed_airport" ? row.icao !== null || row.countries.length > 0 : true), {
    message: "a closed_airport rule names an airport or a country",
  })
  .refine(
    (row) => (row.kind === "closed_airspace" ? row.countries.length > 0 && row.appliesTo.length > 0 : true),
    {
      message: "a closed_airspace rule names the closed countries and whom they are closed to",
    },
  );

/**
 * The rule book of the rules in force at `now`, read from the table. A malformed row is left out
 * and logged rather than failing every search; the shipped rules are checked by their tests.
 */
export async function loadRuleBook(
  db: Pick<AppDatabase, "select">,
  now: Date = new Date(),
  logger?: Logger,
): Promise<RuleBook> {
  const rows = await db.select().from(routeRestrictions).orderBy(routeRestrictions.id);
  const rules: RestrictionRule[] = [];
  for (const row of rows) {
    const parsed = RuleRow.safeParse(row);
    if (parsed.success) rules.push(parsed.data);
    else logger?.warn("route restriction row ignored", { id: row.id, issues: parsed.error.issues });
  }
  return createRuleBook(rules, now);
}
