import type { Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";

/**
 * An airport's name as a field or a suggestion shows it: without the "International Airport" or
 * "Airport" the English names end in (the field is an airport's anyway), so "Vnukovo", not
 * "Vnukovo International Airport".
 */
export function airportShortName(airport: AirportSummary, language: Language): string {
  const name = airportName(airport, language);
  return name.replace(/[\s,–-]+(international\s+)?airport$/i, "").trim() || name;
}

/** The name when it says more than the city: none for «Стамбул» in Стамбул (issue 28, item 10). */
export function airportNameBesideCity(airport: AirportSummary, language: Language): string | null {
  const name = airportShortName(airport, language);
  return name.toLowerCase() === airportCity(airport, language).toLowerCase() ? null : name;
}

/**
 * How a chosen airport reads in its field: "Внуково, Москва (VKO)", "Vnukovo, Moscow (VKO)",
 * "Istanbul (IST)". The code in brackets at the end is what lets a form sent without scripts still
 * name the airport exactly (resolve.server.ts reads it back), so the field's text and the airport
 * never disagree; the short name keeps that code in view in a phone's field (issue 28, item 10).
 */
export function airportFieldText(airport: AirportSummary, language: Language): string {
  const name = airportNameBesideCity(airport, language);
  const city = airportCity(airport, language);
  return `${name ? `${name}, ${city}` : city} (${airport.iata || airport.icao})`;
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
