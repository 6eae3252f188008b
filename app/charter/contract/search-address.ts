import {
  CardsQueryFieldsSchema,
  CardsQuerySchema,
  cardsQueryRuleIssues,
  type CardsQuery,
  type CardsQueryInput,
} from "./basics";

/*
 * The search address (spec §2, "Address behaviour") and the contract's search (GET /api/cards,
 * `CardsQuerySchema`), both ways: the one mapping between `search/{from}/{to}/{date}/{pax}/?back=`
 * and the contract's fields, and the one validation of it, the contract schema's. Browser-safe:
 * the form, the loaders and the links all use it through `~/charter`.
 */

/**
 * A search as the address carries it: ICAO codes, airport-local minutes `YYYY-MM-DDTHH:mm`,
 * passengers. The back leg's passengers always equal the there count (spec §4); `back` is null one way.
 */
export interface SearchAddress {
  from: string;
  to: string;
  /** Departure, airport-local `YYYY-MM-DDTHH:mm`. */
  date: string;
  pax: number;
  /** Return departure, airport-local `YYYY-MM-DDTHH:mm`; null for one way. */
  back: string | null;
}

/** The address's parts as a request brings them: path segments and the `back` query parameter. */
export interface SearchAddressParts {
  from?: string;
  to?: string;
  date?: string;
  pax?: string;
  /** `?back=`; absent, null or empty for one way. */
  back?: string | null;
}

/**
 * What is wrong with an address, field by field (each a key the pages word in the visitor's
 * language): a field the contract refuses, or a rule across fields whose fields are each fine.
 */
export type SearchAddressProblem = "from" | "to" | "sameAirports" | "date" | "pax" | "back" | "backBefore";

export type SearchAddressReading =
  | { ok: true; address: SearchAddress; query: CardsQuery }
  | {
      ok: false;
      problems: SearchAddressProblem[];
      /** The fields that are fine on their own, normalised as the address carries them. */
      address: Partial<SearchAddress>;
    };

type CardsQueryField = keyof typeof CardsQueryFieldsSchema.shape;

/**
 * Which problem of the address a refused query field is: the schema's issues and the engine's
 * refusals (both named as API.md spells the fields) are worded per field by the search page.
 */
export const PROBLEM_OF_FIELD: Record<CardsQueryField, "from" | "to" | "date" | "pax" | "back"> = {
  departure_airport: "from",
  arrival_airport: "to",
  departure_date_there: "date",
  pax_there: "pax",
  departure_date_back: "back",
  pax_back: "pax",
};

/** The contract's minute-or-second local time as the address writes it: to the minute. */
const toMinute = (value: string) => value.slice(0, 16);

/**
 * The parts as sent as the contract's search input (the back leg takes the pax). The address
 * carries minutes, so only a time's first 16 characters are read: seconds, or anything else after
 * the minute, are not the address's.
 */
function inputOfParts(parts: SearchAddressParts): CardsQueryInput {
  const back = parts.back ? toMinute(parts.back.trim()) : undefined;
  const pax = parts.pax ?? "";
  return {
    departure_airport: parts.from ?? "",
    arrival_airport: parts.to ?? "",
    departure_date_there: toMinute((parts.date ?? "").trim()),
    pax_there: pax,
    departure_date_back: back,
    pax_back: back === undefined ? undefined : pax,
  };
}

/** An address as the contract's search input (GET /api/cards); the back leg takes the pax. */
export function cardsQueryInputOf(address: SearchAddress): CardsQueryInput {
  return {
    departure_airport: address.from,
    arrival_airport: address.to,
    departure_date_there: `${address.date}:00`,
    pax_there: address.pax,
    departure_date_back: address.back ? `${address.back}:00` : undefined,
    pax_back: address.back ? address.pax : undefined,
  };
}

/** A search or a saved result set's query (API.md `ResultSet.query`) as the address carries it. */
export function searchAddressOf(query: {
  departure_airport: string;
  arrival_airport: string;
  departure_date_there: string;
  departure_date_back: string | null;
  pax_there: number;
}): SearchAddress {
  return {
    from: query.departure_airport,
    to: query.arrival_airport,
    date: toMinute(query.departure_date_there),
    pax: query.pax_there,
    back: query.departure_date_back ? toMinute(query.departure_date_back) : null,
  };
}

/** `/search/{from}/{to}/{date}/{pax}/` (before any language prefix) and the `back` parameter. */
export function searchAddressPath(address: SearchAddress): { path: string; back: string | null } {
  return {
    path: `/search/${address.from}/${address.to}/${address.date}/${address.pax}/`,
    back: address.back,
  };
}

/**
 * Reads an address's parts with the contract's schema. Answers the address and the contract's
 * query, or every problem found: each field the schema refuses, and the rules across fields
 * (different airports, a return not before the departure) checked on the fields that are fine,
 * so a bad date does not hide that both airports are the same. The departure window is the
 * charter engine's to judge.
 */
export function readSearchAddress(parts: SearchAddressParts): SearchAddressReading {
  const input = inputOfParts(parts);
  const result = CardsQuerySchema.safeParse(input);
  if (result.success) {
    return { ok: true, address: searchAddressOf(result.data), query: result.data };
  }

  const refused = new Set<CardsQueryField>();
  for (const issue of result.error.issues) {
    // Rule issues are checked below on the fields that parse, whatever the others do.
    if (issue.code === "custom" && issue.params?.rule) continue;
    const field = issue.path[0];
    if (typeof field === "string" && field in PROBLEM_OF_FIELD) refused.add(field as CardsQueryField);
  }
  const fields = CardsQueryFieldsSchema.shape;
  const valueOf = (field: CardsQueryField): unknown => {
    if (refused.has(field) || input[field] === undefined) return undefined;
    const parsed = fields[field].safeParse(input[field]);
    return parsed.success ? parsed.data : undefined;
  };
  const from = valueOf("departure_airport") as string | undefined;
  const to = valueOf("arrival_airport") as string | undefined;
  const date = valueOf("departure_date_there") as string | undefined;
  const pax = valueOf("pax_there") as number | undefined;
  const back = valueOf("departure_date_back") as string | undefined;
  const rules = new Set(
    cardsQueryRuleIssues({
      departure_airport: from,
      arrival_airport: to,
      departure_date_there: date,
      departure_date_back: back,
    })
      .filter(({ rule }) =>
        rule === "differentAirports" ? from !== undefined && to !== undefined : date !== undefined,
      )
      .map(({ rule }) => rule),
  );

  const problems: SearchAddressProblem[] = [];
  const problem = (key: SearchAddressProblem, found: boolean) => {
    if (found && !problems.includes(key)) problems.push(key);
  };
  problem("from", refused.has("departure_airport"));
  problem("to", refused.has("arrival_airport"));
  problem("sameAirports", rules.has("differentAirports"));
  problem("date", refused.has("departure_date_there"));
  problem("pax", refused.has("pax_there") || refused.has("pax_back"));
  problem("back", refused.has("departure_date_back"));
  problem("backBefore", rules.has("backNotBefore"));
  return {
    ok: false,
    problems,
    address: {
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
      ...(date !== undefined && { date: toMinute(date) }),
      ...(pax !== undefined && { pax }),
      ...(back !== undefined && { back: toMinute(back) }),
    },
  };
}
