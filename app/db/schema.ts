/**
 * The Drizzle schema: the operations data that lives in Postgres (ARCHITECTURE.md, "Data").
 * The same schema and the same generated migrations serve the embedded PGlite and a real Postgres,
 * so only pg-core types that both support belong here. After a change, run `npm run db:generate`
 * and commit the SQL it writes to app/db/migrations/.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
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
  /*
   * The operator's dispatch terms (issue 26, items 3, 5 and 6), set in the console's operator form.
   * The defaults are the engine's (engine/dispatch.ts DEFAULT_NOTICE_MINUTES, engine/peak-days.ts
   * DEFAULT_PEAK_TERMS): notice before a first flight, 180 min domestic and 240 international; on a
   * peak day 15% on the flight time and 24 hours' notice.
   */
  noticeDomesticMinutes: integer("notice_domestic_minutes").notNull().default(180),
  noticeInternationalMinutes: integer("notice_international_minutes").notNull().default(240),
  peakSurchargePercent: integer("peak_surcharge_percent").notNull().default(15),
  peakNoticeHours: integer("peak_notice_hours").notNull().default(24),
  /** Flight minutes billed a day while the aircraft waits with the client; null: the class's (dispatch.ts). */
  dailyMinimumMinutes: integer("daily_minimum_minutes"),
  /*
   * The operator on the marketplace (issue 27; docs/decisions/034). How long it has to answer a
   * pre-order on its aircraft (minutes counted within its working hours, in its time zone), and
   * where the outbox tells it of new orders and expiring documents.
   */
  responseMinutes: integer("response_minutes").notNull().default(30),
  /** "HH:MM" local; the day the operator answers orders in. Start = end means around the clock. */
  workingHoursStart: text("working_hours_start").notNull().default("09:00"),
  workingHoursEnd: text("working_hours_end").notNull().default("21:00"),
  timeZone: text("time_zone").notNull().default("Europe/Moscow"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  /** The partner enquiry a supervisor turned into this operator (issue 27, item 1). */
  leadId: text("lead_id").references((): AnyPgColumn => leads.id),
  /** False: a house operator seeded in code, or one a supervisor switched off. */
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * An operator's documents (issue 27, item 2): its air operator certificate and its liability
 * insurance. A new one replaces the old (the old row is stamped `replaced_at` and kept); the
 * current one of each kind decides whether the operator sells (engine: a lapsed certificate or
 * insurance takes its aircraft off the market until renewed).
 */
export const operatorDocuments = pgTable(
  "operator_documents",
  {
    id: text("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    kind: text("kind", { enum: ["aoc", "insurance"] }).notNull(),
    /** AOC: its number; insurance: the policy number. */
    number: text("number").notNull(),
    /** AOC: the issuing authority (e.g. Росавиация / Federal Air Transport Agency). */
    authority: text("authority"),
    /** Insurance: the insurer. */
    insurer: text("insurer"),
    /** Insurance: the third-party liability cover, in whole units of `cover_currency`. */
    coverAmount: bigint("cover_amount", { mode: "number" }),
    coverCurrency: text("cover_currency"),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** The scan (PDF) under DATA_DIR or in the bucket: its storage key; null until uploaded. */
    fileKey: text("file_key"),
    /** Seeded for a house operator: says so wherever it is shown. */
    placeholder: boolean("placeholder").notNull().default(false),
    /** The 14-day reminder went out (through the outbox) for this document. */
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "date" }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    replacedAt: timestamp("replaced_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("operator_documents_operator_idx").on(table.operatorId, table.kind)],
);

/** A voluntary safety audit (issue 27, item 2): ARGUS, Wyvern or IS-BAO, its tier or stage, and date. */
export const operatorAudits = pgTable(
  "operator_audits",
  {
    id: text("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    program: text("program", { enum: ["argus", "wyvern", "isbao"] }).notNull(),
    /** ARGUS: Gold, Gold+, Platinum; Wyvern: Wingman; IS-BAO: Stage 1–3. */
    rating: text("rating").notNull(),
    auditedOn: date("audited_on", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }),
    placeholder: boolean("placeholder").notNull().default(false),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("operator_audits_operator_idx").on(table.operatorId)],
);

/**
 * An operator's key to the machine door (issue 27, item 4): shown once, only its SHA-256 stored,
 * scoped, revocable. `prefix` (the first characters) lets the operator tell its keys apart.
 */
export const operatorApiKeys = pgTable(
  "operator_api_keys",
  {
    id: text("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** e.g. ["availability:write", "empty_legs:write"]. */
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("operator_api_keys_operator_idx").on(table.operatorId)],
);

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
  /**
   * Crew accommodation and parking per day away from base, in euros (issue 18, item 3); null: the
   * class's figure (fleet/index.ts, OVERNIGHT_EUR_PER_DAY_BY_CLASS).
   */
  overnightRateEur: integer("overnight_rate_eur"),
  /** When operations retired it (active turns false); kept so old orders still name their aircraft. */
  retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" }),
  /*
   * The operator's calendar feed (issue 27, item 4): an iCalendar URL polled every 15 minutes,
   * honouring ETag and Last-Modified; its busy events become availability blocks (source 'ical').
   */
  icalUrl: text("ical_url"),
  icalEtag: text("ical_etag"),
  icalLastModified: text("ical_last_modified"),
  icalPolledAt: timestamp("ical_polled_at", { withTimezone: true, mode: "date" }),
  /** The last poll's failure, shown to the operator; null after a good poll. */
  icalError: text("ical_error"),
});

/**
 * An aircraft's photo (issue 27, item 5), uploaded by its operator or a supervisor and resized by
 * sharp into WebP and AVIF at several widths; `variants` lists them with their storage keys (on
 * disk under DATA_DIR, or in an S3-compatible bucket). The type drawing stays the fallback.
 */
export const aircraftPhotos = pgTable(
  "aircraft_photos",
  {
    id: text("id").primaryKey(),
    tailNumber: text("tail_number")
      .notNull()
      .references(() => aircraft.tailNumber),
    kind: text("kind", { enum: ["exterior", "cabin", "seats"] }).notNull(),
    position: integer("position").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants")
      .$type<{ format: "webp" | "avif"; width: number; height: number; key: string; bytes: number }[]>()
      .notNull(),
    storage: text("storage", { enum: ["disk", "s3"] }).notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("aircraft_photos_tail_idx").on(table.tailNumber, table.kind, table.position)],
);

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
    /**
     * The console's deal whose booking put this leg here (issue 18): a booked order occupies its
     * aircraft, and leaving "booked" takes the legs out again. Null for the seeded schedule.
     */
    dealId: text("deal_id"),
  },
  (table) => [
    index("schedule_legs_tail_departs_idx").on(table.tailNumber, table.departsAt),
    index("schedule_legs_deal_idx").on(table.dealId),
  ],
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
/** Raw bytes (Postgres `bytea`): PGlite and node-postgres both hand them over as a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A saved result set (API.md "Saved result sets"; issue 15, item 1). Stored compactly: the query,
 * the rates and the priced plans of its offers, brotli-compressed (`offers`), from which the cards
 * are rebuilt on read. Sets saved before issue 15 keep their rendered `result_set`. An expired set
 * keeps only its query (a tombstone), so its page can offer the same search anew; the sweep drops
 * tombstones a year later.
 */
export const searchRequests = pgTable(
  "search_requests",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    isEmptyLeg: boolean("is_empty_leg").notNull().default(false),
    /** The rendered set, as stored before issue 15; null for compact sets. */
    resultSet: jsonb("result_set"),
    /** API.md `ResultSet.query`, kept after expiry. */
    query: jsonb("query"),
    /** Hash of the query and the priced offers: identical searches minutes apart share one set. */
    queryKey: text("query_key"),
    /** The compact set (brotli of JSON); null once expired. */
    offers: bytea("offers"),
    lastReadAt: timestamp("last_read_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The latest departure of any of its offers (null when it has none): a week later it expires. */
    lastDepartureAt: timestamp("last_departure_at", { withTimezone: true, mode: "date" }),
    expiredAt: timestamp("expired_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("search_requests_query_key_idx").on(table.queryKey, table.createdAt),
    index("search_requests_last_read_idx").on(table.lastReadAt),
    index("search_requests_last_departure_idx").on(table.lastDepartureAt),
  ],
);

/**
 * Cards kept whole: those of sets saved before issue 15, and every card a customer ordered (the
 * pre-order's snapshot of what was sold). A compact set's cards live only in its `offers`.
 */
export const cards = pgTable(
  "cards",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id").references(() => searchRequests.id, { onDelete: "set null" }),
    tailNumber: text("tail_number").notNull(),
    card: jsonb("card").notNull(),
    /** API.md `rates_date` of the rates the card was priced with (null on cards saved before issue 15). */
    ratesDate: text("rates_date"),
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
    /**
     * Consent to the processing of personal data (issue 28, item 8; 152-FZ art. 9): the version of
     * the consent text the person ticked and when the server took it (docs/decisions/031). Null
     * on rows stored before consent was recorded, and on an API client's lead sent without it.
     */
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt),
    // The console finds a customer by phone (issue 18).
    index("leads_phone_idx").on(table.phone),
  ],
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
    /**
     * Consent to the processing of personal data (issue 28, item 8; 152-FZ art. 9): the version of
     * the consent text the person ticked and when the server took it (docs/decisions/031). The
     * pre-order made with this login copies them. Null on logins stored before it was recorded.
     */
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }),
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
    /**
     * Consent to the processing of personal data (issue 28, item 8; 152-FZ art. 9): the version of
     * the consent text the person ticked and when the server took it (docs/decisions/031). Copied
     * from the login that confirmed the phone; null on pre-orders stored before it was recorded.
     */
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // API.md: the same token and card answer with the same pre-order.
  (table) => [
    uniqueIndex("pre_orders_token_card_idx").on(table.tokenId, table.cardId),
    // The console finds an order by the customer's phone or the offer number (issue 18).
    index("pre_orders_phone_idx").on(table.phone),
    index("pre_orders_card_idx").on(table.cardId),
  ],
);

