import type { RestrictionKind, RestrictionRule } from "./rules-data";

/**
 * The rule book (issue 14, item 2; docs/decisions/013-route-restrictions.md): which routes and legs
 * the closed airports and closed airspace of the rules forbid. Pure over the rules in force, built
 * once per market snapshot; every answer is a few set look-ups, because the engine asks
 * `legAllowed` for every leg of every aircraft it prices, positioning included.
 */

/** One end of a route: `country` is ISO 3166-1 alpha-2, as in the airport index. */
export interface RouteEnd {
  icao: string;
  country: string;
}

export interface RestrictedAircraft {
  /** Country of the operator's air operator certificate (ISO 3166-1 alpha-2). */
  aocCountry: string;
  tailNumber: string;
}

/**
 * Why a visitor's route cannot be flown (API.md `restriction` is `{ code, airports }`; this is a
 * superset): the airports and countries to name in the sanctions message of spec §8, and the ids of
 * the rules that close it.
 */
export interface RouteRestriction {
  code: RestrictionKind;
  airports: string[];
  countries: string[];
  rules: string[];
}

export interface RuleBook {
  /** A closed airport at either end, else closed airspace between the ends; null when it can be flown. */
  routeRestriction(from: RouteEnd, to: RouteEnd): RouteRestriction | null;
  /** Whether this aircraft may fly this leg (matches `Market.legAllowed`, engine/market.ts). */
  legAllowed(aircraft: RestrictedAircraft, from: RouteEnd, to: RouteEnd): boolean;
  /**
   * Countries a flight from Russia or Belarus cannot reach: those whose airspace is closed to them,
   * and those whose every airport is closed (Ukraine). Sorted.
   */
  closedCountries(): string[];
  /** The rules in force, with their sources, in the order given. */
  rules(): readonly RestrictionRule[];
}

/**
 * ICAO nationality marks (ICAO Annex 7; "Aircraft Nationality Marks", ICAO Doc 7030 and the ICAO
 * register of marks): RA- Russia, EW- Belarus. A tail number tells the state of registry, which the
 * EU, UK, US and Canadian texts bar in its own right, beside the operator's certificate.
 */
const NATIONALITY_MARKS: ReadonlyArray<readonly [country: string, mark: string]> = [
  ["RU", "RA-"],
  ["BY", "EW-"],
];

