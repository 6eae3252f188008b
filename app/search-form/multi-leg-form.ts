import { MAX_LEGS } from "~/charter";
import { multiSearchPath, parseMultiSearch, type MultiSearchProblem, type SearchLeg } from "~/offers/address";
import { localizePath, type Language } from "~/utils/language";

/*
 * The search form's «Сложный маршрут» / "Multi-city" mode (issue 29, item 1), without JavaScript:
 * a GET form to `/search/multi/` whose fields are `from1`, `to1`, `date1`, `pax1`, … per leg. Its
 * «Добавить перелёт» button submits the same form with `add=1`, and the server answers it with one
 * more leg, whose from is the previous leg's to; «Найти» goes to the multi-leg address when every
 * leg reads, or back to the form with each leg's problems.
 */

/** A leg as the visitor typed it. */
export interface DraftLeg {
  from: string;
  to: string;
  date: string;
  pax: string;
}

export type MultiLegFormOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "form"; legs: DraftLeg[]; problems: MultiSearchProblem[]; canAdd: boolean };

/** The legs the query string carries, in order, up to MAX_LEGS; at least one. */
export function draftLegs(params: URLSearchParams): DraftLeg[] {
  const legs: DraftLeg[] = [];
  for (let n = 1; n <= MAX_LEGS; n += 1) {
    const leg = {
      from: params.get(`from${n}`)?.trim() ?? "",
      to: params.get(`to${n}`)?.trim() ?? "",
      date: params.get(`date${n}`)?.trim() ?? "",
      pax: params.get(`pax${n}`)?.trim() ?? "",
    };
    if (n > 1 && !params.has(`from${n}`) && !params.has(`to${n}`)) break;
    legs.push(leg);
  }
  return legs;
}

/** A new leg: from the previous leg's arrival, with its passengers (issue 29: "defaults to the previous leg's to"). */
export function nextLeg(previous: DraftLeg | undefined): DraftLeg {
  return { from: previous?.to ?? "", to: "", date: "", pax: previous?.pax || "1" };
}

/**
 * What `/search/multi/` answers a GET of the form: an empty form (one leg, two once a from is
 * known), the form with one more leg (`add`), or the multi-leg address. `airportCode` turns what
 * the visitor typed into an ICAO code (a code as is, a city or airport name by the airport list).
 */
export function resolveMultiLegForm(
  params: URLSearchParams,
  language: Language,
  airportCode: (text: string) => string | null,
): MultiLegFormOutcome {
  const legs = draftLegs(params);
  const asked = params.has("from1");
  // `edit`: the form filled with a search's legs, to change them (the results' «Изменить маршрут»).
  if (params.get("add") !== null || params.get("edit") !== null || !asked) {
    if (asked && params.get("add") !== null && legs.length < MAX_LEGS) legs.push(nextLeg(legs.at(-1)));
    return { kind: "form", legs, problems: [], canAdd: legs.length < MAX_LEGS };
  }
  const segments = legs.map((leg) =>
    [airportCode(leg.from) ?? leg.from, airportCode(leg.to) ?? leg.to, leg.date, leg.pax].join("-"),
  );
  const parsed = parseMultiSearch(segments);
  if (parsed.ok) return { kind: "redirect", location: multiSearchPath(parsed.legs as SearchLeg[], language) };
  return { kind: "form", legs, problems: parsed.problems, canAdd: legs.length < MAX_LEGS };
}

/**
 * The multi-city form filled with a search's legs (issue 29, item 1): where a multi-leg results
 * page, or its expired set, sends a visitor who wants to change the route.
 */
export function multiLegFormPath(legs: readonly SearchLeg[], language: Language): string {
  const params = new URLSearchParams();
  legs.forEach((leg, index) => {
    const n = index + 1;
    params.set(`from${n}`, leg.from);
    params.set(`to${n}`, leg.to);
    params.set(`date${n}`, leg.date.slice(0, 16));
    params.set(`pax${n}`, String(leg.pax));
  });
  params.set("edit", "1");
  return `${localizePath("/search/multi/", language)}?${params.toString()}`;
}
