import { afterAll, beforeAll, describe, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { silentLogger } from "~/utils/logger.server";
import { charterContractChecks } from "../../../tests/support/charter-contract";
import { createCharterService } from "../charter.server";
import { seedCharter } from "../seed/seed.server";
import type { CharterClient } from "./charter-client";
import { createInProcessCharterClient } from "./in-process.server";

// The same suite runs against the HTTP client and the running server in tests/e2e/charter-api.spec.ts.
let database: Database;
let client: CharterClient;

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  client = createInProcessCharterClient(createCharterService({ db: database.db, logger: silentLogger }));
});
afterAll(() => database.close());

describe("CharterClient contract: in process", () => {
  for (const check of charterContractChecks) it(check.name, () => check.run(client));
});
