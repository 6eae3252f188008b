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
  uniqueIndex,
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

/*
 * Ordering and lead intake (issue 6; API.md "Writes" and "Rules behind the writes").
 */

/** A partner enquiry, a callback request or a not-found search request, stored before the 2xx. */
export const leads = pgTable(
  "leads",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["partner", "search"] }).notNull(),
    name: text("name").notNull(),
    /** The e-mail or phone as the visitor typed it; `phone` holds the E.164 form when it is one. */
    contact: text("contact").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** The rest of the body (route and dates of a search request). */
    details: jsonb("details").notNull(),
    clientAddress: text("client_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("leads_created_idx").on(table.createdAt)],
);

/**
 * One login by text message: the current code (hashed), its expiry, and the counters that API.md
 * limits per login: wrong tries (5, not reset by a resend) and sends (the first plus one resend).
 */
export const logins = pgTable(
  "logins",
  {
    id: text("id").primaryKey(),
    /** E.164, as libphonenumber-js normalised it. */
    phone: text("phone").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    url: text("url"),
    codeHash: text("code_hash").notNull(),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    sends: integer("sends").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true, mode: "date" }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true, mode: "date" }),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    clientAddress: text("client_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("logins_phone_created_idx").on(table.phone, table.createdAt)],
);

/** Bearer tokens from a confirmed code: stored as SHA-256, good for that phone's pre-orders. */
export const accessTokens = pgTable("access_tokens", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  loginId: text("login_id")
    .notNull()
    .references(() => logins.id),
  phone: text("phone").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const preOrders = pgTable(
  "pre_orders",
  {
    id: text("id").primaryKey(),
    tokenId: text("token_id")
      .notNull()
      .references(() => accessTokens.id),
    cardId: text("card_id")
      .notNull()
      .references(() => cards.id),
    phone: text("phone").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    status: text("status", { enum: ["received", "in_progress", "confirmed", "cancelled"] })
      .notNull()
      .default("received"),
    clientAddress: text("client_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // API.md: the same token and card answer with the same pre-order.
  (table) => [uniqueIndex("pre_orders_token_card_idx").on(table.tokenId, table.cardId)],
);

/**
 * The transactional outbox: every e-mail and text message, written in the transaction of what
 * caused it and delivered by the outbox worker with retries (API.md "Rules behind the writes").
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    /** What caused it: `lead:<id>`, `pre_order:<id>`, `login:<id>`. */
    reference: text("reference").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
    transport: text("transport"),
    providerId: text("provider_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_recipient_idx").on(table.recipient, table.createdAt),
  ],
);

/**
 * Rate-limit events, one row per counted action, so every instance sees the same counts (sliding
 * windows: count the rows of a bucket newer than the window).
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limit_events_bucket_at_idx").on(table.bucket, table.at)],
);

/** API.md "Conventions": a retried POST with the same Idempotency-Key replays the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The endpoint and the client's key: one key may be reused on another endpoint. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running (a retry then gets 409). */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * Closed airports and closed airspace (issue 14, item 2; docs/decisions/013-route-restrictions.md),
 * each with the authority and document that imposed it. The rules the code ships
 * (app/charter/restrictions/rules-data.ts) are upserted by id at start; operations add rows of
 * their own, which a restart leaves alone.
 */
export const routeRestrictions = pgTable("route_restrictions", {
  id: text("id").primaryKey(),
  /** 'closed_airport' | 'closed_airspace' (RestrictionKind); text so a new kind needs no enum migration. */
  kind: text("kind").notNull(),
  /** closed_airport: the airport (ICAO); null for a country-wide rule. */
  icao: text("icao"),
  /** ISO 3166-1 alpha-2 codes: the countries closed (airspace) or whose every airport is closed. */
  countries: jsonb("countries").$type<string[]>().notNull().default([]),
  /** closed_airspace: the countries it is aimed at (their flights, operators and registrations). */
  appliesTo: jsonb("applies_to").$type<string[]>().notNull().default([]),
  source: text("source").notNull(),
  sourceUrl: text("source_url"),
  /** First day in force, and first day no longer in force (null while it is). */
  since: date("since", { mode: "string" }).notNull(),
  until: date("until", { mode: "string" }),
  note: text("note"),
});

export type RouteRestrictionRow = typeof routeRestrictions.$inferSelect;
