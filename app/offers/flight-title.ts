import type { TFunction } from "i18next";
import type { Card } from "~/charter";
import type { Language } from "~/utils/language";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { formatMoney, totalIn, type Currency } from "~/offers/results";
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

/** The flight's description for link previews: route, date, seats and the price for the aircraft. */
export function flightDescription(
  card: Card,
  airports: Record<string, AirportSummary>,
  language: Language,
  currency: Currency,
  t: TFunction,
): string {
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  return t("flight.meta.description", {
    type: card.aircraft_type,
    from: city(card.departure_airport),
    to: city(card.arrival_airport),
    date: formatDayMonth(card.departure_date_local, language),
    seats: card.max_pax,
    price: formatMoney(totalIn(card, currency), currency, language),
  });
}
