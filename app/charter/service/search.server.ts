import type { AppDatabase } from "~/db/client.server";
import type { AirportIndex } from "../airports/airports";
import type { CardsQuery, Restriction, ResultSet } from "../contract/schemas";
import { legField, type TripSearchQuery } from "../contract/trip-query";
import { fromLocalIso } from "../engine/local-time";
import type { Market } from "../engine/market";
import type { OfferQuery } from "../engine/offers";
import { CharterInputError } from "../input-error";
import type { RuleBook } from "../restrictions/rule-book";
import { saveOrShareSet, storedSet } from "../saved.server";
import type { PhotosOf } from "./photos.server";
import type { FleetImagesOf } from "./pictures.server";
import type { PricingPool } from "./pricing-pool.server";
import { renderSet } from "./render-set.server";
import type { RenderedSets } from "./rendered-sets.server";
import { BEYOND_WINDOW, orderWindow, restrictionOf, routeAirports } from "./route";
import type { SearchGate } from "./search-gate";
import type { Snapshot } from "./snapshot.server";

/** At most this many answers are kept per 15-second snapshot for searches asked again. */
const REPEATED_SEARCHES_PER_SNAPSHOT = 100;

/** Searches answered on each market snapshot (15 s), by query: see `search`. */
export type RepeatedSearches = WeakMap<Market, Map<string, Promise<ResultSet>>>;

export interface SearchDeps {
  db: AppDatabase;
  airports: AirportIndex;
  now: () => Date;
  snapshot: () => Promise<Snapshot>;
  fleetImagesOf: FleetImagesOf;
  /** The operators' own photos (issue 27, item 5). */
  photosOf?: PhotosOf;
  repeatedSearches: RepeatedSearches;
  renderedSets: RenderedSets;
  /** Where searches are priced: worker threads, or in process (issue 26, item 11). */
  pricing: PricingPool;
  /** How many new searches work on the server's thread at once (search-gate.ts). */
  searchGate: SearchGate;
}

/** API.md GET /api/cards: a search's result set, saved (or shared with the same one saved minutes ago). */
export async function search(deps: SearchDeps, query: CardsQuery): Promise<ResultSet> {
  const createdAt = deps.now();
  const { from, to, fields } = routeAirports(deps.airports, query);
  if (from) {
    const when = orderWindow(fromLocalIso(query.departure_date_there, from.tz), createdAt);
    if (when === "past") fields.departure_date_there = "must be in the future";
    else if (when === "beyond") fields.departure_date_there = BEYOND_WINDOW;
  }
  // The return is ordered with the outbound: inside the same window (issue 26, item 10: a return
  // in the year 9999 was priced).
  if (to && query.departure_date_back) {
    const back = orderWindow(fromLocalIso(query.departure_date_back, to.tz), createdAt);
    if (back === "beyond") fields.departure_date_back = BEYOND_WINDOW;
  }
  if (Object.keys(fields).length > 0 || !from || !to) throw new CharterInputError(fields);
  const savedQuery: ResultSet["query"] = {
    departure_date_there: query.departure_date_there,
    departure_date_back: query.departure_date_back ?? null,
    pax_there: query.pax_there,
    pax_back: query.pax_back ?? null,
    departure_airport: query.departure_airport,
    arrival_airport: query.arrival_airport,
  };
  return priceAndSave(deps, {
    createdAt,
    savedQuery,
    // A route the rules close is not an error: it answers no cards and says why (API.md), so
    // the page can show spec §8's sanctions message with the request form.
    restriction: (rules) => restrictionOf(rules, from, to),
    offerQuery: {
      from: query.departure_airport,
      to: query.arrival_airport,
      departureLocal: query.departure_date_there,
      pax: query.pax_there,
      returnLocal: query.departure_date_back,
      paxBack: query.pax_back,
      requestedAt: createdAt.getTime(),
    },
  });
}

/**
 * GET /api/cards with `leg` parameters (issue 29, item 1; docs/decisions/045): a multi-leg trip's
 * result set, saved like a one-way search's. Each refusal names its leg (`leg[2].from`), and a leg
 * the rules close answers no cards and a `restriction` that says which leg (from 1) and why.
 */