/**
 * The transactional outbox: every e-mail and text message, written in the transaction of what
 * caused it and delivered by the outbox worker with retries (API.md "Rules behind the writes").
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Telegram: a message from the watches' bot (issue 29, item 2); the recipient is the chat id. */
    channel: text("channel", { enum: ["sms", "email", "telegram"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    /** Extra e-mail headers: a watch's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** What caused it: `lead:<id>`, `pre_order:<id>`, `login:<id>`, `watch:<id>`. */
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

/**
 * Read limits per client address (issue 15, item 2; API.md "Conventions"): one counter per bucket
 * and fixed window, shared by every instance.
 */
export const readLimitWindows = pgTable(
  "read_limit_windows",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index("read_limit_windows_start_idx").on(table.windowStart),
  ],
);

/**
 * Signed webhook deliveries already accepted (issue 15, item 6): a signature is good once, so a
 * captured request cannot be replayed within its freshness window, on any instance.
 */
export const webhookDeliveries = pgTable("webhook_deliveries", {
  /** SHA-256 of the signature header. */
  signatureHash: text("signature_hash").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

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

/*
 * The operations console (issue 18; ARCHITECTURE.md, part 4): staff and their sessions, the order
 * pipeline, the audit log, and the supply the engine reads at once (availability blocks, published
 * empty legs; the aircraft and operators above).
 */

/** A member of the sales or operations team. Signs in by a link e-mailed to `email`. */
export const staff = pgTable(
  "staff",
  {
    id: text("id").primaryKey(),
    /** Lower-cased; the one way to find a member at sign-in. */
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    /**
     * 'seller' works orders and leads; 'supervisor' also the supply and the staff; 'operator' is a
     * person of an airline (issue 27, docs/decisions/034) and sees only its operator's supply,
     * documents and orders.
     */
    role: text("role", { enum: ["seller", "supervisor", "operator"] }).notNull(),
    /** Set exactly when role is 'operator': the one operator this member acts for. */
    operatorId: text("operator_id").references(() => operators.id),
    /** The console's language for this member's e-mails ('ru' | 'en'). */
    language: text("language", { enum: ["ru", "en"] })
      .notNull()
      .default("ru"),
    active: boolean("active").notNull().default(true),
    invitedBy: text("invited_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    // An operator's member acts for exactly one operator; the house's staff for none.
    check("staff_operator_scope", sql`(${table.role} = 'operator') = (${table.operatorId} IS NOT NULL)`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/** A single-use sign-in link: only its SHA-256 is stored; valid 15 minutes, usable once. */
export const staffLoginLinks = pgTable(
  "staff_login_links",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    clientAddress: text("client_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("staff_login_links_staff_idx").on(table.staffId, table.createdAt)],
);

/** A signed-in browser. The cookie carries the id, signed; idle for 12 hours, it ends. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    userAgent: text("user_agent"),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/**
 * One order or lead as the sales team works it: a pre-order, a callback request, a partner
 * enquiry or a search request, with its place in the pipeline. `version` grows with every change,
 * so two sellers changing the same deal at once cannot overwrite each other (the second gets 409).
 */
export const deals = pgTable(
  "deals",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["pre_order", "callback", "partner", "search"] }).notNull(),
    preOrderId: text("pre_order_id")
      .unique()
      .references(() => preOrders.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status", {
      enum: ["new", "contacted", "quoted", "option", "booked", "flown", "lost", "cancelled"],
    })
      .notNull()
      .default("new"),
    assigneeId: text("assignee_id").references(() => staff.id),
    /** Status 'option': the aircraft is held for the customer until then. */
    optionUntil: timestamp("option_until", { withTimezone: true, mode: "date" }),
    /** Status 'lost' or 'cancelled': why. */
    closeReason: text("close_reason"),
    /** The first move out of 'new': when the customer was first reached. */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true, mode: "date" }),
    /*
     * The operator's answer (issue 27, item 3): a pre-order on an operator's aircraft waits in that
     * operator's queue until it confirms (optionally changing the price by up to ±10%, with a
     * reason) or declines (with a reason). `operator_due_at` is the response time counted within
     * its working hours; past it, unanswered, the overview flags the deal.
     */
    operatorId: text("operator_id").references(() => operators.id),
    operatorStatus: text("operator_status", { enum: ["pending", "confirmed", "declined"] }),
    operatorDueAt: timestamp("operator_due_at", { withTimezone: true, mode: "date" }),
    operatorAnsweredAt: timestamp("operator_answered_at", { withTimezone: true, mode: "date" }),
    operatorAnsweredBy: text("operator_answered_by"),
    operatorReason: text("operator_reason"),
    /** On confirming: the price change in percent of the offer's price (−10…10), 0 for none. */
    operatorPriceChangePercent: doublePrecision("operator_price_change_percent"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("deals_created_idx").on(table.createdAt),
    index("deals_status_idx").on(table.status, table.createdAt),
    index("deals_operator_idx").on(table.operatorId, table.operatorStatus, table.createdAt),
  ],
);

export type DealRow = typeof deals.$inferSelect;

/** A seller's note on a deal. */
export const dealNotes = pgTable(
  "deal_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("deal_notes_deal_idx").on(table.dealId, table.createdAt)],
);

/**
 * Who changed what, when, from what to what. Append-only: a trigger (migration 0004) refuses
 * UPDATE and DELETE, so not even the application can rewrite it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Null for the system (a sign-in link requested by an unknown address, a seeded admin). */
    staffId: text("staff_id"),
    /** e.g. 'deal.status', 'deal.note', 'aircraft.update', 'block.create', 'staff.sign_in'. */
    action: text("action").notNull(),
    /** e.g. 'deal', 'aircraft', 'block', 'empty_leg', 'staff', 'operator'. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    clientAddress: text("client_address"),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entity, table.entityId, table.at),
    index("audit_log_at_idx").on(table.at),
  ],
);

/** An aircraft out of the market from–to, at an airport: busy with outside work, or in maintenance. */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: text("id").primaryKey(),
    tailNumber: text("tail_number")
      .notNull()
      .references(() => aircraft.tailNumber),
    kind: text("kind", { enum: ["busy", "maintenance"] }).notNull(),
    /** Where the aircraft is during the block (ICAO): it must get there and leaves from there. */
    airportIcao: text("airport_icao").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    note: text("note"),
    createdBy: text("created_by").references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Lifted before its end; the row stays for the record. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** Who wrote it: the console, the operator API (issue 27, item 4) or a calendar feed. */
    source: text("source", { enum: ["console", "api", "ical"] })
      .notNull()
      .default("console"),
    /** The API caller's block id, or the calendar event's UID: re-sending the same one changes it in place. */
    externalId: text("external_id"),
    apiKeyId: text("api_key_id").references(() => operatorApiKeys.id),
  },
  (table) => [
    index("availability_blocks_tail_idx").on(table.tailNumber, table.startsAt),
    index("availability_blocks_external_idx").on(table.tailNumber, table.source, table.externalId),
  ],
);

/**
 * An empty leg an operator announced by hand: the aircraft flies from–to, leaving at some time in
 * the window, and sells the seats at a price (euros, the whole aircraft) or a discount (percent).
 */
export const publishedEmptyLegs = pgTable(
  "published_empty_legs",
  {
    id: text("id").primaryKey(),
    tailNumber: text("tail_number")
      .notNull()
      .references(() => aircraft.tailNumber),
    fromIcao: text("from_icao").notNull(),
    toIcao: text("to_icao").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true, mode: "date" }).notNull(),
    /** Exactly one of the two is set. */
    priceEur: integer("price_eur"),
    discountPercent: integer("discount_percent"),
    note: text("note"),
    createdBy: text("created_by").references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" }),
    /** Who published it: the console or the operator API (issue 27, item 4). */
    source: text("source", { enum: ["console", "api"] })
      .notNull()
      .default("console"),
    /** The API caller's own id for the leg: POST with the same one answers with the same leg. */
    externalId: text("external_id"),
    operatorId: text("operator_id").references(() => operators.id),
    apiKeyId: text("api_key_id").references(() => operatorApiKeys.id),
  },
  (table) => [
    index("published_empty_legs_window_idx").on(table.windowStart),
    uniqueIndex("published_empty_legs_external_idx").on(table.operatorId, table.externalId),
  ],
);

