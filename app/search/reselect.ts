import type { Card } from "~/charter";

/**
 * Re-selection after a new search from an opened card (spec §2, "Address behaviour"): when the
 * new results still hold a card of the same aircraft, that card opens; otherwise the visitor lands
 * on the new results. The first card of that aircraft is taken, as the engine orders them.
 * `tail` is the opened card's registration mark, carried as `?select=` by the new search address.
 */
export function reselectCard(cards: readonly Card[], tail: string | null): Card | null {
  if (!tail) return null;
  const wanted = tail.trim().toUpperCase();
  if (!wanted) return null;
  return cards.find((card) => card.aircraft.toUpperCase() === wanted) ?? null;
}

/** The query-string key that carries the opened card's aircraft into a new search. */
export const SELECT_PARAM = "select";
