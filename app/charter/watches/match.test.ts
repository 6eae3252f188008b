import { describe, expect, it } from "vitest";
import { airportIndex, createAirportIndex, type Airport } from "../airports/airports";
import { greatCircleKm } from "../engine/geo";
import { detourText, matchEnd, matchLeg, placeCode, placeOf, placeView, type EndMatch } from "./match";
import { NEAR_KM, type WatchPlace } from "./types";

function airport(icao: string): Airport {
  const found = airportIndex.byIcao(icao);
  if (!found) throw new Error(`${icao} is not in the index`);
  return found;
}

const at = (icao: string): WatchPlace => ({ kind: "airport", icao });
const moscow: WatchPlace = { kind: "city", city: "Moscow", country: "RU" };

/** The end's match in a comparable form: "exact", or "asked→actual km". */
function summary(end: EndMatch | null): string | null {
  if (!end) return null;
  return end.exact ? "exact" : `${end.asked.icao}→${end.actual.icao} ${end.km}`;
}

const end = (place: WatchPlace, icao: string) => summary(matchEnd(place, airport(icao), airportIndex));

describe("an airport asked for (issue 29, item 2)", () => {
  it("matches itself exactly", () => {
    expect(end(at("UUWW"), "UUWW")).toBe("exact");
  });

  it("Sheremetyevo (UUEE) counts for a watch from Vnukovo (UUWW): 43 km", () => {
    expect(end(at("UUWW"), "UUEE")).toBe("UUWW→UUEE 43");
  });

  it("Lappeenranta (EFLP), across the border, counts for Pulkovo (ULLI): 181 km", () => {
    expect(end(at("ULLI"), "EFLP")).toBe("ULLI→EFLP 181");
  });

  it("Gelendzhik (URKG) counts for Sochi (URSS): 200.03 km, 200 in whole km", () => {
    expect(greatCircleKm(airport("URSS"), airport("URKG"))).toBeCloseTo(200.03, 2);
    expect(end(at("URSS"), "URKG")).toBe("URSS→URKG 200");
  });

  it("Pskov (ULOO) does not count for Pulkovo (ULLI): 249 km", () => {
    expect(Math.round(greatCircleKm(airport("ULLI"), airport("ULOO")))).toBe(249);
    expect(end(at("ULLI"), "ULOO")).toBeNull();
  });

  it("Yaroslavl (UUDL) does not count for Sheremetyevo (UUEE): 243 km", () => {
    expect(Math.round(greatCircleKm(airport("UUEE"), airport("UUDL")))).toBe(243);
    expect(end(at("UUEE"), "UUDL")).toBeNull();
  });

  it("an ICAO code the index does not know matches nothing", () => {
    expect(end(at("ZZZZ"), "UUWW")).toBeNull();
  });
});

describe("the 200 km boundary, on hand-made airports along a meridian", () => {
  const degreesFor = (km: number) => (km / 6371.0088) * (180 / Math.PI);
  const made = (icao: string, km: number): Airport => ({
    icao,
    iata: "",
    name: `${icao} Airport`,
    name_rus: icao,
    city: icao,
    city_rus: icao,
    country: "XX",
    tz: "UTC",
    lat: degreesFor(km),
    lon: 0,
  });
  const base = made("AAAA", 0);
  const at200 = made("BBBB", 200);
  const at200and4 = made("CCCC", 200.4);
  const at200and6 = made("DDDD", 200.6);
  const index = createAirportIndex([base, at200, at200and4, at200and6]);

  it(`is inclusive: an airport ${NEAR_KM} km away counts, with 200 km named`, () => {
    expect(greatCircleKm(base, at200)).toBeCloseTo(200, 6);
    expect(summary(matchEnd(at("AAAA"), at200, index))).toBe("AAAA→BBBB 200");
  });

  it("rounds before it compares: 200.4 km reads and counts as 200 km, 200.6 km as 201 km and does not", () => {
    expect(summary(matchEnd(at("AAAA"), at200and4, index))).toBe("AAAA→CCCC 200");
    expect(matchEnd(at("AAAA"), at200and6, index)).toBeNull();
  });

  it("holds for a city too: the city's airport is the one measured from", () => {
    const city: WatchPlace = { kind: "city", city: "aaaa", country: "XX" };
    expect(summary(matchEnd(city, at200, index))).toBe("AAAA→BBBB 200");
    expect(matchEnd(city, at200and6, index)).toBeNull();
  });
});

