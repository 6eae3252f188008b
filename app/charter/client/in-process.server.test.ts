import { afterAll, beforeAll, describe, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { PRODUCTION_DATASET_FILE } from "../../../tests/support/content-fixtures";
import { charterContractChecks } from "../../../tests/support/charter-contract";
import { seedCharter } from "../seed/seed.server";
import type { CharterClient } from "./charter-client";

// The same suite runs against the HTTP client and the running server in tests/e2e/charter-api.spec.ts.
let database: Database;
let client: CharterClient;

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  // Wired as the server wires it (app/services.server.ts): fleet pictures from the shipped dataset.
  client = wireServices(
    parseEnv({ CONTENT_DATASET_FILE: PRODUCTION_DATASET_FILE }),
    silentLogger,
    database,
  ).charterClient;
});
afterAll(() => database.close());

describe("CharterClient contract: in process", () => {
  for (const check of charterContractChecks) it(check.name, () => check.run(client));
});
