import type { CharterService } from "~/charter/charter.server";
import type { Card } from "~/charter/contract/schemas";
import { addDays, earliestDeparture } from "~/charter/departure-window";

/**
 * Priced, saved cards from the seeded marketplace for tests that order one: a real search from
 * Vnukovo a few days inside the order window (spec §9), so each card exists in the database as a
 * visitor's would.
 */
export async function searchCards(charter: CharterService, to = "ULLI", pax = 2): Promise<Card[]> {
  const date = `${addDays(earliestDeparture(new Date()).slice(0, 10), 4)}T12:00`;
  const result = await charter.search({
    departure_airport: "UUWW",
    arrival_airport: to,
    departure_date_there: date,
    pax_there: pax,
  } as Parameters<CharterService["search"]>[0]);
  if (result.cards.length < 2) throw new Error(`the seeded marketplace offers too little to ${to}`);
  return result.cards;
}
