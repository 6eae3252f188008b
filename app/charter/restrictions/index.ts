// Closed airports and closed airspace as data (issue 14, item 2; docs/decisions/013-route-restrictions.md):
// the sourced rules the code ships and the pure rule book over them. The database side (seeding the
// table and loading the rules in force) is in seed.server.ts.
export { RULES, EU_MEMBER_STATES } from "./rules-data";
export type { RestrictionKind, RestrictionRule } from "./rules-data";
export { createRuleBook, inForce } from "./rule-book";
export type { RestrictedAircraft, RouteEnd, RouteRestriction, RuleBook } from "./rule-book";
export { nearestOpenAirports, NEAREST_OPEN_LIMIT } from "./nearest-open";
export type { NearbyAirport, PlacedAirport } from "./nearest-open";
