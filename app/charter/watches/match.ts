/**
 * Whether an empty leg answers a watch (issue 29, item 2): each end of a watched route is an
 * airport, a city, a country or anywhere, and a leg that leaves or lands within NEAR_KM of the
 * airport asked for counts too, with its detour named («из Шереметьево вместо Внуково, +43 км»).
 * Also the API's string form of a place ("UUEE", "city:RU:Moscow", "country:RU", "anywhere") and
 * its labels in both languages.
 *
 * Pure and browser-safe: the airport index comes in as an argument (only its types are imported,
 * the generated list stays on the server).
 */
import type { Airport, AirportIndex } from "../airports/airports";
import { greatCircleKm } from "../engine/geo";
import { NEAR_KM, type WatchPlace, type PlaceView } from "./types";

/** How one end of a leg answers one end of a watch. */
export type EndMatch =
  | { exact: true }
  /** `km`: great-circle distance from the airport asked for to the leg's, in whole km. */
  | { exact: false; asked: Airport; actual: Airport; km: number };

export interface LegMatch {
  from: EndMatch;
  to: EndMatch;
  /** Both ends' km added; 0 when both are exact. */
  detourKm: number;
}

const EXACT: EndMatch = { exact: true };

/** City names compare case-insensitively, trimmed, runs of spaces counting as one. */
function cityKey(country: string, city: string): string {
  return `${country.trim().toUpperCase()}|${city.trim().replace(/\s+/g, " ").toLowerCase()}`;
}

interface Places {
  /** The airports of each city, keyed by cityKey. */
  cities: Map<string, Airport[]>;
  /** Every country with an airport in the index. */
  countries: Set<string>;
}

const placesOfIndex = new WeakMap<AirportIndex, Places>();

/** The index's cities and countries, gathered on the first call and kept while the index lives. */
function placesOf(index: AirportIndex): Places {
  let places = placesOfIndex.get(index);
  if (!places) {
    places = { cities: new Map(), countries: new Set() };
    for (const airport of index.all()) {
      places.countries.add(airport.country);
      if (airport.city.trim() === "") continue;
      const key = cityKey(airport.country, airport.city);
      const group = places.cities.get(key);
      if (group) group.push(airport);
      else places.cities.set(key, [airport]);
    }
    placesOfIndex.set(index, places);
  }
  return places;
}

function airportsOfCity(place: { city: string; country: string }, index: AirportIndex): readonly Airport[] {
  return placesOf(index).cities.get(cityKey(place.country, place.city)) ?? [];
}

/**
 * A near end, or null when too far. The distance is rounded before the comparison, so the figure
 * a visitor reads is the one the rule judged: "+200 km" always counts.
 */
function near(asked: Airport, actual: Airport): EndMatch | null {
  const km = Math.round(greatCircleKm(asked, actual));
  return km <= NEAR_KM ? { exact: false, asked, actual, km } : null;
}

/** How `airport` (one end of a leg) answers `place` (one end of a watch); null when it does not. */
export function matchEnd(place: WatchPlace, airport: Airport, index: AirportIndex): EndMatch | null {
  switch (place.kind) {
    case "anywhere":
      return EXACT;
    case "country":
      return airport.country === place.country ? EXACT : null;
    case "airport": {
      const asked = index.byIcao(place.icao);
      if (!asked) return null;
      if (asked.icao === airport.icao) return EXACT;
      return near(asked, airport);
    }
    case "city": {
      if (
        airport.city.trim() !== "" &&
        cityKey(airport.country, airport.city) === cityKey(place.country, place.city)
      ) {
        return EXACT;
      }
      let closest: { airport: Airport; km: number } | null = null;
      for (const candidate of airportsOfCity(place, index)) {
        const km = greatCircleKm(candidate, airport);
        if (!closest || km < closest.km) closest = { airport: candidate, km };
      }
      return closest ? near(closest.airport, airport) : null;
    }
  }
}

const kmOf = (end: EndMatch) => (end.exact ? 0 : end.km);

/** How a leg answers a watch: both ends must; a leg from an airport to itself never does. */
export function matchLeg(
  watch: { from: WatchPlace; to: WatchPlace },
  leg: { from: Airport; to: Airport },
  index: AirportIndex,
): LegMatch | null {
  if (leg.from.icao === leg.to.icao) return null;
  const from = matchEnd(watch.from, leg.from, index);
  if (!from) return null;
  const to = matchEnd(watch.to, leg.to, index);
  if (!to) return null;
  return { from, to, detourKm: kmOf(from) + kmOf(to) };
}

/**
 * An airport's name as a sentence reads it: "Sheremetyevo", «Шереметьево». The English names (and
 * the Russian ones that fall back to them) end in "International Airport" or "Airport"; the
 * project's Russian names carry no such word, but one written so would lose it too.
 */
function shortName(airport: Airport, language: "ru" | "en"): string {
  const name = language === "ru" ? airport.name_rus : airport.name;
  const short = name
    .replace(/\s+(international\s+)?airport$/i, "")
    .replace(/^(международный\s+)?аэропорт\s+/i, "")
    .replace(/\s+(международный\s+)?аэропорт$/i, "")
    .trim();
  return short || name || airport.icao;
}