export async function searchTrip(deps: SearchDeps, trip: TripSearchQuery): Promise<ResultSet> {
  const createdAt = deps.now();
  const fields: Record<string, string> = {};
  const ends = trip.legs.map((leg, index) => {
    const { from, to, fields: refused } = routeAirports(deps.airports, leg);
    if (refused.departure_airport) fields[legField(index, "from")] = refused.departure_airport;
    if (refused.arrival_airport) fields[legField(index, "to")] = refused.arrival_airport;
    if (from) {
      // Every leg is ordered inside the window, as a return is with its outbound (issue 26, item 10).
      const when = orderWindow(fromLocalIso(leg.departure_date, from.tz), createdAt);
      if (when === "past") fields[legField(index, "departure")] = "must be in the future";
      else if (when === "beyond") fields[legField(index, "departure")] = BEYOND_WINDOW;
    }
    return from && to ? { from, to } : null;
  });
  if (Object.keys(fields).length > 0) throw new CharterInputError(fields);
  const first = trip.legs[0]!;
  const savedQuery: ResultSet["query"] = {
    departure_date_there: first.departure_date,
    departure_date_back: null,
    pax_there: first.pax,
    pax_back: null,
    departure_airport: first.departure_airport,
    arrival_airport: first.arrival_airport,
    legs: trip.legs.map((leg) => ({
      departure_airport: leg.departure_airport,
      arrival_airport: leg.arrival_airport,
      departure_date_local: leg.departure_date,
      pax: leg.pax,
    })),
  };
  const legs = trip.legs.map((leg) => ({
    from: leg.departure_airport,
    to: leg.arrival_airport,
    departureLocal: leg.departure_date,
    pax: leg.pax,
  }));
  return priceAndSave(deps, {
    createdAt,
    savedQuery,
    restriction: (rules) => {
      // The first leg a rule closes; its number lets the page say which (issue 29, item 1).
      for (const [index, end] of ends.entries()) {
        const closed = end ? restrictionOf(rules, end.from, end.to) : null;
        if (closed) return { ...closed, leg: index + 1 };
      }
      return null;
    },
    offerQuery: {
      from: first.departure_airport,
      to: first.arrival_airport,
      departureLocal: first.departure_date,
      pax: first.pax,
      legs,
      requestedAt: createdAt.getTime(),
    },
  });
}

/** A validated search priced on the current snapshot, saved, rendered and remembered. */
async function priceAndSave(
  deps: SearchDeps,
  input: {
    createdAt: Date;
    savedQuery: ResultSet["query"];
    restriction: (rules: RuleBook) => Restriction | null;
    offerQuery: OfferQuery;
  },
): Promise<ResultSet> {
  const { createdAt, savedQuery } = input;
  const { market, rates, rules } = await deps.snapshot();
  // The same search on the same snapshot has the same answer: asked again (or at the same
  // time) it is answered from memory, with no pricing and no database work (issue 15, item 10).
  let repeated = deps.repeatedSearches.get(market);
  if (!repeated) deps.repeatedSearches.set(market, (repeated = new Map()));
  const memoKey = JSON.stringify(savedQuery);
  const known = repeated.get(memoKey);
  if (known) return known;
  const answer = deps.searchGate.run(async () => {
    const restriction = input.restriction(rules);
    // Priced off the event loop where the pool has workers (issue 26, item 11).
    const offers = restriction ? [] : await deps.pricing.price({ market, rules }, input.offerQuery);
    const set = storedSet(rates, restriction, offers);
    const saved = await saveOrShareSet(deps.db, {
      isEmptyLeg: false,
      query: savedQuery,
      set,
      now: createdAt,
    });
    const rendered = renderSet(deps, {
      kind: "live",
      id: saved.id,
      createdAt: saved.createdAt,
      query: savedQuery,
      set,
    });
    // The page the search redirects to reads this set straight back: it gets these cards.
    deps.renderedSets.remember(saved.id, saved.createdAt, rendered);
    return rendered;
  });
  if (repeated.size < REPEATED_SEARCHES_PER_SNAPSHOT) {
    repeated.set(memoKey, answer);
    answer.catch(() => repeated.delete(memoKey));
  }
  return answer;
}
