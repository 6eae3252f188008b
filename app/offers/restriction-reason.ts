import type { TFunction } from "i18next";
import type { Restriction } from "~/charter";
import type { Language } from "~/utils/language";
import type { SearchQuery } from "./address";
import { airportCity, type AirportSummary } from "./airport-summary";
import { countryGenitiveRu, countryInSentenceEn, countryName, joinNames } from "./country-names";

/** Past this many countries the message names the first ones "and other countries". */
const MAX_COUNTRIES = 5;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Краснодар (KRR)"; the ICAO code alone for an airport the page was not told about. */
function airportPlace(icao: string, airports: Record<string, AirportSummary>, language: Language) {
  const airport = airports[icao];
  if (!airport) return { name: icao, code: null };
  return { name: airportCity(airport, language), code: airport.iata || airport.icao };
}

/**
 * A closure at home: airports Rosaviatsia closed on their own (the southern airports, spec §8;
 * issue 14 item 2), as opposed to a foreign country's airports or airspace. The advice differs
 * (issue 26, item 9): the nearest open Russian airports, not a change of planes abroad.
 */
export function isDomesticClosure(restriction: Pick<Restriction, "code" | "countries">): boolean {
  return restriction.code === "closed_airport" && closedByRussia(restriction.countries);
}

/** No country named (an airport closed on its own, Rosaviatsia's), or Russia only. */
function closedByRussia(countries: readonly string[]): boolean {
  return countries.length === 0 || countries.every((c) => c === "RU");
}

function closedAirports(
  restriction: Restriction,
  airports: Record<string, AirportSummary>,
  language: Language,
  t: TFunction,
): string | null {
  const places = restriction.airports.map((icao) => airportPlace(icao, airports, language));
  if (places.length === 0) return null;
  // The southern airports are closed by Rosaviatsia; a foreign one (Ukraine's) by its own country.
  const key = closedByRussia(restriction.countries) ? "airportRussia" : "airportAbroad";
  const [only] = places;
  if (places.length === 1 && only) {
    return only.code
      ? t(`offers.restriction.${key}One`, { name: only.name, code: only.code })
      : t(`offers.restriction.${key}OneNoCode`, { name: only.name });
  }
  const list = places.map((place) => (place.code ? `${place.name} (${place.code})` : place.name));
  return t(`offers.restriction.${key}Many`, { airports: joinNames(list, language) });
}

function closedAirspace(restriction: Restriction, language: Language, t: TFunction): string | null {
  const codes = restriction.countries.filter((code) => code !== "RU");
  if (codes.length === 0) return null;
  const shown = codes.slice(0, MAX_COUNTRIES);
  const more = codes.length > shown.length;
  if (language === "ru") {
    const genitives = shown.map(countryGenitiveRu);
    if (genitives.every((name): name is string => name !== null)) {
      const names = more ? [...genitives, "других стран"] : genitives;
      return t("offers.restriction.airspace", { countries: joinNames(names, language) });
    }
    // A country without a written genitive: a sentence that names it in the nominative.
    const names = shown.map((code) => countryName(code, language));
    return t("offers.restriction.airspaceList", {
      countries: joinNames(more ? [...names, "другие страны"] : names, language),
    });
  }
  const names = shown.map(countryInSentenceEn);
  const [only] = names;
  if (names.length === 1 && only && !more) {
    // "France's airspace", "the United States' airspace".
    const possessive = only.endsWith("s") ? `${only}'` : `${only}'s`;
    return t("offers.restriction.airspace", { countries: capitalise(possessive) });
  }
  return t("offers.restriction.airspaceList", {
    countries: joinNames(more ? [...names, "other countries"] : names, language),
  });
}

/**
 * The sanctions message's first sentence (spec §8, issue 14 item 2): what closes the route, named
 * from the result set's `restriction` (API.md): the closed airport with its city and code, or the
 * country whose airspace is closed to flights to and from Russia, in the visitor's language.
 */
export function restrictionReason(
  restriction: Restriction,
  airports: Record<string, AirportSummary>,
  language: Language,
  t: TFunction,
): string {
  const reason =
    restriction.code === "closed_airport"
      ? (closedAirports(restriction, airports, language, t) ?? closedAirspace(restriction, language, t))
      : (closedAirspace(restriction, language, t) ?? closedAirports(restriction, airports, language, t));
  return reason ?? t("offers.restriction.unnamed");
}

/**
 * Issue 29, item 1 (decision 045): the leg of a multi-leg search that a rule closes, as asked, with
 * its number from 1 (API.md `restriction.leg`); null on a one-way or return search, or when the
 * set names no leg.
 */
export function closedLegOf(
  restriction: Pick<Restriction, "leg"> | null | undefined,
  query: Pick<SearchQuery, "legs"> | null | undefined,
): { number: number; from: string; to: string } | null {
  const number = restriction?.leg;
  const asked = number ? query?.legs?.[number - 1] : undefined;
  return number && asked ? { number, from: asked.from, to: asked.to } : null;
}
