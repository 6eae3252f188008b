import { describe, expect, it } from "vitest";
import { airportIndex } from "../../airports/airports";
import { fromLocalIso } from "../../engine/local-time";
import { loadMarket } from "../../market.server";
import { SEED_PEAK_PERIODS } from "../../seed/peak-days";
import { databaseTargets } from "~/db/testing.server";
import { NOW, useSupplyFixture } from "./fixture.server";
import { createPeakPeriod, listPeakPeriods, removePeakPeriod, updatePeakPeriod } from "./peak-days.server";

/** The peak-day calendar in the console (issue 26, item 6), on the seeded database. */
describe.each(databaseTargets())("supply: peak days on $name", (target) => {
  const supply = useSupplyFixture(target);
  const sochi = { icao: "URSS", tz: "Europe/Moscow" };
  const vnukovo = { icao: "UUWW", tz: "Europe/Moscow" };
  const noon = (day: string) => fromLocalIso(`${day}T12:00`, "Europe/Moscow").getTime();

  it("lists the seeded holidays, the one in force or next first", async () => {
    const list = await listPeakPeriods(supply.context);
    expect(list.map((period) => period.id)).toEqual(
      [...SEED_PEAK_PERIODS].sort((a, b) => a.from.localeCompare(b.from)).map((period) => period.id),
    );
    expect(list[0]).toMatchObject({
      nameRu: "Новогодние праздники",
      nameEn: "New Year holidays",
      firstDay: "2026-12-31",
      lastDay: "2027-01-10",
      airports: [],
      status: "upcoming",
      days: 11,
    });
    const summer = list.find((period) => period.id === "ru-resort-summer-2027")!;
    expect(summer.airports.map((airport) => airport.icao)).toEqual(["URSS", "URKG", "URMM", "UMKK"]);
  });

  it("the market reads the seeded calendar: 31 December is a peak day everywhere, 29 December is not", async () => {
    const market = await loadMarket(supply.db, airportIndex, NOW);
    expect(market.peakDays?.at(vnukovo, noon("2026-12-31"))?.id).toBe("ru-new-year-2027");
    expect(market.peakDays?.at(vnukovo, noon("2026-12-29"))).toBeUndefined();
    expect(market.peakDays?.at(sochi, noon("2027-07-15"))?.id).toBe("ru-resort-summer-2027");
    expect(market.peakDays?.at(vnukovo, noon("2027-07-15"))).toBeUndefined();
  });

  it("adds a period, audited; the engine is told and the market has it", async () => {
    const result = await createPeakPeriod(supply.context, {
      nameRu: " Кубок Сочи ",
      nameEn: "Sochi Cup",
      firstDay: "2026-12-18",
      lastDay: "2026-12-20",
      airports: "urss, URMM urss",
      source: "Спортивное событие",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { nameRu: "Кубок Сочи", airports: ["URSS", "URMM"], createdBy: "sup-1" },
    });
    if (!result.ok) return;
    expect(supply.invalidations).toBe(1);
    const [entry] = await supply.auditOf("peak_period", result.value.id);
    expect(entry).toMatchObject({ action: "peak_period.create", staffId: "sup-1" });
    const market = await loadMarket(supply.db, airportIndex, NOW);
    expect(market.peakDays?.at(sochi, noon("2026-12-19"))?.name).toEqual({
      ru: "Кубок Сочи",
      en: "Sochi Cup",
    });
    expect(market.peakDays?.at(vnukovo, noon("2026-12-19"))).toBeUndefined();
  });

  it("names every bad field and saves nothing", async () => {
    const result = await createPeakPeriod(supply.context, {
      nameRu: "",
      nameEn: "x".repeat(121),
      firstDay: "2027-02-30",
      lastDay: "2027-01-01",
      airports: "URSS, ZZZZ",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      nameRu: { code: "required" },
      nameEn: { code: "too_long", values: { max: 120 } },
      firstDay: { code: "date_format" },
    });
    const order = await createPeakPeriod(supply.context, {
      nameRu: "Праздник",
      nameEn: "Holiday",
      firstDay: "2027-01-05",
      lastDay: "2027-01-01",
      airports: "URSS, ZZZZ",
    });
    expect(!order.ok && order.errors).toEqual({
      lastDay: { code: "last_before_first" },
      airports: { code: "unknown_airport", values: { icao: "ZZZZ" } },
    });
    const past = await createPeakPeriod(supply.context, {
      nameRu: "Праздник",
      nameEn: "Holiday",
      firstDay: "2026-11-01",
      lastDay: "2026-11-04",
      airports: "Sochi",
    });
    expect(!past.ok && past.errors).toEqual({
      lastDay: { code: "ends_in_past" },
      airports: { code: "airports_format" },
    });
    expect(supply.invalidations).toBe(0);
  });

  it("edits a period with before and after in the audit log", async () => {
    const result = await updatePeakPeriod(supply.context, {
      id: "ru-defender-day-2027",
      nameRu: "День защитника Отечества",
      nameEn: "Defender of the Fatherland Day",
      firstDay: "2027-02-20",
      lastDay: "2027-02-23",
      airports: "",
      source: "Постановление о переносе выходных дней в 2027 году",
    });
    expect(result).toMatchObject({ ok: true, value: { firstDay: "2027-02-20", updatedAt: NOW } });
    const entry = (await supply.auditOf("peak_period", "ru-defender-day-2027")).find(
      (item) => item.action === "peak_period.update",
    );
    expect(entry?.before).toMatchObject({ firstDay: "2027-02-23" });
    expect(entry?.after).toMatchObject({ firstDay: "2027-02-20" });
    const missing = await updatePeakPeriod(supply.context, {
      id: "no-such-period",
      nameRu: "А",
      nameEn: "A",
      firstDay: "2027-02-20",
      lastDay: "2027-02-23",
    });
    expect(!missing.ok && missing.errors).toEqual({ form: { code: "not_found" } });
  });

  it("removes a period: the row stays, stamped; the market forgets it; a second removal is refused", async () => {
    const result = await removePeakPeriod(supply.context, "ru-new-year-2027");
    expect(result).toMatchObject({ ok: true, value: { cancelledAt: NOW } });
    expect(supply.invalidations).toBe(1);
    const market = await loadMarket(supply.db, airportIndex, NOW);
    expect(market.peakDays?.at(vnukovo, noon("2026-12-31"))).toBeUndefined();
    const list = await listPeakPeriods(supply.context);
    expect(list.at(-1)).toMatchObject({ id: "ru-new-year-2027", status: "removed" });
    const again = await removePeakPeriod(supply.context, "ru-new-year-2027");
    expect(!again.ok && again.errors).toEqual({ form: { code: "already_removed" } });
    const [entry] = (await supply.auditOf("peak_period", "ru-new-year-2027")).filter(
      (item) => item.action === "peak_period.remove",
    );
    expect(entry?.after).toMatchObject({ cancelledAt: NOW.toISOString() });
  });
});
