import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityBlocks } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { cancelBlock, createBlock, listBlocks } from "./blocks.server";
import { DAY, FREE, NOW, moscow, useSupplyFixture } from "./fixture.server";
import { localTime } from "./shared.server";

describe.each(databaseTargets())("supply: availability blocks on $name", (target) => {
  const supply = useSupplyFixture(target);

  const block = {
    tailNumber: FREE,
    kind: "maintenance",
    airportIcao: "UUWW",
    startsAt: moscow(20 * DAY),
    endsAt: moscow(22 * DAY),
    note: "C-check",
  };

  it("reads the times as the airport's clock and shows them back so", async () => {
    const result = await createBlock(supply.context, block);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.value.startsAt).toEqual(new Date(NOW.getTime() + 20 * DAY));
    expect(supply.invalidations).toBe(1);
    const [listed] = (await listBlocks(supply.context, { tailNumber: FREE })).filter(
      (b) => b.id === result.value.id,
    );
    expect(listed).toMatchObject({ status: "upcoming", kind: "maintenance" });
    expect(listed?.startsAt).toMatchObject({ local: "2026-12-21 12:00", zone: "UTC+3" });
    const [entry] = await supply.auditOf("block", result.value.id);
    expect(entry?.action).toBe("block.create");
  });

  it("warns of an overlap and goes through once confirmed", async () => {
    const overlapping = { ...block, kind: "busy", startsAt: moscow(21 * DAY), endsAt: moscow(23 * DAY) };
    const first = await createBlock(supply.context, overlapping);
    expect(first).toMatchObject({ ok: false, errors: {}, warnings: [{ code: "block_overlap" }] });
    expect(supply.invalidations).toBe(0);
    const second = await createBlock(supply.context, { ...overlapping, confirm: "on" });
    expect(second.ok).toBe(true);
  });

  it("refuses impossible windows", async () => {
    const backwards = await createBlock(supply.context, {
      ...block,
      startsAt: moscow(3 * DAY),
      endsAt: moscow(2 * DAY),
    });
    expect(!backwards.ok && backwards.errors.endsAt?.code).toBe("ends_before_start");
    const past = await createBlock(supply.context, {
      ...block,
      startsAt: moscow(-3 * DAY),
      endsAt: moscow(2 * DAY),
    });
    expect(!past.ok && past.errors.startsAt?.code).toBe("starts_too_early");
    const long = await createBlock(supply.context, {
      ...block,
      startsAt: moscow(DAY),
      endsAt: moscow(400 * DAY),
    });
    expect(!long.ok && long.errors.endsAt?.code).toBe("block_too_long");
    const garbage = await createBlock(supply.context, {
      ...block,
      kind: "holiday",
      airportIcao: "QQQQ",
      startsAt: "tomorrow",
    });
    if (garbage.ok) throw new Error("expected errors");
    expect(garbage.errors).toMatchObject({ kind: { code: "kind" }, startsAt: { code: "datetime_format" } });
    const unknown = await createBlock(supply.context, { ...block, airportIcao: "QQQQ" });
    expect(!unknown.ok && unknown.errors.airportIcao?.code).toBe("unknown_airport");
    const nobody = await createBlock(supply.context, { ...block, tailNumber: "RA-00000" });
    expect(!nobody.ok && nobody.errors.tailNumber?.code).toBe("unknown_aircraft");
    expect(supply.invalidations).toBe(0);
  });

  it("cancels a block once", async () => {
    const created = await createBlock(supply.context, {
      ...block,
      startsAt: moscow(40 * DAY),
      endsAt: moscow(41 * DAY),
    });
    if (!created.ok) throw new Error("expected a block");
    expect(await cancelBlock(supply.context, created.value.id)).toMatchObject({
      ok: true,
      value: { cancelledAt: NOW },
    });
    const again = await cancelBlock(supply.context, created.value.id);
    expect(!again.ok && again.errors.form?.code).toBe("already_cancelled");
    const [row] = await supply.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.id, created.value.id));
    expect(row?.cancelledAt).toEqual(NOW);
    expect((await supply.auditOf("block", created.value.id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["block.create", "block.cancel"]),
    );
  });

  it("labels a moment with the airport's offset", () => {
    expect(localTime(new Date("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toMatchObject({
      local: "2026-07-01 17:30",
      zone: "UTC+5:30",
    });
    expect(localTime(new Date("2026-07-01T12:00:00Z"), "America/New_York").zone).toBe("UTC−4");
  });
});
