/**
 * The Drizzle schema: the operations data that lives in Postgres (ARCHITECTURE.md, "Data").
 * The same schema and the same generated migrations serve the embedded PGlite and a real Postgres,
 * so only pg-core types that both support belong here. After a change, run `npm run db:generate`
 * and commit the SQL it writes to app/db/migrations/.
 */
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
