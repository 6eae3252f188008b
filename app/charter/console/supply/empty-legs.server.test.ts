import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, scheduleLegs } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { listPublishedLegs, publishEmptyLeg, withdrawEmptyLeg } from "./empty-legs.server";
import { DAY, FREE, HOUR, NOW, moscow, useSupplyFixture } from "./fixture.server";

describe.each(databaseTargets())("supply: published empty legs on $name", (target) => {
  const supply = useSupplyFixture(target);

  beforeAll(async () => {
    // What the windows below lie over: a maintenance block of FREE from day 20 to day 22, and a
    // second aircraft with a charter booked on day 5.
    await supply.db.insert(availabilityBlocks).values({
      id: "block-1",
      tailNumber: FREE,
      kind: "maintenance",
      airportIcao: "UUWW",
      startsAt: new Date(NOW.getTime() + 20 * DAY),
      endsAt: new Date(NOW.getTime() + 22 * DAY),
    });
    await supply.addAircraft("RA-67999", { homeBase: "ULLI" });
    await supply.db.insert(scheduleLegs).values({
      tailNumber: "RA-67999",
      fromIcao: "ULLI",
      toIcao: "LTBA",
      departsAt: new Date(NOW.getTime() + 5 * DAY),
      arrivesAt: new Date(NOW.getTime() + 5 * DAY + 4 * HOUR),
      kind: "charter",
    });
  });

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
    const result = await publishEmptyLeg(supply.context, leg);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.value).toMatchObject({
      priceEur: null,
      discountPercent: 40,
      fromIcao: "UUWW",
      toIcao: "LTBA",
    });
    expect(supply.invalidations).toBe(1);
    const listed = (await listPublishedLegs(supply.context)).find((item) => item.id === result.value.id);
    expect(listed).toMatchObject({ status: "on_sale", windowStart: { zone: "UTC+3" } });
    expect(await withdrawEmptyLeg(supply.context, result.value.id)).toMatchObject({ ok: true });
    const again = await withdrawEmptyLeg(supply.context, result.value.id);
    expect(!again.ok && again.errors.form?.code).toBe("already_withdrawn");
    const actions = (await supply.auditOf("empty_leg", result.value.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["empty_leg.publish", "empty_leg.withdraw"]);
  });

  it("wants exactly one of price and discount", async () => {
    const neither = await publishEmptyLeg(supply.context, { ...leg, discountPercent: "" });
    expect(!neither.ok && neither.errors.priceEur?.code).toBe("price_or_discount");
    const both = await publishEmptyLeg(supply.context, { ...leg, priceEur: "5000" });
    expect(!both.ok && both.errors.priceEur?.code).toBe("price_or_discount");
    const tooDeep = await publishEmptyLeg(supply.context, { ...leg, discountPercent: "95" });
    expect(!tooDeep.ok && tooDeep.errors.discountPercent?.code).toBe("discount_range");
  });

  it("refuses a window in the past, too far ahead or too long", async () => {
    const past = await publishEmptyLeg(supply.context, {
      ...leg,
      windowStart: moscow(-HOUR),
      windowEnd: moscow(HOUR),
    });
    expect(!past.ok && past.errors.windowStart?.code).toBe("window_in_past");
    const far = await publishEmptyLeg(supply.context, {
      ...leg,
      windowStart: moscow(95 * DAY),
      windowEnd: moscow(95 * DAY + HOUR),
    });
    expect(!far.ok && far.errors.windowEnd?.code).toBe("window_too_far");
    const long = await publishEmptyLeg(supply.context, { ...leg, windowEnd: moscow(9 * DAY) });
    expect(!long.ok && long.errors.windowEnd?.code).toBe("window_too_long");
    const same = await publishEmptyLeg(supply.context, { ...leg, toIcao: "UUWW" });
    expect(!same.ok && same.errors.toIcao?.code).toBe("same_airports");
  });

  it("refuses a leg beyond the type's range or closed by the rule book", async () => {
    // A PC-12 NG (range about 3,400 km) from Saint Petersburg to Dubai, about 3,900 km.
    const far = await publishEmptyLeg(supply.context, {
      ...leg,
      tailNumber: "RA-67631",
      fromIcao: "ULLI",
      toIcao: "OMDB",
    });
    expect(!far.ok && far.errors.toIcao?.code).toBe("beyond_range");
    // A Russian aircraft into the EU: closed airspace (rules-data.ts).
    const closed = await publishEmptyLeg(supply.context, { ...leg, toIcao: "LFPB" });
    expect(!closed.ok && closed.errors.toIcao?.code).toBe("route_forbidden");
    expect(supply.invalidations).toBe(0);
  });

  it("warns when the window lies over a block of the aircraft", async () => {
    const blocked = await publishEmptyLeg(supply.context, {
      ...leg,
      windowStart: moscow(20 * DAY + 2 * HOUR),
      windowEnd: moscow(20 * DAY + 8 * HOUR),
    });
    expect(!blocked.ok && blocked.warnings.map((warning) => warning.code)).toEqual(["block_overlap"]);
  });

  it("warns of a booked flight in the window", async () => {
    const busy = await publishEmptyLeg(supply.context, {
      ...leg,
      tailNumber: "RA-67999",
      fromIcao: "ULLI",
      windowStart: moscow(5 * DAY - 2 * HOUR),
      windowEnd: moscow(5 * DAY + 2 * HOUR),
    });
    expect(!busy.ok && busy.warnings).toEqual([{ code: "booked_overlap", values: { count: 1 } }]);
  });
});
