import type { Airport } from "~/charter";
import type { Language } from "~/utils/language";

/**
 * The few airport fields the search screens show (names and codes), so a loader sends these rather
 * than whole airport records with coordinates and time zones. Client-safe.
 */
export type AirportSummary = Pick<Airport, "icao" | "iata" | "name" | "name_rus" | "city" | "city_rus">;

export function toAirportSummary(airport: AirportSummary): AirportSummary {
  return {
    icao: airport.icao,
    iata: airport.iata,
    name: airport.name,
    name_rus: airport.name_rus,
    city: airport.city,
    city_rus: airport.city_rus,
  };
}

/** The airport's name in the page's language; Russian falls back to English where none is written. */
export function airportName(airport: AirportSummary, language: Language): string {
  return language === "ru" ? airport.name_rus || airport.name : airport.name;
}

/** The airport's city in the page's language, with the same fallback. */
export function airportCity(airport: AirportSummary, language: Language): string {
  return language === "ru" ? airport.city_rus || airport.city : airport.city;
}
