import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { airportIndex } from "~/charter/airports/airports";
import { toLocalIso } from "~/charter/engine/local-time";
import { seedCharter } from "~/charter/seed/seed.server";
import type { Database } from "~/db/client.server";
import { aircraft, auditLog, availabilityBlocks, publishedEmptyLegs, scheduleLegs, staff } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import {
  cancelBlock,
  createAircraft,
  createBlock,
  createOperator,
  listAircraft,
  listBlocks,
  listOperators,
  listPublishedLegs,
  localTime,
  publishEmptyLeg,
  reinstateAircraft,
  retireAircraft,
  updateAircraft,
  updateOperator,
  withdrawEmptyLeg,
  type SupplyContext,
} from "./supply.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FREE = "RA-67900";

// Real parts: the project's migrations, the seeded fleet, schedule and closed-airport rules, and
// the generated airport list (issue 18, item 3).
describe.each(databaseTargets())("supply on $name", (target) => {
  let database: Database;
  let invalidations = 0;
  const now = new Date("2026-12-01T09:00:00Z");
  let context: SupplyContext;
  /** Moscow local time (UTC+3) of an instant `ms` from now, as a datetime-local field sends it. */
  const moscow = (ms: number) => toLocalIso(new Date(now.getTime() + ms), "Europe/Moscow").slice(0, 16);

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, now);
    await database.db
      .insert(staff)
      .values({ id: "sup-1", email: "ops@charterline.ru", name: "Ops", role: "supervisor" });
    // An aircraft of the house operator with an empty schedule, so blocks and legs meet only each other.
    await database.db.insert(aircraft).values({
      tailNumber: FREE,
      typeId: "challenger-850",
      operatorId: "charterline",
      homeBase: "UUWW",
      maxPassengers: 12,
      yearOfCreation: 2012,
    });
    context = {
      db: database.db,
      airport: (icao) => airportIndex.byIcao(icao),
      invalidate: () => {
        invalidations += 1;
      },
      staffId: "sup-1",
      clientAddress: "127.0.0.1",
      now,
    };
  });
  afterAll(() => target.cleanup());
  beforeEach(() => {
    invalidations = 0;
  });

  const auditOf = (entity: string, entityId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  describe("operators", () => {
    it("adds one, audited, and the engine is told", async () => {
      const result = await createOperator(context, {
        id: " Baltic-Air ",
        name: "Baltic Air",
        nameRu: "Балтик Эйр",
        country: "lv",
      });
      expect(result).toMatchObject({ ok: true, value: { id: "baltic-air", country: "LV" } });
      expect(invalidations).toBe(1);
      const [entry] = await auditOf("operator", "baltic-air");
      expect(entry).toMatchObject({
        action: "operator.create",
        staffId: "sup-1",
        clientAddress: "127.0.0.1",
      });
    });

    it("names every bad field and changes nothing", async () => {
      const result = await createOperator(context, {
        id: "Not an id!",
        name: "",
        nameRu: "Имя",
        country: "XX",
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors.id?.code).toBe("operator_id_format");
      expect(result.errors.name?.code).toBe("required");
      expect(result.errors.country?.code).toBe("country_unknown");
      expect(invalidations).toBe(0);
      const taken = await createOperator(context, {
        id: "ladoga-jet",
        name: "X",
        nameRu: "X",
        country: "RU",
      });
      expect(!taken.ok && taken.errors.id?.code).toBe("operator_taken");
    });

    it("edits one with before and after in the audit log", async () => {
      const result = await updateOperator(context, {
        id: "baltic-air",
        name: "Baltic Air Charter",
        nameRu: "Балтик Эйр",
        country: "LV",
      });
      expect(result.ok).toBe(true);
      const entries = await auditOf("operator", "baltic-air");
      const update = entries.find((entry) => entry.action === "operator.update");
      expect(update?.before).toMatchObject({ name: "Baltic Air" });
      expect(update?.after).toMatchObject({ name: "Baltic Air Charter" });
      const list = await listOperators(database.db);
      expect(list.find((o) => o.id === "ladoga-jet")?.aircraftCount).toBeGreaterThan(0);
    });
  });

  describe("aircraft", () => {
    const valid = {
      tailNumber: "ra-67999",
      typeId: "challenger-850",
      operatorId: "charterline",
      homeBase: "uuee",
      maxPassengers: "12",
      yearOfCreation: "2010",
      yearOfRenewal: "",
      yearOfOverhaul: "",
      hourlyRateEur: "",
      overnightRateEur: "900",
      isHouseFleet: "on",
    };

    it("adds one with the type's rate and its own overnight figure", async () => {
      const result = await createAircraft(context, valid);
      expect(result).toMatchObject({
        ok: true,
        value: {
          tailNumber: "RA-67999",
          homeBase: "UUEE",
          hourlyRateEur: null,
          overnightRateEur: 900,
          active: true,
        },
      });
      expect(invalidations).toBe(1);
      const [item] = await listAircraft(context, { tailNumber: "RA-67999" });
      expect(item).toMatchObject({
        hourlyRateEur: 8200,
        hourlyRateOwn: false,
        overnightRateEur: 900,
        overnightRateOwn: true,
      });
      expect(item?.homeBase.name).toMatch(/Sheremetyevo/i);
      expect(await auditOf("aircraft", "RA-67999")).toHaveLength(1);
    });

    it("accepts the registration marks of other states", async () => {
      for (const tail of ["4K-AZ888", "M-ABCD", "OK-JFA", "EW-435PX"]) {
        const result = await createAircraft(context, { ...valid, tailNumber: tail });
        expect(result.ok, tail).toBe(true);
      }
    });

    it("refuses what was mistyped, field by field", async () => {
      const result = await createAircraft(context, {
        ...valid,
        tailNumber: "RA67999",
        homeBase: "ZZZZ",
        maxPassengers: "15",
        yearOfCreation: "1955",
        hourlyRateEur: "100",
        overnightRateEur: "abc",
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors.tailNumber?.code).toBe("tail_format");
      expect(result.errors.yearOfCreation?.code).toBe("year_range");
      expect(result.errors.hourlyRateEur).toEqual({
        code: "hourly_rate_range",
        values: { min: 500, max: 30_000 },
      });
      expect(result.errors.overnightRateEur?.code).toBe("overnight_rate_range");

      // Past the shape, the database's checks: the type's seats, the airport, a tail in use.
      const second = await createAircraft(context, {
        ...valid,
        homeBase: "ZZZZ",
        maxPassengers: "15",
        typeId: "challenger-850",
      });
      if (second.ok) throw new Error("expected errors");
      expect(second.errors.tailNumber?.code).toBe("tail_taken");
      expect(second.errors.homeBase?.code).toBe("unknown_airport");
      expect(second.errors.maxPassengers).toEqual({ code: "seats_range", values: { max: 14 } });
      const third = await createAircraft(context, {
        ...valid,
        tailNumber: "RA-67998",
        typeId: "nope",
        operatorId: "nope",
      });
      if (third.ok) throw new Error("expected errors");
      expect(third.errors).toMatchObject({
        typeId: { code: "unknown_type" },
        operatorId: { code: "unknown_operator" },
      });
      expect(invalidations).toBe(0);
    });

    it("edits the commercial parameters and records before and after", async () => {
      const result = await updateAircraft(context, "RA-67999", {
        ...valid,
        homeBase: "ULLI",
        hourlyRateEur: "9 100",
        overnightRateEur: "",
        yearOfRenewal: "2020",
      });
      expect(result).toMatchObject({
        ok: true,
        value: { homeBase: "ULLI", hourlyRateEur: 9100, overnightRateEur: null, yearOfRenewal: 2020 },
      });
      const update = (await auditOf("aircraft", "RA-67999")).find(
        (entry) => entry.action === "aircraft.update",
      );
      expect(update?.before).toMatchObject({ homeBase: "UUEE", hourlyRateEur: null });
      expect(update?.after).toMatchObject({ homeBase: "ULLI", hourlyRateEur: 9100 });
      const renewalBeforeBuilt = await updateAircraft(context, "RA-67999", {
        ...valid,
        yearOfRenewal: "2005",
      });
      expect(!renewalBeforeBuilt.ok && renewalBeforeBuilt.errors.yearOfRenewal?.code).toBe(
        "later_year_range",
      );
    });

    it("asks to confirm retiring an aircraft with bookings ahead, then retires it and withdraws its legs", async () => {
      await database.db.insert(scheduleLegs).values({
        tailNumber: "RA-67999",
        fromIcao: "ULLI",
        toIcao: "LTBA",
        departsAt: new Date(now.getTime() + 5 * DAY),
        arrivesAt: new Date(now.getTime() + 5 * DAY + 4 * HOUR),
        kind: "charter",
      });
      const leg = await publishEmptyLeg(context, {
        tailNumber: "RA-67999",
        fromIcao: "ULLI",
        toIcao: "UUEE",
        windowStart: moscow(10 * DAY),
        windowEnd: moscow(11 * DAY),
        priceEur: "4000",
        discountPercent: "",
      });
      expect(leg.ok).toBe(true);

      const first = await retireAircraft(context, "RA-67999", {});
      expect(first).toEqual({
        ok: false,
        errors: {},
        warnings: [{ code: "future_bookings", values: { count: 1 } }],
      });
      const [still] = await database.db.select().from(aircraft).where(eq(aircraft.tailNumber, "RA-67999"));
      expect(still?.active).toBe(true);

      const confirmed = await retireAircraft(context, "RA-67999", { confirm: "on" });
      expect(confirmed).toMatchObject({ ok: true, value: { active: false, retiredAt: now } });
      const [withdrawn] = await database.db
        .select()
        .from(publishedEmptyLegs)
        .where(eq(publishedEmptyLegs.tailNumber, "RA-67999"));
      expect(withdrawn?.withdrawnAt).toEqual(now);
      const again = await retireAircraft(context, "RA-67999", { confirm: "on" });
      expect(!again.ok && again.errors.form?.code).toBe("already_retired");

      expect(await reinstateAircraft(context, "RA-67999")).toMatchObject({
        ok: true,
        value: { active: true, retiredAt: null },
      });
      const twice = await reinstateAircraft(context, "RA-67999");
      expect(!twice.ok && twice.errors.form?.code).toBe("not_retired");
      const actions = (await auditOf("aircraft", "RA-67999")).map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(["aircraft.retire", "aircraft.reinstate"]));
    });
  });

  describe("availability blocks", () => {
    const block = {
      tailNumber: FREE,
      kind: "maintenance",
      airportIcao: "UUWW",
      startsAt: moscow(20 * DAY),
      endsAt: moscow(22 * DAY),
      note: "C-check",
    };

    it("reads the times as the airport's clock and shows them back so", async () => {
      const result = await createBlock(context, block);
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.value.startsAt).toEqual(new Date(now.getTime() + 20 * DAY));
      expect(invalidations).toBe(1);
      const [listed] = (await listBlocks(context, { tailNumber: FREE })).filter(
        (b) => b.id === result.value.id,
      );
      expect(listed).toMatchObject({ status: "upcoming", kind: "maintenance" });
      expect(listed?.startsAt).toMatchObject({ local: "2026-12-21 12:00", zone: "UTC+3" });
      const [entry] = await auditOf("block", result.value.id);
      expect(entry?.action).toBe("block.create");
    });

    it("warns of an overlap and goes through once confirmed", async () => {
      const overlapping = { ...block, kind: "busy", startsAt: moscow(21 * DAY), endsAt: moscow(23 * DAY) };
      const first = await createBlock(context, overlapping);
      expect(first).toMatchObject({ ok: false, errors: {}, warnings: [{ code: "block_overlap" }] });
      expect(invalidations).toBe(0);
      const second = await createBlock(context, { ...overlapping, confirm: "on" });
      expect(second.ok).toBe(true);
    });

    it("refuses impossible windows", async () => {
      const backwards = await createBlock(context, {
        ...block,
        startsAt: moscow(3 * DAY),
        endsAt: moscow(2 * DAY),
      });
      expect(!backwards.ok && backwards.errors.endsAt?.code).toBe("ends_before_start");
      const past = await createBlock(context, {
        ...block,
        startsAt: moscow(-3 * DAY),
        endsAt: moscow(2 * DAY),
      });
      expect(!past.ok && past.errors.startsAt?.code).toBe("starts_too_early");
      const long = await createBlock(context, { ...block, startsAt: moscow(DAY), endsAt: moscow(400 * DAY) });
      expect(!long.ok && long.errors.endsAt?.code).toBe("block_too_long");
      const garbage = await createBlock(context, {
        ...block,
        kind: "holiday",
        airportIcao: "QQQQ",
        startsAt: "tomorrow",
      });
      if (garbage.ok) throw new Error("expected errors");
      expect(garbage.errors).toMatchObject({ kind: { code: "kind" }, startsAt: { code: "datetime_format" } });
      const unknown = await createBlock(context, { ...block, airportIcao: "QQQQ" });
      expect(!unknown.ok && unknown.errors.airportIcao?.code).toBe("unknown_airport");
      const nobody = await createBlock(context, { ...block, tailNumber: "RA-00000" });
      expect(!nobody.ok && nobody.errors.tailNumber?.code).toBe("unknown_aircraft");
      expect(invalidations).toBe(0);
    });

    it("cancels a block once", async () => {
      const created = await createBlock(context, {
        ...block,
        startsAt: moscow(40 * DAY),
        endsAt: moscow(41 * DAY),
      });
      if (!created.ok) throw new Error("expected a block");
      expect(await cancelBlock(context, created.value.id)).toMatchObject({
        ok: true,
        value: { cancelledAt: now },
      });
      const again = await cancelBlock(context, created.value.id);
      expect(!again.ok && again.errors.form?.code).toBe("already_cancelled");
      const [row] = await database.db
        .select()
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.id, created.value.id));
      expect(row?.cancelledAt).toEqual(now);
      expect((await auditOf("block", created.value.id)).map((entry) => entry.action)).toEqual(
        expect.arrayContaining(["block.create", "block.cancel"]),
      );
    });
  });

  describe("published empty legs", () => {
    const leg = {
      tailNumber: FREE,
      fromIcao: "UUWW",
      toIcao: "LTBA",
      windowStart: moscow(5 * DAY),
      windowEnd: moscow(5 * DAY + 12 * HOUR),
      priceEur: "",
      discountPercent: "40",
      note: "",
    };

    it("publishes a leg at a discount, audited, then withdraws it", async () => {
      const result = await publishEmptyLeg(context, leg);
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.value).toMatchObject({
        priceEur: null,
        discountPercent: 40,
        fromIcao: "UUWW",
        toIcao: "LTBA",
      });
      expect(invalidations).toBe(1);
      const listed = (await listPublishedLegs(context)).find((item) => item.id === result.value.id);
      expect(listed).toMatchObject({ status: "on_sale", windowStart: { zone: "UTC+3" } });
      expect(await withdrawEmptyLeg(context, result.value.id)).toMatchObject({ ok: true });
      const again = await withdrawEmptyLeg(context, result.value.id);
      expect(!again.ok && again.errors.form?.code).toBe("already_withdrawn");
      const actions = (await auditOf("empty_leg", result.value.id)).map((entry) => entry.action);
      expect(actions.sort()).toEqual(["empty_leg.publish", "empty_leg.withdraw"]);
    });

    it("wants exactly one of price and discount", async () => {
      const neither = await publishEmptyLeg(context, { ...leg, discountPercent: "" });
      expect(!neither.ok && neither.errors.priceEur?.code).toBe("price_or_discount");
      const both = await publishEmptyLeg(context, { ...leg, priceEur: "5000" });
      expect(!both.ok && both.errors.priceEur?.code).toBe("price_or_discount");
      const tooDeep = await publishEmptyLeg(context, { ...leg, discountPercent: "95" });
      expect(!tooDeep.ok && tooDeep.errors.discountPercent?.code).toBe("discount_range");
    });

    it("refuses a window in the past, too far ahead or too long", async () => {
      const past = await publishEmptyLeg(context, {
        ...leg,
        windowStart: moscow(-HOUR),
        windowEnd: moscow(HOUR),
      });
      expect(!past.ok && past.errors.windowStart?.code).toBe("window_in_past");
      const far = await publishEmptyLeg(context, {
        ...leg,
        windowStart: moscow(95 * DAY),
        windowEnd: moscow(95 * DAY + HOUR),
      });
      expect(!far.ok && far.errors.windowEnd?.code).toBe("window_too_far");
      const long = await publishEmptyLeg(context, { ...leg, windowEnd: moscow(9 * DAY) });
      expect(!long.ok && long.errors.windowEnd?.code).toBe("window_too_long");
      const same = await publishEmptyLeg(context, { ...leg, toIcao: "UUWW" });
      expect(!same.ok && same.errors.toIcao?.code).toBe("same_airports");
    });

    it("refuses a leg beyond the type's range or closed by the rule book", async () => {
      // A PC-12 NG (range about 3,400 km) from Saint Petersburg to Dubai, about 3,900 km.
      const far = await publishEmptyLeg(context, {
        ...leg,
        tailNumber: "RA-67631",
        fromIcao: "ULLI",
        toIcao: "OMDB",
      });
      expect(!far.ok && far.errors.toIcao?.code).toBe("beyond_range");
      // A Russian aircraft into the EU: closed airspace (rules-data.ts).
      const closed = await publishEmptyLeg(context, { ...leg, toIcao: "LFPB" });
      expect(!closed.ok && closed.errors.toIcao?.code).toBe("route_forbidden");
      expect(invalidations).toBe(0);
    });

    it("warns when the window lies over a block of the aircraft", async () => {
      const blocked = await publishEmptyLeg(context, {
        ...leg,
        windowStart: moscow(20 * DAY + 2 * HOUR),
        windowEnd: moscow(20 * DAY + 8 * HOUR),
      });
      expect(!blocked.ok && blocked.warnings.map((warning) => warning.code)).toEqual(["block_overlap"]);
    });

    it("warns of a booked flight in the window", async () => {
      const busy = await publishEmptyLeg(context, {
        ...leg,
        tailNumber: "RA-67999",
        fromIcao: "ULLI",
        windowStart: moscow(5 * DAY - 2 * HOUR),
        windowEnd: moscow(5 * DAY + 2 * HOUR),
      });
      expect(!busy.ok && busy.warnings).toEqual([{ code: "booked_overlap", values: { count: 1 } }]);
    });
  });

  it("labels a moment with the airport's offset", () => {
    expect(localTime(new Date("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toMatchObject({
      local: "2026-07-01 17:30",
      zone: "UTC+5:30",
    });
    expect(localTime(new Date("2026-07-01T12:00:00Z"), "America/New_York").zone).toBe("UTC−4");
  });
});
