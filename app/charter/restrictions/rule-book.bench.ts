/**
 * The cost of the rule book inside a search (issue 14, item 2; item 9 wants a search at 10,000
 * aircraft within p95 20 ms): `legAllowed` for 10,000 aircraft × 3 legs (positioning out, the
 * flight, positioning back), as the engine asks it, over real airports of the index.
 *
 *   npx vitest bench --run app/charter/restrictions
 */
import { bench, describe } from "vitest";
import { airportIndex } from "../airports/airports";
import { createRuleBook } from "./rule-book";
import { RULES } from "./rules-data";

const book = createRuleBook(RULES, new Date("2026-11-21T09:00:00Z"));
const all = airportIndex.all();
// A spread of the world list (a fixed stride, so every run measures the same legs).
const bases = Array.from({ length: 1_000 }, (_, i) => all[(i * 7_919) % all.length]!);
const registries = [
  ["RU", "RA-"],
  ["BY", "EW-"],
  ["TR", "TC-"],
  ["AE", "A6-"],
] as const;
const fleet = Array.from({ length: 10_000 }, (_, i) => {
  const [aocCountry, mark] = registries[i % registries.length]!;
  return { aocCountry, tailNumber: `${mark}${10_000 + i}` };
});
const moscow = airportIndex.byIcao("UUWW")!;
const istanbul = airportIndex.byIcao("LTFM")!;
const nice = airportIndex.byIcao("LFMN")!;

function legs(to: typeof nice): number {
  let allowed = 0;
  for (let i = 0; i < fleet.length; i += 1) {
    const aircraft = fleet[i]!;
    const base = bases[i % bases.length]!;
    if (book.legAllowed(aircraft, base, moscow)) allowed += 1;
    if (book.legAllowed(aircraft, moscow, to)) allowed += 1;
    if (book.legAllowed(aircraft, to, base)) allowed += 1;
  }
  return allowed;
}

describe("rule book", () => {
  bench("legAllowed, 10,000 aircraft × 3 legs, Moscow → Istanbul", () => void legs(istanbul));
  bench("legAllowed, 10,000 aircraft × 3 legs, Moscow → Nice", () => void legs(nice));
  bench("routeRestriction, one query", () => void book.routeRestriction(moscow, nice));
  bench("createRuleBook from the shipped rules", () => void createRuleBook(RULES, new Date()));
});
