import type { TFunction } from "i18next";
import type { Card } from "~/charter/contract/schemas";
import type { Language } from "~/i18n/config";
import { airportCity, type AirportSummary } from "~/search/airport-summary";
import { formatDayMonth } from "./flight-facts";

/**
 * The flight's tab title and share text: "Bombardier Challenger 850 · Москва → Стамбул, 24 ноября"
 * / "Bombardier Challenger 850 · Moscow → Istanbul, November 24" (the outbound leg, airport-local).
 */
export function flightTitle(
  card: Card,
  airports: Record<string, AirportSummary>,
  language: Language,
  t: TFunction,
): string {
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  return t("flight.meta.title", {
    type: card.aircraft_type,
    from: city(card.departure_airport),
    to: city(card.arrival_airport),
    date: formatDayMonth(card.departure_date_local, language),
  });
}
