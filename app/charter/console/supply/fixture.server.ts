import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { airportIndex } from "../../airports/airports";
import { toLocalIso } from "../../engine/local-time";
import { seedCharter } from "../../seed/seed.server";
import type { AppDatabase, Database } from "~/db/client.server";
import { aircraft, auditLog, staff } from "~/db/schema";
import type { DatabaseTarget } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { HOUSE_SCOPE } from "../scope";
import type { SupplyContext } from "./shared.server";

/**
 * The supply tests' one fixture (issue 18, item 3; issue 31, item 4), imported by tests only. Real
 * parts: the project's migrations, the seeded fleet, schedule and closed-airport rules, and the
 * generated airport list; on them a supervisor who writes and FREE, an aircraft of the house
 * operator with an empty schedule, so blocks and legs meet only each other.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const NOW = new Date("2026-12-01T09:00:00Z");
export const FREE = "RA-67900";

/** Moscow local time (UTC+3) of an instant `ms` from now, as a datetime-local field sends it. */
export const moscow = (ms: number) => toLocalIso(new Date(NOW.getTime() + ms), "Europe/Moscow").slice(0, 16);

export interface SupplyFixture {
  readonly db: AppDatabase;
  /** The supervisor's context; its `invalidate` counts. */
  readonly context: SupplyContext;
  /** How often the engine was told since the test began. */
  readonly invalidations: number;
  auditOf(entity: string, entityId: string): Promise<Array<typeof auditLog.$inferSelect>>;
  /** Puts an aircraft of the house operator straight into the table: a Challenger 850 at Vnukovo. */
  addAircraft(tailNumber: string, fields?: Partial<typeof aircraft.$inferInsert>): Promise<void>;
}

/**
 * A fresh seeded database for the calling `describe` (its hooks are registered there): opened
 * before its tests, closed after them, the count of invalidations set to zero before each.
 */
export function useSupplyFixture(target: DatabaseTarget): SupplyFixture {
  let database: Database | undefined;
  let context: SupplyContext | undefined;
  let invalidations = 0;
  const db = () => {
    if (!database) throw new Error("the supply fixture is used before its database is open");
    return database.db;
  };
  const addAircraft = async (tailNumber: string, fields: Partial<typeof aircraft.$inferInsert> = {}) => {
    await db()
      .insert(aircraft)
      .values({
        tailNumber,
        typeId: "challenger-850",
        operatorId: "charterline",
        homeBase: "UUWW",
        maxPassengers: 12,
        yearOfCreation: 2012,
        ...fields,
      });
  };

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, NOW);
    await database.db
      .insert(staff)
      .values({ id: "sup-1", email: "ops@charterline.ru", name: "Ops", role: "supervisor" });
    await addAircraft(FREE);
    context = {
      db: database.db,
      airport: (icao) => airportIndex.byIcao(icao),
      invalidate: () => {
        invalidations += 1;
      },
      staffId: "sup-1",
      clientAddress: "127.0.0.1",
      now: NOW,
      scope: HOUSE_SCOPE,
    };
  });
  afterAll(() => target.cleanup());
  beforeEach(() => {
    invalidations = 0;
  });

  return {
    get db() {
      return db();
    },
    get context() {
      if (!context) throw new Error("the supply fixture is used before its database is open");
      return context;
    },
    get invalidations() {
      return invalidations;
    },
    auditOf: (entity, entityId) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))),
    addAircraft,
  };
}
