import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { aircraft, operators, scheduleLegs } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { findEmptyLegs } from "../engine/empty-legs";
import { FLEET, HOUSE_OPERATOR_ID as HOUSE } from "../fleet";
import { loadMarket } from "../market.server";
import { SEED_DESTINATIONS } from "./schedule";
import { seedCharter } from "./seed.server";

const DAY = 86_400_000;
const now = new Date("2026-12-01T09:00:00Z");

describe.each(databaseTargets())("demonstration schedule on $name (issue 14, item 7)", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, now);
  });
  afterAll(() => target.cleanup());

  const emptyLegs = async (at = now) =>
    findEmptyLegs(await loadMarket(database.db, airportIndex, at), { pax: 1, now: at });

  it("has empty legs leaving every base, Vnukovo included, within the next 30 days", async () => {
    const legs = (await emptyLegs()).filter(
      (offer) => offer.legs[0]!.departsAt.getTime() < now.getTime() + 30 * DAY,
    );
    const fromVnukovo = legs.filter((offer) => offer.legs[0]!.from === "UUWW");
    expect(fromVnukovo.length).toBeGreaterThan(0);
    for (const base of new Set(FLEET.map((a) => a.homeBase))) {
      expect(
        legs.some((offer) => offer.legs[0]!.from === base),
        base,
      ).toBe(true);
    }
    // Only to and from the bases and the destinations the rules allow (schedule.ts).
    const allowed = new Set([...SEED_DESTINATIONS, ...FLEET.map((a) => a.homeBase)]);
    for (const offer of legs) {
      expect(allowed.has(offer.legs[0]!.from)).toBe(true);
      expect(allowed.has(offer.legs[0]!.to)).toBe(true);
    }
    // Priced on the curve: nearer legs at deeper discounts, all within 25–75 %.
    const shares = legs.map(
      (offer) => offer.legs[0]!.price.find((l) => l.item === "empty_leg_discount")!.share!,
    );
    for (const share of shares) {
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.75);
    }
    expect(new Set(shares.map((s) => s.toFixed(2))).size).toBeGreaterThan(5);
  });

  it("lays the same schedule again on a restart the same day", async () => {
    const before = await database.db.select().from(scheduleLegs);
    await seedCharter(database.db, silentLogger, new Date(now.getTime() + 3_600_000));
    expect(await database.db.select().from(scheduleLegs)).toEqual(before);
  });

  it("replaces a schedule laid by the old code on the next start, keeping what operations entered", async () => {
    await database.db.delete(scheduleLegs);
    await database.db.execute(sql`comment on table schedule_legs is null`);
    // The old seed's shape: a booking from base, and its positioning home 90 minutes after landing.
    const tail = FLEET.find((a) => a.homeBase === "UUWW")!.tailNumber;
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const old = [
      { fromIcao: "UUWW", toIcao: "URSS", departsAt: at(24), arrivesAt: at(26), kind: "charter" as const },
      {
        fromIcao: "URSS",
        toIcao: "UUWW",
        departsAt: at(27.5),
        arrivesAt: at(29.5),
        kind: "positioning" as const,
      },
    ];
    // Entered by operations: a booking of another shape, which must survive.
    const entered = {
      fromIcao: "ULLI",
      toIcao: "OMDB",
      departsAt: at(24 * 12),
      arrivesAt: at(24 * 12 + 6),
      kind: "charter" as const,
    };
    await database.db
      .insert(scheduleLegs)
      .values([...old, entered].map((leg) => ({ ...leg, tailNumber: tail })));

    await seedCharter(database.db, silentLogger, now);
    const legs = await database.db.select().from(scheduleLegs);
    const shape = (leg: { fromIcao: string; toIcao: string; departsAt: Date; kind: string }) =>
      `${leg.kind} ${leg.fromIcao}-${leg.toIcao} ${leg.departsAt.toISOString()}`;
    const shapes = legs.filter((leg) => leg.tailNumber === tail).map(shape);
    expect(shapes).toContain(shape(entered));
    expect(shapes).not.toContain(shape(old[0]!));
    expect(shapes).not.toContain(shape(old[1]!));
    // The new schedule holds bookings only (positioning is derived), some of them away from base.
    expect(legs.every((leg) => leg.kind === "charter")).toBe(true);
    const bases = new Map(FLEET.map((a) => [a.tailNumber, a.homeBase]));
    expect(legs.some((leg) => leg.fromIcao !== bases.get(leg.tailNumber))).toBe(true);
    // New bookings keep a day clear of the kept one.
    for (const leg of legs.filter((l) => l.tailNumber === tail && shape(l) !== shape(entered))) {
      const clear =
        leg.arrivesAt.getTime() + DAY <= entered.departsAt.getTime() ||
        leg.departsAt.getTime() >= entered.arrivesAt.getTime() + DAY;
      expect(clear).toBe(true);
    }
    const { rows } = await database.db.execute<{ comment: string | null }>(
      sql`select obj_description('schedule_legs'::regclass, 'pg_class') as comment`,
    );
    expect(rows[0]?.comment).toBe("demonstration schedule v2");
    expect((await emptyLegs()).some((offer) => offer.legs[0]!.from === "UUWW")).toBe(true);
  });

  it("lays a new schedule when the last one has run out, deleting nothing", async () => {
    const later = new Date(now.getTime() + 40 * DAY);
    const before = await database.db.select().from(scheduleLegs);
    await seedCharter(database.db, silentLogger, later);
    const after = await database.db.select().from(scheduleLegs);
    expect(after.length).toBeGreaterThan(before.length);
    const ids = new Set(after.map((leg) => leg.id));
    expect(before.every((leg) => ids.has(leg.id))).toBe(true);
    expect((await emptyLegs(later)).some((offer) => offer.legs[0]!.from === "UUWW")).toBe(true);
  });
});

