import type { Airport, CharterClient } from "~/charter";
import { codeInFieldText } from "~/search-form/airport-label";
import type { WatchProblem } from "./watch-rules";

/**
 * A watch form's place field → the API's place string (contract/watches.ts): empty is `anywhere`;
 * a string already in the API's form (`UUWW`, `city:RU:Sochi`, `country:RU`, from a page's link)
 * passes as it is; an airport code, or the picker's «Внуково, Москва (VKO)», names that airport;
 * text that starts the name of one city only («Сочи», «Moscow») names the city, all its airports;
 * else the one airport it matches. Several cities or airports: "ambiguous"; none: "unknown".
 * Looked up through the charter client (GET /api/airports-names), whichever engine answers it.
 */
export type PlaceResolution = { ok: true; place: string } | { ok: false; problem: WatchProblem };

type Lookup = Pick<CharterClient, "airports">;

/** The airport search's normalisation (spec §5): case-insensitive, ё as е, single spaces. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ё", "е");
}

const API_PLACE = /^(?:anywhere|country:[A-Za-z]{2}|city:[A-Za-z]{2}:[^:]{1,80})$/;
const CODE = /^[A-Za-z0-9]{3,4}$/;

/** More than any city has airports. */
const CANDIDATES = 50;

export async function resolveWatchPlace(lookup: Lookup, text: string): Promise<PlaceResolution> {
  const value = text.trim();
  if (value === "") return { ok: true, place: "anywhere" };
  if (API_PLACE.test(value)) return { ok: true, place: value };
  const code = codeInFieldText(value) ?? (CODE.test(value) ? value.toUpperCase() : null);
  if (code) {
    const [coded] = await lookup.airports({ q: code, limit: 1 });
    if (coded && (coded.icao === code || coded.iata === code)) return { ok: true, place: coded.icao };
  }
  const candidates = await lookup.airports({ q: value, limit: CANDIDATES });
  if (candidates.length === 0) return { ok: false, problem: "unknown" };
  const query = normalize(value);
  const starts = (names: string[]) => names.some((name) => name && normalize(name).startsWith(query));
  const cityKey = (airport: Airport) => `${airport.country}:${airport.city}`;
  const cities = [...new Set(candidates.filter((a) => starts([a.city, a.city_rus])).map(cityKey))];
  if (cities.length === 1) return { ok: true, place: `city:${cities[0]}` };
  const byName = candidates.filter((airport) => starts([airport.name, airport.name_rus]));
  const only = byName.length === 1 ? byName[0] : candidates.length === 1 ? candidates[0] : undefined;
  if (cities.length === 0 && only) return { ok: true, place: only.icao };
  return { ok: false, problem: "ambiguous" };
}