describe("a city asked for", () => {
  it("matches each of Moscow's airports exactly", () => {
    for (const icao of ["UUWW", "UUEE", "UUDD", "UUMO"]) expect(end(moscow, icao)).toBe("exact");
  });

  it("compares the city's name case-insensitively and trimmed", () => {
    expect(end({ kind: "city", city: "  moscow ", country: "RU" }, "UUEE")).toBe("exact");
  });

  it("Zhukovsky (UUBW) counts, named from the closest Moscow airport, Domodedovo (UUDD): 22 km", () => {
    expect(end(moscow, "UUBW")).toBe("UUDD→UUBW 22");
  });

  it("Kaluga (UUBC) counts, named from the closest Moscow airport, Vnukovo (UUWW): 129 km", () => {
    // Ostafyevo (UUMO) is 129.30 km away, Vnukovo 129.06 km: Vnukovo is the closer.
    expect(end(moscow, "UUBC")).toBe("UUWW→UUBC 129");
  });

  it("Yaroslavl (UUDL) does not count: 243 km from the closest Moscow airport, Sheremetyevo", () => {
    expect(end(moscow, "UUDL")).toBeNull();
  });

  it("a city of another country, or one the index does not know, matches nothing", () => {
    expect(end({ kind: "city", city: "Moscow", country: "KZ" }, "UUWW")).toBeNull();
    expect(end({ kind: "city", city: "Atlantis", country: "RU" }, "UUWW")).toBeNull();
  });
});

describe("a country asked for, and anywhere", () => {
  const russia: WatchPlace = { kind: "country", country: "RU" };

  it("a Russian airport matches Russia, a Kazakh one (Almaty, UAAA) does not", () => {
    expect(end(russia, "UUWW")).toBe("exact");
    expect(end(russia, "UAAA")).toBeNull();
  });

  it("a country is never near: Sukhumi (UGSS, Georgia) is 116 km from Sochi, still no match", () => {
    expect(Math.round(greatCircleKm(airport("URSS"), airport("UGSS")))).toBe(116);
    expect(end(russia, "UGSS")).toBeNull();
  });

  it("anywhere matches any airport exactly", () => {
    expect(end({ kind: "anywhere" }, "EGLL")).toBe("exact");
    expect(end({ kind: "anywhere" }, "UAAA")).toBe("exact");
  });
});

describe("a leg against a watch", () => {
  const leg = (from: string, to: string) => ({ from: airport(from), to: airport(to) });

  it("both ends exact: no detour, no text", () => {
    const match = matchLeg({ from: moscow, to: at("URSS") }, leg("UUWW", "URSS"), airportIndex);
    expect(match).toEqual({ from: { exact: true }, to: { exact: true }, detourKm: 0 });
    expect(detourText(match!, "ru")).toBeNull();
    expect(detourText(match!, "en")).toBeNull();
  });

  it("both ends near, Sheremetyevo → Krasnodar for Vnukovo → Sochi: 43 + 187 = 230 km, named in both languages", () => {
    const match = matchLeg({ from: at("UUWW"), to: at("URSS") }, leg("UUEE", "URKK"), airportIndex);
    expect(summary(match!.from)).toBe("UUWW→UUEE 43");
    expect(summary(match!.to)).toBe("URSS→URKK 187");
    expect(match!.detourKm).toBe(230);
    expect(detourText(match!, "ru")).toBe(
      "из Шереметьево вместо Внуково, +43 км; в Пашковский вместо Сочи (Адлер), +187 км",
    );
    expect(detourText(match!, "en")).toBe(
      "from Sheremetyevo instead of Vnukovo, +43 km; to Krasnodar instead of Sochi, +187 km",
    );
  });

  it("one end near, Sochi → Vnukovo for Sochi → Sheremetyevo: 43 km, «во Внуково»", () => {
    const match = matchLeg({ from: at("URSS"), to: at("UUEE") }, leg("URSS", "UUWW"), airportIndex);
    expect(match!.detourKm).toBe(43);
    expect(detourText(match!, "ru")).toBe("во Внуково вместо Шереметьево, +43 км");
    expect(detourText(match!, "en")).toBe("to Vnukovo instead of Sheremetyevo, +43 km");
  });

  it("a name without a Russian spelling loses its «Airport» too: Lappeenranta for Pulkovo, 181 km", () => {
    const match = matchLeg({ from: at("ULLI"), to: { kind: "anywhere" } }, leg("EFLP", "UUWW"), airportIndex);
    expect(detourText(match!, "ru")).toBe("из Lappeenranta вместо Пулково, +181 км");
  });

  it("either end missing fails the leg", () => {
    expect(matchLeg({ from: at("UUWW"), to: at("URSS") }, leg("UUDL", "URSS"), airportIndex)).toBeNull();
    expect(matchLeg({ from: at("UUWW"), to: at("ULLI") }, leg("UUWW", "ULOO"), airportIndex)).toBeNull();
  });

  it("a leg from an airport to itself never matches, even anywhere to anywhere", () => {
    const anywhere: WatchPlace = { kind: "anywhere" };
    expect(matchLeg({ from: anywhere, to: anywhere }, leg("UUWW", "UUWW"), airportIndex)).toBeNull();
  });
});