/**
 * Peak days (issue 26, item 6; engine/peak-days.ts): periods of whole local days when operators
 * charge a surcharge and ask for longer notice, at every airport or only at those listed (the
 * summer season at resort airports). Seeded with the Russian public holidays
 * (app/charter/seed/peak-days.ts), edited in the console; a removed period stays, stamped.
 */
export const peakPeriods = pgTable(
  "peak_periods",
  {
    id: text("id").primaryKey(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    /** First and last day, inclusive, in the departure airport's local time. */
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    /** ICAO codes; empty, every airport. */
    airports: jsonb("airports").$type<string[]>().notNull().default([]),
    /** Why it is a peak: the decree or the season it follows. */
    source: text("source"),
    createdBy: text("created_by").references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Removed in the console; the row stays for the record. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("peak_periods_last_day_idx").on(table.lastDay)],
);

export type PeakPeriodRow = typeof peakPeriods.$inferSelect;

/**
 * Empty-leg watches (issue 29, item 2; docs/decisions/047-empty-leg-watches.md): a visitor asks to
 * be told, by e-mail or Telegram, of empty legs between two places. It waits for its confirmation
 * (double opt-in), then the scanner (app/charter/watches/scanner.server.ts) writes to it through
 * the outbox when a matching leg goes on sale. The confirmation token is kept as a SHA-256 hash.
 */
export const watches = pgTable(
  "watches",
  {
    id: text("id").primaryKey(),
    channel: text("channel", { enum: ["email", "telegram"] }).notNull(),
    /** The e-mail address (lower case); a Telegram chat id once the visitor pressed Start. */
    contact: text("contact"),
    language: text("language", { enum: ["ru", "en"] }).notNull(),
    /** `UUEE`, `city:RU:Moscow`, `country:RU` or `anywhere` (app/charter/watches/match.ts). */
    fromPlace: text("from_place").notNull(),
    toPlace: text("to_place").notNull(),
    /** Local days, inclusive; or a rolling window of `days_ahead` days from today. */
    dateFrom: date("date_from", { mode: "string" }),
    dateTo: date("date_to", { mode: "string" }),
    daysAhead: integer("days_ahead"),
    pax: integer("pax").notNull(),
    maxPriceEur: integer("max_price_eur"),
    status: text("status", { enum: ["pending", "active", "unsubscribed", "expired", "deleted"] })
      .notNull()
      .default("pending"),
    confirmTokenHash: text("confirm_token_hash").notNull().unique(),
    /**
     * The link in every message to see, delete and leave one's watches. Kept as it is, not hashed:
     * the scanner writes it into each message; it opens nothing but this contact's watches.
     */
    manageToken: text("manage_token").notNull().unique(),
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }),
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    /** The first message after the confirmation, listing the legs already on sale, went out. */
    welcomedAt: timestamp("welcomed_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("watches_status_idx").on(table.status, table.expiresAt),
    index("watches_contact_idx").on(table.channel, table.contact),
  ],
);

/** One row per message a watch sent: the daily cap counts them, the console sums them. */
export const watchMessages = pgTable(
  "watch_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    watchId: text("watch_id")
      .notNull()
      .references(() => watches.id),
    kind: text("kind", { enum: ["confirm", "welcome", "legs", "goodbye"] }).notNull(),
    legs: integer("legs").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("watch_messages_watch_idx").on(table.watchId, table.createdAt)],
);

/** The legs a watch was told of: at most one message per leg and watch. */
export const watchNotices = pgTable(
  "watch_notices",
  {
    watchId: text("watch_id")
      .notNull()
      .references(() => watches.id),
    /** The empty leg's identity: aircraft, from, to and departure (app/charter/watches/scan.ts). */
    legKey: text("leg_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.watchId, table.legKey] })],
);

/**
 * The scanner's one row: a supply change asks for a scan (`requested_at`), the instance that holds
 * the advisory lock runs it and stamps `scanned_at` with the time it started, so a change committed
 * during a scan asks again and nothing is missed or run twice across instances.
 */
export const watchScans = pgTable("watch_scans", {
  id: integer("id").primaryKey(),
  requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }),
  scannedAt: timestamp("scanned_at", { withTimezone: true, mode: "date" }),
});
