import { afterAll, beforeAll, describe, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { silentLogger } from "~/utils/logger.server";
import { PRODUCTION_DATASET_FILE } from "../../../tests/support/content-fixtures";
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
  // The fleet pictures come from the shipped dataset, as the server wires them (app/services.server.ts).
  const content = createContentService({
    source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
    cache: createContentCache({ ttlMs: 60_000, logger: silentLogger }),
    logger: silentLogger,
  });
  client = createInProcessCharterClient(
    createCharterService({
      db: database.db,
      logger: silentLogger,
      fleetImages: (tailNumber) => content.getFleetImages(tailNumber),
    }),
  );
});
afterAll(() => database.close());

describe("CharterClient contract: in process", () => {
  for (const check of charterContractChecks) it(check.name, () => check.run(client));
});
