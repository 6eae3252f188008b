import type { TFunction } from "i18next";
import { isCharterClientError } from "~/charter/client/charter-client";
import { PhoneSchema } from "~/charter/contract/schemas";
import type { Services } from "~/services.server";
import { earliestDeparture } from "~/charter/departure-window";
import { languageFromPath, type Language } from "~/i18n/config";
import { remixI18n } from "~/i18n/i18n.server";
import { queryOfResultSet } from "./address";
import { toAirportSummary, type AirportSummary } from "./airport-summary";
import { airportCity } from "./airport-summary";
import { formatLocalMinute, type ResultsData } from "./results-data";

/**
 * Reads a saved result set for the results screen (spec §2, `search/{requestId}`): the cards, the
 * search it answered, and the airports the screen names (the query's and every leg's), so the page
 * renders complete on the server with no further call. Null when the id is unknown.
 */
export async function loadResults(
  services: Pick<Services, "charterClient" | "charter">,
  requestId: string,
  language: Language,
  now: Date = new Date(),
): Promise<ResultsData | null> {
  let resultSet;
  try {
    resultSet = await services.charterClient.request(requestId);
  } catch (error) {
    // An operator's charter API may refuse a malformed id instead of answering "unknown".
    if (isCharterClientError(error) && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
  if (!resultSet) return null;
  // Empty-leg result sets echo the listing's filters (date_from, date_to) instead of a search.
  const query = "date_from" in resultSet.query ? null : queryOfResultSet(resultSet.query);
  const codes = new Set<string>();
  if (query) codes.add(query.from).add(query.to);
  for (const card of resultSet.cards) {
    codes.add(card.departure_airport).add(card.arrival_airport);
    for (const route of card.routes) codes.add(route.departure_airport).add(route.arrival_airport);
  }
  const airports: Record<string, AirportSummary> = {};
  for (const code of codes) {
    const airport = services.charter.airport(code);
    if (airport) airports[code] = toAirportSummary(airport);
  }
  const departureZone = query ? services.charter.airport(query.from)?.tz : undefined;
  return {
    requestId: resultSet.id,
    mode: query ? "search" : "emptyLeg",
    language,
    query,
    airports,
    earliest: earliestDeparture(now, departureZone),
    cards: resultSet.cards,
  };
}

/** The tab title: "Москва → Стамбул, 24 ноября · 3 пассажира" / "Moscow → Istanbul, 24 November · 3 passengers". */
/** The result set's description for link previews: the route, the date and how many offers. */
export function resultsDescription(data: ResultsData, t: TFunction): string {
  const { query, airports, language } = data;
  if (!query) return t("search.meta.emptyLegsDescription");
  const city = (code: string) => {
    const airport = airports[code];
    return airport ? airportCity(airport, language) : code;
  };
  return t("search.meta.description", {
    from: city(query.from),
    to: city(query.to),
    date: formatLocalMinute(query.date, language, { time: false }),
    count: data.cards.length,
  });
}

export function resultsTitle(data: ResultsData, t: TFunction): string {
  const { query, airports, language } = data;
  if (!query) return t("search.meta.emptyLegsTitle");
  const city = (code: string) => {
    const airport = airports[code];
    return airport ? airportCity(airport, language) : code;
  };
  return t("search.meta.title", {
    from: city(query.from),
    to: city(query.to),
    date: formatLocalMinute(query.date, language, { time: false }),
    count: query.pax,
  });
}

/**
 * The not-found block's phone request (spec §2, `intent=search-request`). The phone is checked by
 * the spec §5 rule; a valid one is not accepted yet, and the visitor is told so with the number to
 * call, never that a request was sent.
 */
export async function searchRequestAction(
  request: Request,
  services: Pick<Services, "content">,
): Promise<{ status: number; body: { ok: false; message: string } }> {
  const language = languageFromPath(new URL(request.url).pathname);
  const t = await remixI18n.getFixedT(request);
  const form = await request.formData();
  if (form.get("intent") !== "search-request") {
    return { status: 400, body: { ok: false, message: t("search.error.other") } };
  }
  const phone = PhoneSchema.safeParse(String(form.get("phone") ?? ""));
  if (!phone.success) return { status: 400, body: { ok: false, message: t("search.request.badPhone") } };
  // Issue 6 (ordering) replaces this refusal with the real sending of the request.
  const settings = await services.content.getSiteSettings(language).catch(() => null);
  const message = settings
    ? t("search.request.unavailable", { phone: settings.phone })
    : t("search.request.unavailableNoPhone");
  return { status: 503, body: { ok: false, message } };
}
