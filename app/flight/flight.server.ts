import { isCharterClientError, type Card, type Images } from "~/charter";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import type { ResultsData } from "~/offers/results-data";
import { isExpiredResults, loadResults } from "~/offers/result-set.server";
import type { AppLoadContext } from "@remix-run/node";
import type { Language } from "~/utils/language";
import { aircraftPageOf } from "~/content/aircraft-page";
import { loadRegistrationMarkDocuments, type RegistrationMarkDocuments } from "~/content/registration-mark";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** Everything the flight view renders (spec §2 "Flight view"). */
export interface FlightData {
  language: Language;
  card: Card;
  /**
   * The result set the card was chosen among (spec §2: the flight is one card on the results
   * screen, the other offers stay listed); null when that set is gone, and the flight shows alone.
   */
  results: ResultsData | null;
  /** The card's airports by ICAO code, for the headings and the title even without `results`. */
  airports: Record<string, AirportSummary>;
  /** spec §3 "Aircraft images response"; empty when the aircraft has no pictures. */
  images: Images;
  /** spec §3 "Registration-mark lookup": the carrier's documents, null when the mark has none. */
  documents: RegistrationMarkDocuments | null;
  /** The aircraft's own page (issue 17, item 4); null when the fleet has no page for its mark. */
  aircraftPage: string | null;
  /**
   * API.md `rates_date` of the card's result set, read through `request_id` (issue 14, item 5);
   * null when the set is gone or predates dated rates.
   */
  ratesDate: string | null;
}

const NO_IMAGES: Images = { gallery: [], salon: null, seats: null };

/**
 * Reads one opened card with what surrounds it. An unknown card, or an id the charter API refuses
 * as malformed, is the not-found page with status 404: a flight address is shared, and an old or
 * mistyped one must say so rather than fail. The pictures and the carrier documents only enrich
 * the page: when either cannot be read the flight is still shown, without them, and the failure
 * is logged for the team.
 */
export async function loadFlight(
  services: Services,
  request: Request,
  cardId: string,
  language: Language,
): Promise<FlightData> {
  const card = await readCard(services, cardId);
  if (!card) return throwNotFoundPage(request, services.content);
  const logger = services.logger.child({ component: "flight", cardId: card.id });

  const [saved, images, documents, aircraftPage] = await Promise.all([
    loadResults(services, card.request_id, language),
    services.charterClient.images(card.aircraft).catch((error: unknown) => {
      logger.warn("aircraft images unavailable", { aircraft: card.aircraft, error: String(error) });
      return null;
    }),
    loadRegistrationMarkDocuments(services.content, card.aircraft, language).catch((error: unknown) => {
      // spec §3's documents are an addition to the flight: a CMS outage must not take the page down.
      logger.warn("registration-mark documents unavailable", {
        aircraft: card.aircraft,
        error: String(error),
      });
      return null;
    }),
    aircraftPageOf(services.content, card.aircraft, language).catch((error: unknown) => {
      logger.warn("aircraft page unavailable", { aircraft: card.aircraft, error: String(error) });
      return null;
    }),
  ]);

  // An ordered card outlives its set (issue 15): once the set has expired, the flight shows alone.
  const results = isExpiredResults(saved) ? null : saved;
  return {
    language,
    card,
    results,
    airports: cardAirports(services, card, results),
    images: images ?? NO_IMAGES,
    documents,
    aircraftPage,
    ratesDate: results?.ratesDate ?? null,
  };
}

async function readCard(services: Pick<Services, "charterClient">, cardId: string): Promise<Card | null> {
  try {
    return await services.charterClient.card(cardId);
  } catch (error) {
    // A malformed id (400 validation_error) names no card, exactly like an unknown one.
    if (isCharterClientError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

function cardAirports(
  services: Pick<Services, "charter">,
  card: Card,
  results: ResultsData | null,
): Record<string, AirportSummary> {
  const airports: Record<string, AirportSummary> = {};
  for (const route of card.routes) {
    // The legs' airports, and those the price breakdown names (positioning, fees: issue 14 item 8).
    const named = route.price_breakdown.flatMap((line) => [line.from, line.to, line.airport]);
    for (const icao of [route.departure_airport, route.arrival_airport, ...named]) {
      if (!icao || airports[icao]) continue;
      const known = results?.airports[icao] ?? services.charter.airport(icao);
      if (known) airports[icao] = toAirportSummary(known);
    }
  }
  return airports;
}
