import type { Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";

/**
 * How a chosen airport reads in its field: "Внуково, Москва (VKO)". The code in brackets at the end
 * is what lets a form sent without scripts still name the airport exactly (resolve.server.ts reads
 * it back), so the field's text and the airport never disagree.
 */
export function airportFieldText(airport: AirportSummary, language: Language): string {
  const name = airportName(airport, language);
  const city = airportCity(airport, language);
  const place = name.toLowerCase() === city.toLowerCase() ? name : `${name}, ${city}`;
  return `${place} (${airport.iata || airport.icao})`;
}

/** The code a field's text ends with in brackets, as airportFieldText writes it; null otherwise. */
export function codeInFieldText(text: string): string | null {
  const match = /\(([A-Za-z]{3,4})\)\s*$/.exec(text);
  return match ? match[1]!.toUpperCase() : null;
}

/** The codes an option shows: "VKO · UUWW", or the ICAO alone for the few airports without IATA. */
export function airportCodes(airport: AirportSummary): string {
  return airport.iata ? `${airport.iata} · ${airport.icao}` : airport.icao;
}
