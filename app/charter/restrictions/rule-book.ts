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
  /** closed_airport: the closed end(s); closed_airspace: the end in the closed country. */
  airports: string[];
  /**
   * closed_airport: the countries whose every airport is closed (Ukraine), empty for an airport
   * closed on its own (Rosaviatsia's southern airports); closed_airspace: the closed country.
   */
  countries: string[];
  rules: string[];
}

export interface RuleBook {
  /** A closed airport at either end, else closed airspace between the ends; null when it can be flown. */
  routeRestriction(from: RouteEnd, to: RouteEnd): RouteRestriction | null;
  /** Whether this aircraft may fly this leg (matches `Market.legAllowed`, engine/market.ts). */
  legAllowed(aircraft: RestrictedAircraft, from: RouteEnd, to: RouteEnd): boolean;
  /**
   * Whether the airport is closed, by its own rule or its country's: the test `legAllowed` makes
   * of each end first, so no aircraft may fly to or from it.
   */
  airportClosed(end: RouteEnd): boolean;
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
 * Builds the rule book from rule rows, keeping those in force at `now`. What the questions need is
 * computed here once; an aircraft's answers are cached by the aircraft object, which the market
 * snapshot keeps for its lifetime.
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

  // legAllowed runs for every leg of every aircraft a search prices, so its answer is folded into
  // arrays here: each country a rule names gets a small index (0 for every other country), a leg is
  // then one cached look-up per airport, one per aircraft, and array reads, with no allocation.
  const involved = [...new Set([...closedAirportCountry.keys(), ...closedTo.keys(), ...closedBy.keys()])];
  const countryIndex = new Map(involved.map((country, i) => [country, i + 1]));
  const size = involved.length + 1;
  const indexOf = (country: string) => countryIndex.get(country) ?? 0;
  /** [a * size + b]: the airspace between a and b is closed, whatever the operator. */
  const routeClosed = new Uint8Array(size * size);
  /** [state * size + c]: an aircraft of `state` may not serve country c (closed to it, or closing it). */
  const barredFor = new Uint8Array(size * size);
  for (const [target, countries] of closedTo) {
    const x = indexOf(target);
    for (const country of countries) {
      const c = indexOf(country);
      routeClosed[x * size + c] = routeClosed[c * size + x] = 1;
      // A Russian or Belarusian aircraft may not land in, take off from or overfly a closed country;
      // nor may an aircraft of a closing state fly to Russia (Rosaviatsia, 25 and 28 February 2022)
      // or Belarus (EASA's safety directive of 2 June 2021 keeps EU operators out of its airspace).
      barredFor[x * size + c] = barredFor[c * size + x] = 1;
    }
  }

  interface AirportEntry {
    closed: boolean;
    country: number;
  }
  const airportEntries = new Map<string, AirportEntry>();
  const airportEntry = (end: RouteEnd): AirportEntry => {
    let entry = airportEntries.get(end.icao);
    if (!entry) {
      entry = { closed: airportRules(end) !== undefined, country: indexOf(end.country) };
      airportEntries.set(end.icao, entry);
    }
    return entry;
  };

  /** The countries an aircraft may not serve: by its certificate's state and by its registry's. */
  const NO_BAR = new Uint8Array(size);
  const aircraftBars = new WeakMap<RestrictedAircraft, Uint8Array>();
  const barsOf = (aircraft: RestrictedAircraft): Uint8Array => {
    let bars = aircraftBars.get(aircraft);
    if (!bars) {
      const states = [indexOf(aircraft.aocCountry)];
      for (const [country, mark] of NATIONALITY_MARKS) {
        if (aircraft.tailNumber.startsWith(mark)) states.push(indexOf(country));
      }
      bars = NO_BAR;
      for (const state of states.filter((state) => state !== 0)) {
        if (bars === NO_BAR) bars = new Uint8Array(size);
        for (let c = 0; c < size; c += 1) bars[c]! |= barredFor[state * size + c]!;
      }
      aircraftBars.set(aircraft, bars);
    }
    return bars;
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
      const a = airportEntry(from);
      const b = airportEntry(to);
      if (a.closed || b.closed) return false;
      // Whatever the operator: a charter between Russia and the EU is "chartered by a Russian person"
      // (Art. 3d of Reg. 833/2014), and Russia closed its airspace to those states' carriers in return.
      if (routeClosed[a.country * size + b.country] === 1) return false;
      const bars = barsOf(aircraft);
      return bars[a.country] === 0 && bars[b.country] === 0;
    },

    airportClosed: (end) => airportEntry(end).closed,

    closedCountries: () => [...closedCountries],
    rules: () => rules,
  };
}
