/**
 * The Drizzle schema: the operations data that lives in Postgres (ARCHITECTURE.md, "Data").
 * The same schema and the same generated migrations serve the embedded PGlite and a real Postgres,
 * so only pg-core types that both support belong here. After a change, run `npm run db:generate`
 * and commit the SQL it writes to app/db/migrations/.
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * One row per purge of the content cache by a signed Sanity webhook, so operations can see in
 * /healthz when content last changed and which document caused it.
 */
export const contentPurges = pgTable(
  "content_purges",
  {
    // An identity column rather than bigserial: the SQL-standard form Postgres recommends. A purge
    // log never nears 2^53 rows, so plain JS numbers are safe and simpler than bigint.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // The database's clock, not the app's: with several instances behind a load balancer only
    // the database gives every instance the same notion of "last".
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Null when the webhook body named no document (for example a manual "purge everything").
    documentId: text("document_id"),
    documentType: text("document_type"),
    // Who asked for the purge, e.g. 'webhook'; free text so a new source needs no migration.
    source: text("source").notNull(),
  },
  // lastContentPurge reads the newest row on every /healthz call.
  (table) => [index("content_purges_received_at_idx").on(table.receivedAt)],
);

export type ContentPurgeRow = typeof contentPurges.$inferSelect;
export type NewContentPurgeRow = typeof contentPurges.$inferInsert;

/*
 * The charter marketplace (issue 4). Operators and aircraft with their commercial parameters live
 * here so that operations change a rate or a home base without a deploy; the type specifications
 * are columns of aircraft_types so an aircraft inherits them and may override the rate.
 */
export const operators = pgTable("operators", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameRu: text("name_ru").notNull(),
  country: text("country").notNull(),
});

export const aircraftTypes = pgTable("aircraft_types", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  manufacturer: text("manufacturer").notNull(),
  aircraftClass: text("aircraft_class").notNull(),
  maxPassengers: integer("max_passengers").notNull(),
  rangeKm: integer("range_km").notNull(),
  cruiseSpeedKmh: integer("cruise_speed_kmh").notNull(),
  fuelBurnKgPerHour: integer("fuel_burn_kg_per_hour").notNull(),
  cabinHeightM: doublePrecision("cabin_height_m").notNull(),
  cabinLengthM: doublePrecision("cabin_length_m").notNull(),
  cabinWidthM: doublePrecision("cabin_width_m").notNull(),
  wingSpanM: doublePrecision("wing_span_m").notNull(),
  heightM: doublePrecision("height_m").notNull(),
  lengthM: doublePrecision("length_m").notNull(),
  hourlyRateEur: integer("hourly_rate_eur").notNull(),
});

export const aircraft = pgTable("aircraft", {
  tailNumber: text("tail_number").primaryKey(),
  typeId: text("type_id")
    .notNull()
    .references(() => aircraftTypes.id),
  operatorId: text("operator_id")
    .notNull()
    .references(() => operators.id),
  homeBase: text("home_base").notNull(),
  maxPassengers: integer("max_passengers").notNull(),
  yearOfCreation: integer("year_of_creation").notNull(),
  yearOfRenewal: integer("year_of_renewal").notNull().default(0),
  yearOfOverhaul: integer("year_of_overhaul").notNull().default(0),
  /** Overrides the type's rate for this aircraft when set. */
  hourlyRateEur: integer("hourly_rate_eur"),
  isHouseFleet: boolean("is_house_fleet").notNull().default(false),
  active: boolean("active").notNull().default(true),
});

/** Booked charters and the positioning flights they imply; the latter are sold as empty legs. */
export const scheduleLegs = pgTable(
  "schedule_legs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tailNumber: text("tail_number")
      .notNull()
      .references(() => aircraft.tailNumber),
    fromIcao: text("from_icao").notNull(),
    toIcao: text("to_icao").notNull(),
    departsAt: timestamp("departs_at", { withTimezone: true, mode: "date" }).notNull(),
    arrivesAt: timestamp("arrives_at", { withTimezone: true, mode: "date" }).notNull(),
    kind: text("kind", { enum: ["charter", "positioning"] }).notNull(),
  },
  (table) => [index("schedule_legs_tail_departs_idx").on(table.tailNumber, table.departsAt)],
);

/** Official rates, rubles per unit, by the date they are in force for (Bank of Russia). */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    date: date("date", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    rubPerUnit: doublePrecision("rub_per_unit").notNull(),
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.date, table.currency] })],
);

/**
 * A search and its cards as the visitor saw them (API.md: GET /api/requests/{id}, /api/cards/{id}):
 * snapshots, so a shared link shows the same offer and price even after rates or schedules move.
 */
export const searchRequests = pgTable("search_requests", {
  id: text("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  isEmptyLeg: boolean("is_empty_leg").notNull().default(false),
  resultSet: jsonb("result_set").notNull(),
});

export const cards = pgTable(
  "cards",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => searchRequests.id, { onDelete: "cascade" }),
    tailNumber: text("tail_number").notNull(),
    card: jsonb("card").notNull(),
  },
  (table) => [index("cards_request_idx").on(table.requestId)],
);
