/**
 * Which airports of the world list a business jet uses (decision record 005). The source is
 * `@williamkapke/airports` 1.0.0: 28,814 entries, most of them US strips, farms and heliports.
 * This module is build-time only: `build.ts` runs it, the app reads the generated JSON.
 */
import { z } from "zod";

/** One entry of `@williamkapke/airports` (its README: elevation in feet, coordinates in degrees). */
export const sourceAirportSchema = z.object({
  icao: z.string(),
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  elevation: z.number(),
  lat: z.number(),
  lon: z.number(),
  tz: z.string(),
});
export type SourceAirport = z.infer<typeof sourceAirportSchema>;
export const sourceAirportsSchema = z.array(sourceAirportSchema);

/**
 * A location indicator as ICAO Doc 7910 assigns them: four letters. Digits mean a national local
 * code (the FAA's "00AK"), not an ICAO one.
 */
const ICAO_CODE = /^[A-Z]{4}$/;
/** IATA location identifiers are three letters (IATA Resolution 763); the package also has "0", " La". */
const IATA_CODE = /^[A-Z]{3}$/;
/**
 * Fields a charter cannot book by name: military bases (a civil flight needs the state's
 * permission), heliports, water and glider fields, closed ones. Joint civil-military airports whose
 * package name says "Air Base" come back through the allow-list.
 */
const NOT_FOR_CHARTER =
  /\b(air ?base|air force base|afb|army air ?field|army airfield|naval|military air|heliport|helipad|seaplane|sea plane|water aerodrome|glider|gliding|closed|abandoned|disused)\b/i;

/**
 * Business-aviation airports the package lists without an IATA code, and joint civil-military
 * airports it names "Air Base". The reason each one is here is written beside its code.
 */
export const BUSINESS_AVIATION_ALLOW_LIST: Readonly<Record<string, string>> = {
  UUMO: "Ostafyevo, Moscow: a business-aviation airport (Gazprom Avia's base), no scheduled flights",
  UUBW: "Zhukovsky, Moscow: international airport and the MAKS air show field",
  UUBC: "Grabtsevo, Kaluga: international airport with scheduled flights",
  USDA: "Sabetta, Yamal: international airport of the Yamal LNG project",
  UAJT: "Turkestan, Kazakhstan: international airport opened in 2020",
  UAFL: "Issyk-Kul (Tamchy), Kyrgyzstan: the lake resort's international airport",
  LFMA: "Aix-les-Milles: business aviation for Aix-en-Provence and Marseille",
  EDTY: "Schwäbisch Hall-Hessental (Adolf Würth Airport): business-aviation airport",
  LEZG: "Zaragoza: civil airport sharing the air base, scheduled flights",
  LERS: "Reus: civil airport of the Costa Daurada, scheduled flights",
  RJSM: "Misawa: civil terminal on the air base, scheduled flights",
  KTEB: "Teterboro: New York's main business-aviation airport",
  KVNY: "Van Nuys: Los Angeles' main business-aviation airport",
  KOPF: "Opa-locka Executive, Miami: business-aviation airport",
  KFXE: "Fort Lauderdale Executive: business-aviation airport",
  KSDL: "Scottsdale: business-aviation airport of Phoenix",
  KSUS: "Spirit of St. Louis: business-aviation airport",
};

/**
 * Entries that pass the code test but must not be offered: closed airports that still carry an
 * IATA code in the package (dates are when flights ended), repeats of another entry for the same
 * place, and a code that is not the airport's.
 */
export const EXCLUDED: Readonly<Record<string, string>> = {
  UUBB: "Bykovo, Moscow: scheduled flights ended in 2010",
  URRR: "Rostov-on-Don (old): closed on 2017-12-07 when Platov (URRP) opened",
  UWSS: "Saratov Tsentralny: closed on 2019-08-20 when Gagarin (UWSG) opened",
  UMMM: "Minsk-1: closed on 2015-12-23",
  ULBC: "Cherepovets: the same airport as ULWC under its former code",
  UTSL: "Karshi-Khanabad: military air base; Karshi's civil airport is UTSK (both carry KSQ)",
  UKCC: "Donetsk: destroyed in 2014",
  UKCW: "Luhansk: destroyed in 2014",
  EDDT: "Berlin Tegel: closed on 2020-11-08",
  EDDI: "Berlin Tempelhof: closed on 2008-10-30",
  LGAT: "Athens Hellinikon: closed on 2001-03-28",
  ADDE: "Alexander City, Alabama, under a code from the South Pacific block; its ICAO code is KALX",
};

