import type { CharterClient, Airport, EmptyLegCard } from "~/charter";
import type { Logger } from "~/utils/logger.server";
import { formatLocalDateTime } from "~/offers/format";
import { formatMoney } from "~/offers/results";

/**
 * The empty-leg list of a landing page (spec §2, "Landing pages"). Spec §2 prices them in EUR; a
 * landing page is Russian, and issue 28 (item 10) has a Russian page show roubles, so they are.
 * Empty legs are a bonus on a page whose job is its copy, so a failing charter call hides the list
 * and is logged; it never fails the page.
 */

/** How many upcoming empty legs a landing page lists, soonest first. */
export const LANDING_EMPTY_LEGS_LIMIT = 6;

export interface EmptyLegPlace {
  icao: string;
  city: string;
  /** The airport's own name, when it says more than the city's (Внуково for Москва). */
  airport: string | null;
}

export interface LandingEmptyLeg {
  id: string;
  from: EmptyLegPlace;
  to: EmptyLegPlace;
  /** Departure on the departure airport's wall clock, `YYYY-MM-DDTHH:mm`, for <time dateTime>. */
  departureLocal: string;
  /** The same, as the page shows it: "12 декабря, 14:30". */
  departureText: string;
  aircraftType: string;
  seats: number;
  /** The whole aircraft's price in roubles, formatted: "574 500 ₽". */
  priceText: string;
}

export async function loadLandingEmptyLegs(
  client: CharterClient,
  logger: Logger,
  limit: number = LANDING_EMPTY_LEGS_LIMIT,
): Promise<LandingEmptyLeg[]> {
  try {
    const { cards } = await client.emptyLegs({});
    const shown = cards.slice(0, limit);
    const codes = [...new Set(shown.flatMap((card) => [card.departure_airport, card.arrival_airport]))];
    const airports = new Map(
      await Promise.all(codes.map(async (code) => [code, await findAirport(client, code)] as const)),
    );
    return shown.map((card) => toEmptyLeg(card, airports));
  } catch (error) {
    logger.warn("landing empty legs unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

/** API.md: a `q` equal to an ICAO code ranks that airport first. */
async function findAirport(client: CharterClient, icao: string): Promise<Airport | undefined> {
  const [first] = await client.airports({ q: icao, limit: 1 });
  return first?.icao === icao ? first : undefined;
}

function toPlace(icao: string, airport: Airport | undefined): EmptyLegPlace {
  // spec §5: a missing airport lookup leaves the names blank; the code still says where.
  if (!airport) return { icao, city: icao, airport: null };
  return {
    icao,
    city: airport.city_rus,
    airport: airport.name_rus && airport.name_rus !== airport.city_rus ? airport.name_rus : null,
  };
}

function toEmptyLeg(card: EmptyLegCard, airports: Map<string, Airport | undefined>): LandingEmptyLeg {
  // A card prices each leg; an empty leg has one, but the sum stays right if a return is ever added.
  const rub = card.routes.reduce((sum, route) => sum + route.price.rub, 0);
  return {
    id: card.id,
    from: toPlace(card.departure_airport, airports.get(card.departure_airport)),
    to: toPlace(card.arrival_airport, airports.get(card.arrival_airport)),
    departureLocal: card.departure_date_local.slice(0, 16),
    departureText: formatLocalDateTime(card.departure_date_local),
    aircraftType: card.aircraft_type,
    seats: card.max_pax,
    priceText: formatMoney(rub, "rub", "ru"),
  };
}
