/**
 * The airports the marketplace offers and the picker's search (spec §3 Airport, §5 airport search;
 * API.md `GET /api/airports-names`). The list is generated at build time (`node
 * scripts/build-airports.mjs`, decision record 005), so the app does not depend on the package.
 * The data is 1.3 MB once bundled (250 kB gzipped): import this module on the server (the API
 * route), not in browser code.
 */
// A plain JSON import, so that Vite, Vitest and tsx-run scripts all read it alike. TypeScript infers
// its type from the 6,000 objects: about 2 s and 110 MB more for `tsc` (measured), accepted.
import generated from "./airports.generated.json";

/** API.md `Airport`; field names are the public contract. */
export interface Airport {
  icao: string;
  /** Empty for the few allow-listed airports without an IATA code. */
  iata: string;
  name: string;
  /** Russian name; the English one where the project has not written a Russian name. */
  name_rus: string;
  city: string;
  /** Russian city; the English one where the project has not written a Russian name. */
  city_rus: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone: API.md's local dates are local to it. */
  tz: string;
  lat: number;
  lon: number;
}

export interface AirportIndex {
  all(): readonly Airport[];
  byIcao(icao: string): Airport | undefined;
  /** Ranked matches for `q`, at most `limit` (API.md's default with `q` is 20); empty `q` gives []. */
  search(q: string, limit?: number): Airport[];
}

const DEFAULT_LIMIT = 20;

/**
 * Match bands, best first. API.md: "exact ICAO/IATA first, then name/city prefix, then substring".
 * Within the prefix band a name beats a city («стамбул» puts the airport named Стамбул before the
 * city's other airports), and a whole field's prefix beats a word's («лазурный» → «Ницца — Лазурный
 * Берег»).
 */
const BAND = { exactCode: 0, namePrefix: 1, cityPrefix: 2, wordPrefix: 3, substring: 4 } as const;
type Band = (typeof BAND)[keyof typeof BAND];
const BAND_COUNT = 5;

/** Spec §5: case-insensitive; a searcher writes ё and е interchangeably; runs of spaces count as one. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ё", "е");
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `query` occurs in `text` right after a non-letter (a space, hyphen, bracket, dash). */
function startsAWord(text: string, query: string): boolean {
  for (let at = text.indexOf(query, 1); at !== -1; at = text.indexOf(query, at + 1)) {
    if (!WORD_CHARACTER.test(text.charAt(at - 1))) return true;
  }
  return false;
}

interface Entry {
  airport: Airport;
  icao: string;
  iata: string;
  names: readonly string[];
  cities: readonly string[];
  /** Every searchable field, joined by a character a normalized query cannot contain. */
  haystack: string;
}

function entryOf(airport: Airport): Entry {
  const icao = normalize(airport.icao);
  const iata = normalize(airport.iata);
  const names = [normalize(airport.name), normalize(airport.name_rus)];
  const cities = [normalize(airport.city), normalize(airport.city_rus)];
  return { airport, icao, iata, names, cities, haystack: [icao, iata, ...names, ...cities].join("\n") };
}

function bandOf(entry: Entry, query: string): Band {
  if (query === entry.icao || query === entry.iata) return BAND.exactCode;
  if (entry.names.some((name) => name.startsWith(query))) return BAND.namePrefix;
  if (entry.cities.some((city) => city.startsWith(query))) return BAND.cityPrefix;
  if ([...entry.names, ...entry.cities].some((text) => startsAWord(text, query))) return BAND.wordPrefix;
  return BAND.substring;
}

const CYRILLIC = /[а-яё]/i;

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
const russianCollator = new Intl.Collator("ru");

/**
 * Ties within a band follow a popularity proxy: airports the project named in Russian first (they
 * are the markets it serves: Russia, the CIS and the usual destinations, decision record 005), then
 * by Russian name (Russian is the site's default language, spec §1), then by ICAO code.
 */
function byPopularity(a: Airport, b: Airport): number {
  const named = Number(CYRILLIC.test(b.name_rus)) - Number(CYRILLIC.test(a.name_rus));
  return named || russianCollator.compare(a.name_rus, b.name_rus) || compareCodes(a.icao, b.icao);
}

export function createAirportIndex(airports: readonly Airport[]): AirportIndex {
  const byCode = new Map(airports.map((airport) => [airport.icao.toUpperCase(), airport]));
  // Entries sorted once by popularity: a search walks them in that order and fills each band in
  // order, so no sort runs per query.
  const entries = [...airports].sort(byPopularity).map(entryOf);

  return {
    all: () => airports,
    byIcao: (icao) => byCode.get(icao.trim().toUpperCase()),
    search(q, limit = DEFAULT_LIMIT) {
      const query = normalize(q);
      if (query === "" || limit < 1) return [];
      const bands: Airport[][] = Array.from({ length: BAND_COUNT }, () => []);
      for (const entry of entries) {
        if (entry.haystack.includes(query)) bands[bandOf(entry, query)]!.push(entry.airport);
      }
      return bands.flat().slice(0, limit);
    },
  };
}

/** Every airport the marketplace offers, sorted by ICAO code. */
export const airports: readonly Airport[] = generated;

export const airportIndex: AirportIndex = createAirportIndex(airports);