/** YYYY-MM-DD of an instant in UTC: rules take effect by calendar day. */
function day(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether a rule applies on the day of `now`: `since` inclusive, `until` exclusive. */
export function inForce(rule: RestrictionRule, now: Date): boolean {
  const today = day(now);
  return rule.since <= today && (rule.until === null || today < rule.until);
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const pairKey = (a: string, b: string) => `${a}|${b}`;

/**
 * Builds the rule book from rule rows, keeping those in force at `now`. The sets are computed here
 * once so that a question costs a handful of hash look-ups.
 */
export function createRuleBook(rows: readonly RestrictionRule[], now: Date): RuleBook {
  const rules = rows.filter((rule) => inForce(rule, now));
  const closedAirport = new Map<string, string[]>();
  const closedAirportCountry = new Map<string, string[]>();
  // "X|C": the airspace of C is closed to X (flights from and to X, X's operators and registrations).
  const closedBetween = new Map<string, string[]>();
  // For each target X (RU, BY), the countries closed to it; and the reverse, for retaliation.
  const closedTo = new Map<string, Set<string>>();
  const closedBy = new Map<string, Set<string>>();

  for (const rule of rules) {
    if (rule.kind === "closed_airport") {
      if (rule.icao) addTo(closedAirport, rule.icao, rule.id);
      for (const country of rule.countries) addTo(closedAirportCountry, country, rule.id);
      continue;
    }
    for (const target of rule.appliesTo) {
      for (const country of rule.countries) {
        if (country === target) continue;
        addTo(closedBetween, pairKey(target, country), rule.id);
        const to = closedTo.get(target) ?? new Set<string>();
        closedTo.set(target, to.add(country));
        const by = closedBy.get(country) ?? new Set<string>();
        closedBy.set(country, by.add(target));
      }
    }
  }

  const airportRules = (end: RouteEnd): string[] | undefined =>
    closedAirport.get(end.icao) ?? closedAirportCountry.get(end.country);

  /** The rules closing the airspace between two countries, either way round. */
  const airspaceRules = (a: string, b: string): string[] | undefined =>
    closedBetween.get(pairKey(a, b)) ?? closedBetween.get(pairKey(b, a));

  // What legAllowed needs, folded into one record per country so that a leg costs a few map
  // look-ups and no allocation: it runs for every leg of every aircraft a search prices.
  const NONE: ReadonlySet<string> = new Set();
  interface CountryProfile {
    allAirportsClosed: boolean;
    /** Countries closed to this one (for RU: the EU, UK…); its aircraft may not touch them. */
    closedTo: ReadonlySet<string>;
    /** Countries that closed to this one's target (for FR: RU, BY); its aircraft may not touch them. */
    closedBy: ReadonlySet<string>;
  }
  const profiles = new Map<string, CountryProfile>();
  for (const country of new Set([...closedAirportCountry.keys(), ...closedTo.keys(), ...closedBy.keys()])) {
    profiles.set(country, {
      allAirportsClosed: closedAirportCountry.has(country),
      closedTo: closedTo.get(country) ?? NONE,
      closedBy: closedBy.get(country) ?? NONE,
    });
  }
  /** The registry's state, where its marks are those of a state the rules aim at. */
  const registryState = (tailNumber: string): string | undefined => {
    for (const [country, mark] of NATIONALITY_MARKS) if (tailNumber.startsWith(mark)) return country;
    return undefined;
  };
  const barsAircraftOf = (state: string, a: string, b: string): boolean => {
    const profile = profiles.get(state);
    if (!profile) return false;
    // A Russian or Belarusian aircraft may not land in, take off from or overfly a closed country;
    // nor may an aircraft of a closing state fly to Russia (Rosaviatsia, 25 and 28 February 2022)
    // or Belarus (EASA's safety directive of 2 June 2021 keeps EU operators out of its airspace).
    return (
      profile.closedTo.has(a) || profile.closedTo.has(b) || profile.closedBy.has(a) || profile.closedBy.has(b)
    );
  };

  const closedCountries = [
    ...new Set([...[...closedTo.values()].flatMap((set) => [...set]), ...closedAirportCountry.keys()]),
  ].sort();

  return {
    routeRestriction(from, to) {
      const airports: string[] = [];
      const countries: string[] = [];
      const ids: string[] = [];
      for (const end of [from, to]) {
        const found = airportRules(end);
        if (!found) continue;
        airports.push(end.icao);
        if (!closedAirport.has(end.icao) && !countries.includes(end.country)) countries.push(end.country);
        for (const id of found) if (!ids.includes(id)) ids.push(id);
      }
      if (airports.length > 0) return { code: "closed_airport", airports, countries, rules: ids };

      const found = airspaceRules(from.country, to.country);
      if (!found) return null;
      // Name the end in the country that closed its airspace: the other end is in Russia or Belarus.
      const closedEnd = closedTo.get(from.country)?.has(to.country) ? to : from;
      return {
        code: "closed_airspace",
        airports: [closedEnd.icao],
        countries: [closedEnd.country],
        rules: [...found],
      };
    },

    legAllowed(aircraft, from, to) {
      if (closedAirport.has(from.icao) || closedAirport.has(to.icao)) return false;
      const fromProfile = profiles.get(from.country);
      const toProfile = profiles.get(to.country);
      if (fromProfile?.allAirportsClosed || toProfile?.allAirportsClosed) return false;
      // Whatever the operator: a charter between Russia and the EU is "chartered by a Russian person"
      // (Art. 3d of Reg. 833/2014), and Russia closed its airspace to those states' carriers in return.
      if (fromProfile?.closedTo.has(to.country) || toProfile?.closedTo.has(from.country)) return false;
      if (barsAircraftOf(aircraft.aocCountry, from.country, to.country)) return false;
      const registry = registryState(aircraft.tailNumber);
      return registry === undefined || registry === aircraft.aocCountry
        ? true
        : !barsAircraftOf(registry, from.country, to.country);
    },

    closedCountries: () => [...closedCountries],
    rules: () => rules,
  };
}
