import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "~/db/testing.server";
import { aircraft, availabilityBlocks, operators, staff } from "~/db/schema";
import { inviteStaff } from "../staff.server";
import { aircraftHistory, listAircraft, updateAircraft } from "./aircraft.server";
import { cancelBlock, createBlock, listBlocks } from "./blocks.server";
import { DAY, FREE, moscow, useSupplyFixture } from "./fixture.server";
import { listOperators, setOperatorActive, updateOperator } from "./operators.server";
import type { SupplyContext } from "./shared.server";

/*
 * Issue 27, item 1 (docs/decisions/034): the supply services filter by the member's scope in the
 * query. A member of Ladoga Jet neither lists nor changes another operator's operator, aircraft or
 * block; its own it edits, except what stays the supervisors'.
 */
describe.each(databaseTargets())("supply scoped to one operator on $name", (target) => {
  const supply = useSupplyFixture(target);
  const ladoga = (): SupplyContext => ({
    ...supply.context,
    staffId: "ladoga-1",
    scope: { kind: "operator", operatorId: "ladoga-jet" },
  });

  it("lists its own operator and aircraft only", async () => {
    await supply.db.insert(staff).values({
      id: "ladoga-1",
      email: "d@ladoga.example",
      name: "D",
      role: "operator",
      operatorId: "ladoga-jet",
    });
    expect((await listOperators(ladoga())).map((o) => o.id)).toEqual(["ladoga-jet"]);
    const planes = await listAircraft(ladoga());
    expect(planes.length).toBeGreaterThan(0);
    expect(new Set(planes.map((p) => p.operatorId))).toEqual(new Set(["ladoga-jet"]));
    expect(await listAircraft(ladoga(), { tailNumber: FREE })).toEqual([]);
    expect(await aircraftHistory(ladoga(), FREE)).toEqual([]);
  });

  it("another operator's aircraft, block and operator read as absent and stay unchanged", async () => {
    const block = await createBlock(supply.context, {
      tailNumber: FREE,
      kind: "busy",
      airportIcao: "UUWW",
      startsAt: moscow(DAY),
      endsAt: moscow(2 * DAY),
    });
    expect(block.ok).toBe(true);
    if (!block.ok) return;
    expect((await listBlocks(ladoga())).some((b) => b.id === block.value.id)).toBe(false);
    expect(await cancelBlock(ladoga(), block.value.id)).toMatchObject({
      ok: false,
      errors: { form: { code: "not_found" } },
    });
    const [row] = await supply.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.id, block.value.id));
    expect(row?.cancelledAt).toBeNull();

    const edit = await updateAircraft(ladoga(), FREE, {
      typeId: "challenger-850",
      operatorId: "charterline",
      homeBase: "UUWW",
      maxPassengers: "12",
      yearOfCreation: "2012",
      hourlyRateEur: "600",
    });
    expect(edit.ok).toBe(false);
    const [plane] = await supply.db.select().from(aircraft).where(eq(aircraft.tailNumber, FREE));
    expect(plane?.hourlyRateEur).toBeNull();

    expect(await updateOperator(ladoga(), { id: "galata-executive", responseMinutes: "5" })).toMatchObject({
      ok: false,
      errors: { form: { code: "not_found" } },
    });
    expect(await setOperatorActive(ladoga(), "ladoga-jet", false)).toMatchObject({ ok: false });
  });

  it("edits its own terms, never its name or country, and cannot move an aircraft to another operator", async () => {
    const result = await updateOperator(ladoga(), {
      id: "ladoga-jet",
      name: "Renamed",
      country: "AE",
      responseMinutes: "45",
      timeZone: "Europe/Moscow",
      contactEmail: "OPS@Ladoga.example",
      contactPhone: "+7 (812) 123-45-67",
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: "Ladoga Jet",
        country: "RU",
        responseMinutes: 45,
        contactEmail: "ops@ladoga.example",
        contactPhone: "+78121234567",
      },
    });
    const bad = await updateOperator(ladoga(), {
      id: "ladoga-jet",
      timeZone: "Mars/Base",
      workingHoursStart: "25:00",
    });
    expect(bad).toMatchObject({
      ok: false,
      errors: { timeZone: { code: "time_zone_unknown" }, workingHoursStart: { code: "time_format" } },
    });
    const moved = await updateAircraft(ladoga(), "RA-09617", {
      typeId: "legacy-600",
      operatorId: "galata-executive",
      homeBase: "ULLI",
      maxPassengers: "13",
      yearOfCreation: "2012",
    });
    expect(moved).toMatchObject({ ok: false, errors: { operatorId: { code: "unknown_operator" } } });
  });

  it("invites colleagues of its own operator only; the invitation names the operator", async () => {
    const [me] = await supply.db.select().from(staff).where(eq(staff.id, "ladoga-1"));
    const by = { ...me!, language: me!.language };
    const base = { by, siteUrl: "https://charterline.ru", clientAddress: "127.0.0.1", now: new Date() };
    const other = await inviteStaff(supply.db, {
      ...base,
      values: {
        name: "Mole",
        email: "m@galata.example",
        role: "operator",
        operatorId: "galata-executive",
        language: "ru",
      },
    });
    expect(other).toEqual({ ok: false, errors: { operator: "unknown" } });
    const house = await inviteStaff(supply.db, {
      ...base,
      values: { name: "Boss", email: "b@ladoga.example", role: "supervisor", language: "ru" },
    });
    expect(house).toEqual({ ok: false, errors: { role: "role" } });
    const colleague = await inviteStaff(supply.db, {
      ...base,
      values: {
        name: "Коллега",
        email: "c@ladoga.example",
        role: "operator",
        operatorId: "ladoga-jet",
        language: "ru",
      },
    });
    expect(colleague).toEqual({ ok: true });
    const [row] = await supply.db.select().from(staff).where(eq(staff.email, "c@ladoga.example"));
    expect(row).toMatchObject({ role: "operator", operatorId: "ladoga-jet" });
    const [name] = await supply.db
      .select({ nameRu: operators.nameRu })
      .from(operators)
      .where(eq(operators.id, "ladoga-jet"));
    expect(name?.nameRu).toBe("Ладога Джет");
  });
});