/**
 * Airports opened after the package's snapshot was taken. Coordinates and elevation from
 * OurAirports (public domain), time zones from the IANA database.
 */
export const ADDED_AIRPORTS: readonly SourceAirport[] = [
  {
    // Opened 2018-10-29; took the IATA code IST on 2019-04-06.
    icao: "LTFM",
    iata: "IST",
    name: "Istanbul Airport",
    city: "Istanbul",
    country: "TR",
    elevation: 325,
    lat: 41.275278,
    lon: 28.751944,
    tz: "Europe/Istanbul",
  },
  {
    // Opened 2019-08-20, replacing Saratov Tsentralny (UWSS).
    icao: "UWSG",
    iata: "GSV",
    name: "Gagarin International Airport",
    city: "Saratov",
    country: "RU",
    elevation: 103,
    lat: 51.712778,
    lon: 46.171111,
    tz: "Europe/Saratov",
  },
];

/**
 * Fixes to the package (coordinates from OurAirports, public domain): codes and names that changed
 * after the snapshot, one wrong entry, English cities the package leaves empty for airports we name
 * in Russian, and the IATA codes of allow-listed airports (a customer may type them: API.md ranks
 * an exact IATA match first).
 */
export const CORRECTIONS: Readonly<Record<string, Partial<SourceAirport>>> = {
  // Atatürk handed IST to Istanbul Airport on 2019-04-06 and became ISL; business jets still use it.
  LTBA: { iata: "ISL" },
  // Berlin Brandenburg opened 2020-10-31 on Schönefeld's site and kept its ICAO code.
  EDDB: { iata: "BER", name: "Berlin Brandenburg Airport", lat: 52.351389, lon: 13.493889 },
  // The package puts a landing strip 300 km away under Johannesburg's code and IATA JNB.
  FAOR: {
    name: "O. R. Tambo International Airport",
    city: "Johannesburg",
    elevation: 5558,
    lat: -26.1392,
    lon: 28.246,
  },
  UHKM: { name: "Maygatka Airport" },
  LFMA: { city: "Aix-en-Provence" },
  UUDL: { city: "Yaroslavl" },
  USHB: { city: "Berezovo" },
  USHI: { city: "Igrim" },
  LSZS: { city: "St. Moritz" },
  LSZG: { city: "Grenchen" },
  EDMO: { city: "Oberpfaffenhofen" },
  OMAD: { city: "Abu Dhabi" },
  OMFJ: { city: "Fujairah" },
  UUMO: { iata: "OSF" },
  UUBW: { iata: "ZIA" },
  UUBC: { iata: "KLF" },
  USDA: { iata: "SBT" },
  UAJT: { iata: "HSA" },
  UAFL: { iata: "IKU" },
  KTEB: { iata: "TEB" },
  KVNY: { iata: "VNY" },
  KOPF: { iata: "OPF" },
  KFXE: { iata: "FXE" },
  KSDL: { iata: "SCF" },
  KSUS: { iata: "SUS" },
};

/** The rule of decision record 005, for one entry of the corrected source. */
export function isBusinessJetAirport(airport: SourceAirport): boolean {
  if (!ICAO_CODE.test(airport.icao) || airport.icao in EXCLUDED) return false;
  // API.md's dates are airport-local: an airport without a time zone cannot be offered.
  if (airport.tz === "" || airport.name.trim() === "") return false;
  if (airport.icao in BUSINESS_AVIATION_ALLOW_LIST) return true;
  return IATA_CODE.test(airport.iata) && !NOT_FOR_CHARTER.test(airport.name);
}

/** The source with corrections and additions applied, filtered by the rule. */
export function selectBusinessJetAirports(source: readonly SourceAirport[]): SourceAirport[] {
  const byIcao = new Map<string, SourceAirport>();
  for (const airport of [...source, ...ADDED_AIRPORTS]) {
    byIcao.set(airport.icao, { ...airport, ...CORRECTIONS[airport.icao] });
  }
  return [...byIcao.values()].filter(isBusinessJetAirport);
}
