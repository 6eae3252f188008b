/**
 * drizzle-kit reads this to turn app/db/schema.ts into SQL migrations (`npm run db:generate`).
 * Generation only diffs the schema against app/db/migrations/meta, so no database URL is needed;
 * the migrations are applied at start by createDatabase (app/db/client.server.ts).
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
  // Fail generation rather than silently guessing on renames and other ambiguous diffs.
  strict: true,
  verbose: true,
});