/** «в Пулково», but «во Внуково», «во Франкфурт-на-Майне»: «во» before в or ф and a consonant. */
function intoRu(name: string): string {
  return /^[вф][^аеёиоуыэюя]/i.test(name) ? `во ${name}` : `в ${name}`;
}

/**
 * The detour a near leg makes, in the watch's language: "from Sheremetyevo instead of Vnukovo, +43
 * km" / «из Шереметьево вместо Внуково, +43 км», the two ends joined by "; "; null when both ends
 * are exact. (The Russian names stand in the nominative: right for the usual indeclinable ones,
 * Внуково, Пулково, Сочи.)
 */
export function detourText(match: LegMatch, language: "ru" | "en"): string | null {
  const parts: string[] = [];
  const say = (end: EndMatch, side: "from" | "to") => {
    if (end.exact) return;
    const actual = shortName(end.actual, language);
    const asked = shortName(end.asked, language);
    if (language === "ru") {
      const where = side === "from" ? `из ${actual}` : intoRu(actual);
      parts.push(`${where} вместо ${asked}, +${end.km} км`);
    } else {
      parts.push(`${side} ${actual} instead of ${asked}, +${end.km} km`);
    }
  };
  say(match.from, "from");
  say(match.to, "to");
  return parts.length > 0 ? parts.join("; ") : null;
}

const ICAO = /^[A-Z0-9]{4}$/i;
const COUNTRY = /^[A-Z]{2}$/i;

/**
 * A place from the API's string form, or null when it names nothing the index knows: "UUEE" (an
 * airport), "city:RU:Moscow" (a city with at least one airport, its spelling made the index's),
 * "country:RU" (a country with an airport), "anywhere". Codes and keywords are read in any case.
 */
export function placeOf(text: string, index: AirportIndex): WatchPlace | null {
  const value = text.trim();
  if (value.toLowerCase() === "anywhere") return { kind: "anywhere" };
  if (ICAO.test(value)) {
    const airport = index.byIcao(value);
    return airport ? { kind: "airport", icao: airport.icao } : null;
  }
  const country = /^country:(.*)$/i.exec(value);
  if (country) {
    const code = country[1]!.trim().toUpperCase();
    return COUNTRY.test(code) && placesOf(index).countries.has(code)
      ? { kind: "country", country: code }
      : null;
  }
  const city = /^city:([^:]*):(.*)$/i.exec(value);
  if (city) {
    const code = city[1]!.trim().toUpperCase();
    const name = city[2]!.trim();
    if (!COUNTRY.test(code) || name === "") return null;
    const first = airportsOfCity({ country: code, city: name }, index)[0];
    return first ? { kind: "city", city: first.city, country: first.country } : null;
  }
  return null;
}

/** The API's string form of a place; placeOf reads it back. */
export function placeCode(place: WatchPlace): string {
  switch (place.kind) {
    case "airport":
      return place.icao;
    case "city":
      return `city:${place.country}:${place.city}`;
    case "country":
      return `country:${place.country}`;
    case "anywhere":
      return "anywhere";
  }
}

const regionNames = new Map<"ru" | "en", Intl.DisplayNames | null>();

/** "Россия" / "Russia"; the code itself where Intl.DisplayNames is missing or does not know it. */
function countryName(code: string, language: "ru" | "en"): string {
  if (!regionNames.has(language)) {
    regionNames.set(
      language,
      typeof Intl.DisplayNames === "function"
        ? new Intl.DisplayNames([language], { type: "region", fallback: "code" })
        : null,
    );
  }
  try {
    return regionNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An airport as a watch names it: «Внуково (VKO)», and «Сочи (Адлер, AER)» where the name already
 * ends in brackets (the ICAO code where the airport has no IATA one).
 */
export function airportLabel(airport: Airport, language: "ru" | "en"): string {
  const name = shortName(airport, language);
  const code = airport.iata || airport.icao;
  return name.endsWith(")") ? `${name.slice(0, -1)}, ${code})` : `${name} (${code})`;
}

/**
 * A place's labels in both languages: «Внуково (VKO)» / "Vnukovo (VKO)" (the ICAO code where the
 * airport has no IATA one), «Москва» / "Moscow", «Россия» / "Russia", «Любой аэропорт» / "Anywhere".
 * A place the index does not know is labelled by its own code.
 */
export function placeView(place: WatchPlace, index: AirportIndex): PlaceView {
  switch (place.kind) {
    case "airport": {
      const airport = index.byIcao(place.icao);
      if (!airport) return { place, ru: place.icao, en: place.icao };
      return { place, ru: airportLabel(airport, "ru"), en: airportLabel(airport, "en") };
    }
    case "city": {
      const airport = airportsOfCity(place, index)[0];
      return { place, ru: airport?.city_rus || place.city, en: airport?.city || place.city };
    }
    case "country":
      return { place, ru: countryName(place.country, "ru"), en: countryName(place.country, "en") };
    case "anywhere":
      return { place, ru: "Любой аэропорт", en: "Anywhere" };
  }
}
