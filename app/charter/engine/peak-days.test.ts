import { describe, expect, it } from "vitest";
import { searchOffers } from "./offers";
import { DEFAULT_PEAK_TERMS, PeakCalendar, type PeakPeriod } from "./peak-days";
import { testAircraft, testMarket } from "./test-market";

/*
 * Peak days (issue 26, item 6; docs/dispatch-rules.md): the calendar's look-up by airport and local
 * day, the surcharge line and the longer notice on whole plans. Times are Moscow's (UTC+3).
 */
const msk = (local: string) => Date.parse(`${local}:00+03:00`);
const newYear: PeakPeriod = {
  id: "new-year",
  name: { ru: "Новогодние праздники", en: "New Year holidays" },
  from: "2026-12-30",
  to: "2027-01-08",
  airports: [],
};
const sochiSummer: PeakPeriod = {
  id: "summer-sochi",
  name: { ru: "Летний сезон", en: "Summer season" },
  from: "2027-06-01",
  to: "2027-08-31",
  airports: ["URSS"],
};
const calendar = new PeakCalendar([newYear, sochiSummer]);
const vnukovo = { icao: "UUWW", tz: "Europe/Moscow" };
const sochi = { icao: "URSS", tz: "Europe/Moscow" };

describe("the peak-day calendar (issue 26, item 6)", () => {
  it("covers whole local days from the first to the last, at every airport or only those listed", () => {
    expect(calendar.at(vnukovo, msk("2026-12-30T00:00"))?.id).toBe("new-year");
    expect(calendar.at(vnukovo, msk("2027-01-08T23:59"))?.id).toBe("new-year");
    expect(calendar.at(vnukovo, msk("2027-01-09T00:00"))).toBeUndefined();
    // 29 December 22:00 in Moscow is the 29th there, though the 30th already in Vladivostok.
    expect(calendar.at(vnukovo, msk("2026-12-29T22:00"))).toBeUndefined();
    expect(calendar.at({ icao: "UHWW", tz: "Asia/Vladivostok" }, msk("2026-12-29T22:00"))?.id).toBe(
      "new-year",
    );
    expect(calendar.at(sochi, msk("2027-07-15T12:00"))?.id).toBe("summer-sochi");
    expect(calendar.at(vnukovo, msk("2027-07-15T12:00"))).toBeUndefined();
  });
});

describe("peak days on whole plans (issue 26, item 6)", () => {
  const market = { ...testMarket([testAircraft()]), peakDays: calendar };
  const sochiOn = (date: string, requestedAt?: number) =>
    searchOffers(market, {
      from: "UUWW",
      to: "URSS",
      departureLocal: `${date}T12:00`,
      pax: 2,
      ...(requestedAt === undefined ? {} : { requestedAt }),
    })[0];

  it("bills the operator's surcharge as a named line on the leg's flight time, and nothing the day before", () => {
    const peak = sochiOn("2026-12-31")!;
    const ordinary = sochiOn("2026-12-29")!;
    const line = peak.legs[0]!.price.find((l) => l.item === "peak_day");
    const hours = peak.legs[0]!.price.find((l) => l.item === "flight_hours")!;
    expect(line).toMatchObject({ share: 0.15, period: { id: "new-year", en: "New Year holidays" } });
    // The flight hours only: the aircraft is at Vnukovo, so no positioning before the leg.
    expect(line!.eur).toBeCloseTo(hours.eur * DEFAULT_PEAK_TERMS.surchargeShare, 6);
    expect(peak.totalEur - ordinary.totalEur).toBeCloseTo(line!.eur, 6);
    expect(ordinary.legs[0]!.price.some((l) => l.item === "peak_day")).toBe(false);
  });

  it("takes the operator's own share where it has one", () => {
    const own = {
      ...testMarket([testAircraft({ peak: { surchargeShare: 0.2, noticeMinutes: 48 * 60 } })]),
      peakDays: calendar,
    };
    const [offer] = searchOffers(own, {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2027-01-02T12:00",
      pax: 2,
    });
    expect(offer!.legs[0]!.price.find((l) => l.item === "peak_day")).toMatchObject({ share: 0.2 });
  });

  it("asks for the longer peak-day notice: a flight 6 hours ahead on 31 December moves past the 4-hour shift", () => {
    // Ordinary days: 3 h notice is enough for a flight asked 6 h ahead.
    expect(sochiOn("2026-12-29", msk("2026-12-29T06:00"))).toBeDefined();
    // On a peak day the 24 h notice lands the next day, past the allowed shift: no offer.
    expect(sochiOn("2026-12-31", msk("2026-12-31T06:00"))).toBeUndefined();
    // Asked the day before, it is offered.
    expect(sochiOn("2026-12-31", msk("2026-12-30T11:00"))).toBeDefined();
  });
});
