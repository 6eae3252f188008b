/*
 * How a trip's legs are named wherever they are listed (issue 29, item 1; decision 046): the
 * results' cards, the flight page, the booking dialog, the customer's SMS and e-mail, the console.
 * A card carries its routes only, not the search that asked for them, so the name is read off the
 * routes themselves and every page says the same of one card:
 *
 * - one leg: no label;
 * - a return: two legs, the second flown from where the first landed back to where it left, is
 *   «Туда» / «Обратно» ("Outbound" / "Return"), as it always was (spec §2);
 * - anything else, a tour of three to five legs or two legs that do not come back, numbers its
 *   legs from 1: «Перелёт 1», «Перелёт 2», … ("Leg 1", "Leg 2", …), as `leg[N]` and the offer
 *   numbers `…-N` count them (decision 045).
 *
 * Browser-safe and pure.
 */

/** What a leg is called: a return's two directions, or a numbered leg of a longer trip. */
export type LegName = { kind: "there" } | { kind: "back" } | { kind: "leg"; n: number } | { kind: "none" };

/** The airports of a route, the only thing the rule reads. */
export interface LegAirports {
  departure_airport: string;
  arrival_airport: string;
}

/** A return: two legs, the second from the first's arrival back to its departure. */
export function isReturnTrip(routes: readonly LegAirports[]): boolean {
  if (routes.length !== 2) return false;
  const [there, back] = routes as [LegAirports, LegAirports];
  return back.departure_airport === there.arrival_airport && back.arrival_airport === there.departure_airport;
}

/** The name of each leg of a trip, in flight order (`index` from 0). */
export function legNames(routes: readonly LegAirports[]): LegName[] {
  if (routes.length === 1) return [{ kind: "none" }];
  if (isReturnTrip(routes)) return [{ kind: "there" }, { kind: "back" }];
  return routes.map((_, index) => ({ kind: "leg", n: index + 1 }));
}

const WORDS = {
  ru: { there: "Туда", back: "Обратно", leg: "Перелёт" },
  en: { there: "Outbound", back: "Return", leg: "Leg" },
} as const;

/**
 * A leg's name in words for texts written outside the pages' copy (the SMS, the e-mail, the
 * console): «Перелёт 3» / "Leg 3", «Туда» / "Outbound"; null for a one-way trip's only leg.
 */
export function legNameText(name: LegName, language: "ru" | "en"): string | null {
  const words = WORDS[language];
  if (name.kind === "none") return null;
  if (name.kind === "leg") return `${words.leg} ${name.n}`;
  return words[name.kind];
}
