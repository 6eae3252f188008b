import { describe, expect, it } from "vitest";
import { airportIndex } from "../../airports/airports";
import { loadMarket } from "../../market.server";
import { databaseTargets } from "~/db/testing.server";
import { NOW, useSupplyFixture } from "./fixture.server";
import { createOperator, listOperators, updateOperator } from "./operators.server";

describe.each(databaseTargets())("supply: operators on $name", (target) => {
  const supply = useSupplyFixture(target);

  it("adds one, audited, and the engine is told", async () => {
    const result = await createOperator(supply.context, {
      id: " Baltic-Air ",
      name: "Baltic Air",
      nameRu: "Балтик Эйр",
      country: "lv",
    });
    expect(result).toMatchObject({ ok: true, value: { id: "baltic-air", country: "LV" } });
    expect(supply.invalidations).toBe(1);
    const [entry] = await supply.auditOf("operator", "baltic-air");
    expect(entry).toMatchObject({
      action: "operator.create",
      staffId: "sup-1",
      clientAddress: "127.0.0.1",
    });
  });

  it("names every bad field and changes nothing", async () => {
    const result = await createOperator(supply.context, {
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
    expect(supply.invalidations).toBe(0);
    const taken = await createOperator(supply.context, {
      id: "ladoga-jet",
      name: "X",
      nameRu: "X",
      country: "RU",
    });
    expect(!taken.ok && taken.errors.id?.code).toBe("operator_taken");
  });

  it("edits one with before and after in the audit log", async () => {
    const result = await updateOperator(supply.context, {
      id: "baltic-air",
      name: "Baltic Air Charter",
      nameRu: "Балтик Эйр",
      country: "LV",
    });
    expect(result.ok).toBe(true);
    const entries = await supply.auditOf("operator", "baltic-air");
    const update = entries.find((entry) => entry.action === "operator.update");
    expect(update?.before).toMatchObject({ name: "Baltic Air" });
    expect(update?.after).toMatchObject({ name: "Baltic Air Charter" });
    const list = await listOperators(supply.context);
    expect(list.find((o) => o.id === "ladoga-jet")?.aircraftCount).toBeGreaterThan(0);
  });

  // Issue 26, items 3, 5 and 6: the operator's dispatch terms, edited here, read by the engine.
  it("starts an operator on the engine's terms, and the market carries them to its aircraft", async () => {
    const [baltic] = (await listOperators(supply.context)).filter((o) => o.id === "baltic-air");
    expect(baltic).toMatchObject({
      noticeDomesticMinutes: 180,
      noticeInternationalMinutes: 240,
      peakSurchargePercent: 15,
      peakNoticeHours: 24,
      dailyMinimumMinutes: null,
    });
    const market = await loadMarket(supply.db, airportIndex, NOW);
    const seeded = market.aircraft.find((a) => a.operatorId === "ladoga-jet")!;
    expect(seeded.notice).toEqual({ domestic: 180, international: 240 });
    expect(seeded.peak).toEqual({ surchargeShare: 0.15, noticeMinutes: 1440 });
    expect(seeded.dailyMinimumMinutes).toBeUndefined();
  });

  it("edits the terms, audited, and the market reads them at once", async () => {
    const result = await updateOperator(supply.context, {
      id: "ladoga-jet",
      name: "Ladoga Jet",
      nameRu: "Ладога Джет",
      country: "RU",
      noticeDomesticMinutes: "120",
      noticeInternationalMinutes: "300",
      peakSurchargePercent: "20",
      peakNoticeHours: "48",
      dailyMinimumMinutes: "150",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { peakSurchargePercent: 20, peakNoticeHours: 48, dailyMinimumMinutes: 150 },
    });
    expect(supply.invalidations).toBe(1);
    const update = (await supply.auditOf("operator", "ladoga-jet")).find(
      (entry) => entry.action === "operator.update",
    );
    expect(update?.before).toMatchObject({ peakSurchargePercent: 15, dailyMinimumMinutes: null });
    expect(update?.after).toMatchObject({ peakSurchargePercent: 20, dailyMinimumMinutes: 150 });
    const market = await loadMarket(supply.db, airportIndex, NOW);
    const plane = market.aircraft.find((a) => a.operatorId === "ladoga-jet")!;
    expect(plane.notice).toEqual({ domestic: 120, international: 300 });
    expect(plane.peak).toEqual({ surchargeShare: 0.2, noticeMinutes: 2880 });
    expect(plane.dailyMinimumMinutes).toBe(150);

    // The daily minimum left blank goes back to the class's figure.
    await updateOperator(supply.context, {
      id: "ladoga-jet",
      name: "Ladoga Jet",
      nameRu: "Ладога Джет",
      country: "RU",
      dailyMinimumMinutes: "",
    });
    const again = await loadMarket(supply.db, airportIndex, NOW);
    expect(again.aircraft.find((a) => a.operatorId === "ladoga-jet")!.dailyMinimumMinutes).toBeUndefined();
    expect(again.aircraft.find((a) => a.operatorId === "ladoga-jet")!.peak?.surchargeShare).toBe(0.2);
  });

  it("names every term out of range, with its bounds, and saves nothing", async () => {
    const result = await updateOperator(supply.context, {
      id: "ladoga-jet",
      name: "Ladoga Jet",
      nameRu: "Ладога Джет",
      country: "RU",
      noticeDomesticMinutes: "10",
      noticeInternationalMinutes: "три часа",
      peakSurchargePercent: "150",
      peakNoticeHours: "-1",
      dailyMinimumMinutes: "600",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      noticeDomesticMinutes: { code: "notice_range", values: { min: 30, max: 2880 } },
      noticeInternationalMinutes: { code: "notice_range", values: { min: 30, max: 2880 } },
      peakSurchargePercent: { code: "surcharge_range", values: { min: 0, max: 100 } },
      peakNoticeHours: { code: "peak_notice_range", values: { min: 0, max: 168 } },
      dailyMinimumMinutes: { code: "daily_minimum_range", values: { min: 0, max: 480 } },
    });
    expect(supply.invalidations).toBe(0);
  });
});
