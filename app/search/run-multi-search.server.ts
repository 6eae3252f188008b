import type { AppLoadContext } from "@remix-run/node";
import { earliestDeparture, isCharterClientError, lastDepartureDay } from "~/charter";
import {
  parseMultiSearch,
  requestPath,
  tripInputOf,
  type MultiSearchProblem,
  type SearchLeg,
} from "~/offers/address";
import { filtersToParams, parseFilters } from "~/offers/results";
import { formatLocalMinute } from "~/offers/results-data";
import type { Language } from "~/utils/language";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** A problem with one leg of a multi-leg address, worded by the page (`multiLeg.error.*`). */
export interface MultiSearchPageProblem {
  leg: number;
  key: MultiSearchProblem["key"] | "dateWindow" | "unknownAirport" | "other";
  values?: Record<string, string>;
}

/**
 * `search/multi/{FROM}-{TO}-{DATE}-{PAX}/…/` (issue 29, item 1; decision 045): runs the multi-leg
 * search and answers the saved result set's address with the view's filters, or the problems of
 * each leg. Bad input never costs a 500: the engine's refusals come back named by leg.
 */
export async function runMultiSearch(
  services: Pick<Services, "charterClient" | "charter">,
  segments: readonly string[],
  url: URL,
  language: Language,
): Promise<{ redirect: string } | { problems: MultiSearchPageProblem[] }> {
  const parsed = parseMultiSearch(segments);
  if (!parsed.ok) return { problems: parsed.problems };
  let resultSet;
  try {
    resultSet = await services.charterClient.searchTrip(tripInputOf(parsed.legs));
  } catch (error) {
    if (!isCharterClientError(error) || error.status !== 400) throw error;
    return { problems: engineProblems(services, error.fields, parsed.legs, language) };
  }
  const filterParams = filtersToParams(parseFilters(url.searchParams, language), language);
  return { redirect: requestPath(resultSet.id, language, filterParams) };
}

/** The engine names refused parts `leg[N].from` … (docs/api-multi-leg.md); the page words them per leg. */
function engineProblems(
  services: Pick<Services, "charter">,
  fields: Record<string, string>,
  legs: readonly SearchLeg[],
  language: Language,
): MultiSearchPageProblem[] {
  const problems: MultiSearchPageProblem[] = [];
  for (const [field, reason] of Object.entries(fields)) {
    const match = /^leg\[(\d+)\]\.(from|to|departure|pax)$/.exec(field);
    const leg = match ? legs[Number(match[1]) - 1] : undefined;
    if (!match || !leg) continue;
    const number = Number(match[1]);
    const part = match[2];
    if ((part === "from" || part === "to") && reason.includes("airport we serve")) {
      problems.push({
        leg: number,
        key: "unknownAirport",
        values: { code: part === "from" ? leg.from : leg.to },
      });
    } else if (part === "departure") {
      // The engine judges the departure window (spec §9); the page names its bounds.
      const earliest = earliestDeparture(new Date(), services.charter.airport(leg.from)?.tz);
      problems.push({
        leg: number,
        key: "dateWindow",
        values: {
          earliest: formatLocalMinute(earliest, language, { year: true }),
          last: formatLocalMinute(lastDepartureDay(earliest), language, { time: false, year: true }),
        },
      });
    } else {
      problems.push({ leg: number, key: part === "pax" ? "pax" : part === "from" ? "from" : "to" });
    }
  }
  return problems.length > 0 ? problems : [{ leg: 1, key: "other" }];
}