describe("the API's string form of a place", () => {
  it("reads each kind and writes it back", () => {
    for (const code of ["UUEE", "city:RU:Moscow", "country:RU", "anywhere"]) {
      const place = placeOf(code, airportIndex);
      expect(place).not.toBeNull();
      expect(placeCode(place!)).toBe(code);
      expect(placeOf(placeCode(place!), airportIndex)).toEqual(place);
    }
    expect(placeOf("UUEE", airportIndex)).toEqual({ kind: "airport", icao: "UUEE" });
    expect(placeOf("city:RU:Moscow", airportIndex)).toEqual(moscow);
    expect(placeOf("country:RU", airportIndex)).toEqual({ kind: "country", country: "RU" });
    expect(placeOf("anywhere", airportIndex)).toEqual({ kind: "anywhere" });
  });

  it("takes the index's spelling of a city and the upper case of codes", () => {
    expect(placeOf(" city:ru:  MOSCOW ", airportIndex)).toEqual(moscow);
    expect(placeOf("city:RU:st. petersburg", airportIndex)).toEqual({
      kind: "city",
      city: "St. Petersburg",
      country: "RU",
    });
    expect(placeOf("uuee", airportIndex)).toEqual({ kind: "airport", icao: "UUEE" });
    expect(placeOf("country:kz", airportIndex)).toEqual({ kind: "country", country: "KZ" });
  });

  it("refuses an unknown ICAO code, an empty or unknown city, a bad country and garbage", () => {
    for (const text of [
      "ZZZZ",
      "UUE",
      "city:RU:",
      "city:RU:   ",
      "city::Moscow",
      "city:KZ:Moscow",
      "city:RU:Atlantis",
      "city:RUS:Moscow",
      "country:XX",
      "country:RUS",
      "country:",
      "",
      "nowhere",
      "airport:UUEE",
      "<script>",
    ]) {
      expect(placeOf(text, airportIndex), text).toBeNull();
    }
  });
});

describe("a place's labels", () => {
  it("names an airport with its IATA code, or its ICAO code without one", () => {
    expect(placeView(at("UUWW"), airportIndex)).toEqual({
      place: at("UUWW"),
      ru: "Внуково (VKO)",
      en: "Vnukovo (VKO)",
    });
    const noIata = airportIndex.all().find((airport) => airport.iata === "")!;
    expect(placeView(at(noIata.icao), airportIndex).en).toMatch(new RegExp(`\\(${noIata.icao}\\)$`));
  });

  it("names a city, a country and anywhere in both languages", () => {
    expect(placeView(moscow, airportIndex)).toMatchObject({ ru: "Москва", en: "Moscow" });
    expect(placeView({ kind: "country", country: "RU" }, airportIndex)).toMatchObject({
      ru: "Россия",
      en: "Russia",
    });
    expect(placeView({ kind: "anywhere" }, airportIndex)).toMatchObject({
      ru: "Любой аэропорт",
      en: "Anywhere",
    });
  });
});