describe.each(databaseTargets())(
  "the seeded fleet is the console's first data on $name (issue 18)",
  (target) => {
    let database: Database;

    beforeAll(async () => {
      database = await target.open(await target.fresh());
      await seedCharter(database.db, silentLogger, now);
    });
    afterAll(() => target.cleanup());

    it("keeps what operations changed at every start: a retired aircraft stays retired, a moved one moved", async () => {
      const retired = "RA-02795";
      const moved = "RA-02863";
      expect(FLEET.find((a) => a.tailNumber === moved)?.homeBase).toBe("UUWW");
      await database.db
        .update(aircraft)
        .set({ active: false, retiredAt: now })
        .where(eq(aircraft.tailNumber, retired));
      await database.db
        .update(aircraft)
        .set({ homeBase: "ULLI", hourlyRateEur: 5555, overnightRateEur: 900 })
        .where(eq(aircraft.tailNumber, moved));
      await database.db
        .update(operators)
        .set({ name: "Renamed in the console" })
        .where(eq(operators.id, HOUSE));
      const before = new Set(
        (await database.db.select({ id: scheduleLegs.id }).from(scheduleLegs)).map((l) => l.id),
      );

      // A restart the same day, then a start after the schedule has run out, which lays a new one.
      const later = new Date(now.getTime() + 40 * DAY);
      await seedCharter(database.db, silentLogger, new Date(now.getTime() + 3_600_000));
      await seedCharter(database.db, silentLogger, later);

      const rows = await database.db.select().from(aircraft);
      expect(rows.find((a) => a.tailNumber === retired)).toMatchObject({ active: false, retiredAt: now });
      expect(rows.find((a) => a.tailNumber === moved)).toMatchObject({
        active: true,
        homeBase: "ULLI",
        hourlyRateEur: 5555,
        overnightRateEur: 900,
      });
      const [house] = await database.db.select().from(operators).where(eq(operators.id, HOUSE));
      expect(house?.name).toBe("Renamed in the console");

      const market = await loadMarket(database.db, airportIndex, later);
      expect(market.aircraft.map((a) => a.tailNumber)).not.toContain(retired);
      expect(market.aircraft.find((a) => a.tailNumber === moved)?.overnightEurPerDay).toBe(900);

      // The new demonstration bookings: none for the retired aircraft, the moved one's from its new
      // base (Vnukovo is no destination of the seeded schedule, so no booking of its leaves there).
      const laid = (await database.db.select().from(scheduleLegs)).filter((leg) => !before.has(leg.id));
      expect(laid.length).toBeGreaterThan(0);
      expect(laid.filter((leg) => leg.tailNumber === retired)).toEqual([]);
      const movedLegs = laid.filter((leg) => leg.tailNumber === moved);
      expect(movedLegs.some((leg) => leg.fromIcao === "ULLI")).toBe(true);
      expect(movedLegs.filter((leg) => leg.fromIcao === "UUWW")).toEqual([]);
    });
  },
);
