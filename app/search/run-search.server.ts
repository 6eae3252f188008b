import {
  cardsQueryInputOf,
  isCharterClientError,
  earliestDeparture,
  lastDepartureDay,
  PROBLEM_OF_FIELD,
} from "~/charter";
import type { Language } from "~/utils/language";
import type { AppLoadContext } from "@remix-run/node";
import {
  flightPath,
  parseSearchQuery,
  requestPath,
  type SearchQuery,
  type SearchQueryProblem,
} from "~/offers/address";
import { reselectCard, SELECT_PARAM } from "./reselect";
import { filtersToParams, parseFilters } from "~/offers/results";
import { formatLocalMinute } from "~/offers/results-data";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** A problem with a search address, worded by the page; `values` fill the copy's placeholders. */
export interface SearchProblem {
  key: SearchQueryProblem | "dateWindow" | "unknownAirport" | "other";
  values?: Record<string, string>;
}

/**
 * `search/{from}/{to}/{date}/{pax}/?back=` (spec §2, "Address behaviour"): runs the search and
 * answers where the visitor goes next: the saved result set's address with the view's filters, or,
 * with `?select=<tail>` (a new search made from an opened card), the card of the same aircraft when
 * the new results still have one. A bad address, or a search the engine refuses, answers the
 * problems instead: bad input never costs a 500.
 */
export async function runSearch(
  services: Pick<Services, "charterClient" | "charter">,
  params: { from?: string; to?: string; date?: string; pax?: string },
  url: URL,
  language: Language,
): Promise<{ redirect: string } | { problems: SearchProblem[] }> {
  const parsed = parseSearchQuery(params, url.searchParams.get("back"));
  if (!parsed.ok) return { problems: parsed.problems.map((key) => ({ key })) };
  const { query } = parsed;

  let resultSet;
  try {
    resultSet = await services.charterClient.searchCards(cardsQueryInputOf(query));
  } catch (error) {
    if (!isCharterClientError(error) || error.status !== 400) throw error;
    return {
      problems: engineProblems(error.fields, query, services.charter.airport(query.from)?.tz, language),
    };
  }

  const filterParams = filtersToParams(parseFilters(url.searchParams, language), language);
  const selected = reselectCard(resultSet.cards, url.searchParams.get(SELECT_PARAM));
  return {
    redirect: selected
      ? flightPath(selected.id, language, filterParams)
      : requestPath(resultSet.id, language, filterParams),
  };
}

function engineProblems(
  fields: Record<string, string>,
  query: SearchQuery,
  zone: string | undefined,
  language: Language,
): SearchProblem[] {
  const problems: SearchProblem[] = [];
  for (const field of Object.keys(fields)) {
    // The engine names its refused fields as API.md spells them; the page words them per field.
    const key: SearchQueryProblem | undefined = Object.hasOwn(PROBLEM_OF_FIELD, field)
      ? PROBLEM_OF_FIELD[field as keyof typeof PROBLEM_OF_FIELD]
      : undefined;
    if (!key) continue;
    if ((key === "from" || key === "to") && fields[field]?.includes("airport we serve")) {
      problems.push({ key: "unknownAirport", values: { code: key === "from" ? query.from : query.to } });
    } else if (key === "date") {
      // The engine judges the departure window (spec §9); the page names its bounds.
      const earliest = earliestDeparture(new Date(), zone);
      problems.push({
        key: "dateWindow",
        values: {
          earliest: formatLocalMinute(earliest, language, { year: true }),
          last: formatLocalMinute(lastDepartureDay(earliest), language, { time: false, year: true }),
        },
      });
    } else if (!problems.some((problem) => problem.key === key)) {
      problems.push({ key });
    }
  }
  return problems.length > 0 ? problems : [{ key: "other" }];
}
