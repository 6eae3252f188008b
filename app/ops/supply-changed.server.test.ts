import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { supplyChanged } from "./supply-changed.server";

/*
 * Issue 18, item 3: the engine reads the console's supply at once. A write reloads this
 * instance's market and broadcasts a purge, which every instance's page cache and engine answer.
 */
describe("a supply change reaches every cache that shows offers", () => {
  let database: Database;
  let services: Services;
  beforeAll(async () => {
    database = await createDatabase({});
    services = wireServices(parseEnv({}), silentLogger, database);
    await services.contentPurges.start();
  });
  afterAll(async () => {
    await services.contentPurges.stop();
    await database.close();
  });

  it("invalidates the market and purges what subscribes to the broadcast (the page cache)", async () => {
    const invalidate = vi.spyOn(services.charter, "invalidate");
    const pageCache = vi.fn();
    services.contentPurges.subscribe(pageCache);
    supplyChanged(services);
    await vi.waitFor(() => expect(pageCache).toHaveBeenCalled());
    expect(invalidate).toHaveBeenCalled();
  });

  it("makes the engine reload on a purge from anywhere, a CMS change included", async () => {
    const invalidate = vi.spyOn(services.charter, "invalidate");
    invalidate.mockClear();
    await services.contentPurges.announce({ documentId: "landingPage.sochi", documentType: "landingPage" });
    expect(invalidate).toHaveBeenCalled();
  });
});
