import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aircraft, publishedEmptyLegs, scheduleLegs } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import {
  createAircraft,
  listAircraft,
  reinstateAircraft,
  retireAircraft,
  updateAircraft,
} from "./aircraft.server";
import { publishEmptyLeg } from "./empty-legs.server";
import { DAY, HOUR, NOW, moscow, useSupplyFixture } from "./fixture.server";

describe.each(databaseTargets())("supply: aircraft on $name", (target) => {
  const supply = useSupplyFixture(target);

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
    const result = await createAircraft(supply.context, valid);
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
    expect(supply.invalidations).toBe(1);
    const [item] = await listAircraft(supply.context, { tailNumber: "RA-67999" });
    expect(item).toMatchObject({
      hourlyRateEur: 8200,
      hourlyRateOwn: false,
      overnightRateEur: 900,
      overnightRateOwn: true,
    });
    expect(item?.homeBase.name).toMatch(/Sheremetyevo/i);
    expect(await supply.auditOf("aircraft", "RA-67999")).toHaveLength(1);
  });

  it("accepts the registration marks of other states", async () => {
    for (const tail of ["4K-AZ888", "M-ABCD", "OK-JFA", "EW-435PX"]) {
      const result = await createAircraft(supply.context, { ...valid, tailNumber: tail });
      expect(result.ok, tail).toBe(true);
    }
  });

  it("refuses what was mistyped, field by field", async () => {
    const result = await createAircraft(supply.context, {
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
    const second = await createAircraft(supply.context, {
      ...valid,
      homeBase: "ZZZZ",
      maxPassengers: "15",
      typeId: "challenger-850",
    });
    if (second.ok) throw new Error("expected errors");
    expect(second.errors.tailNumber?.code).toBe("tail_taken");
    expect(second.errors.homeBase?.code).toBe("unknown_airport");
    expect(second.errors.maxPassengers).toEqual({ code: "seats_range", values: { max: 14 } });
    const third = await createAircraft(supply.context, {
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
    expect(supply.invalidations).toBe(0);
  });

  it("edits the commercial parameters and records before and after", async () => {
    const result = await updateAircraft(supply.context, "RA-67999", {
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
    const update = (await supply.auditOf("aircraft", "RA-67999")).find(
      (entry) => entry.action === "aircraft.update",
    );
    expect(update?.before).toMatchObject({ homeBase: "UUEE", hourlyRateEur: null });
    expect(update?.after).toMatchObject({ homeBase: "ULLI", hourlyRateEur: 9100 });
    const renewalBeforeBuilt = await updateAircraft(supply.context, "RA-67999", {
      ...valid,
      yearOfRenewal: "2005",
    });
    expect(!renewalBeforeBuilt.ok && renewalBeforeBuilt.errors.yearOfRenewal?.code).toBe("later_year_range");
  });

  it("asks to confirm retiring an aircraft with bookings ahead, then retires it and withdraws its legs", async () => {
    await supply.db.insert(scheduleLegs).values({
      tailNumber: "RA-67999",
      fromIcao: "ULLI",
      toIcao: "LTBA",
      departsAt: new Date(NOW.getTime() + 5 * DAY),
      arrivesAt: new Date(NOW.getTime() + 5 * DAY + 4 * HOUR),
      kind: "charter",
    });
    const leg = await publishEmptyLeg(supply.context, {
      tailNumber: "RA-67999",
      fromIcao: "ULLI",
      toIcao: "UUEE",
      windowStart: moscow(10 * DAY),
      windowEnd: moscow(11 * DAY),
      priceEur: "4000",
      discountPercent: "",
    });
    expect(leg.ok).toBe(true);

    const first = await retireAircraft(supply.context, "RA-67999", {});
    expect(first).toEqual({
      ok: false,
      errors: {},
      warnings: [{ code: "future_bookings", values: { count: 1 } }],
    });
    const [still] = await supply.db.select().from(aircraft).where(eq(aircraft.tailNumber, "RA-67999"));
    expect(still?.active).toBe(true);

    const confirmed = await retireAircraft(supply.context, "RA-67999", { confirm: "on" });
    expect(confirmed).toMatchObject({ ok: true, value: { active: false, retiredAt: NOW } });
    const [withdrawn] = await supply.db
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.tailNumber, "RA-67999"));
    expect(withdrawn?.withdrawnAt).toEqual(NOW);
    const again = await retireAircraft(supply.context, "RA-67999", { confirm: "on" });
    expect(!again.ok && again.errors.form?.code).toBe("already_retired");

    expect(await reinstateAircraft(supply.context, "RA-67999")).toMatchObject({
      ok: true,
      value: { active: true, retiredAt: null },
    });
    const twice = await reinstateAircraft(supply.context, "RA-67999");
    expect(!twice.ok && twice.errors.form?.code).toBe("not_retired");
    const actions = (await supply.auditOf("aircraft", "RA-67999")).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["aircraft.retire", "aircraft.reinstate"]));
  });
});
