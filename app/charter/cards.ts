import { toLocalIso, toUtcIso } from "./engine/local-time";
import type { PricedOffer } from "./saved.server";
import {
  AircraftClassSchema,
  type AircraftClass,
  type AircraftPhoto,
  type Card,
  type CardOperator,
  type Route,
} from "./contract/schemas";
import type { ExchangeRates, Money } from "./engine/money";
import type { OfferLeg } from "./engine/offers";
import type { OperatorFacts } from "./engine/operator-documents";
import { pricedLines } from "./engine/pricing";
import { vatLine } from "./engine/taxes";
import { billedAtCost } from "./engine/at-cost";

/**
 * Turns engine offers into the cards and routes of API.md, with every price converted once with
 * the rates in force (API.md, "Conventions"). The result is a snapshot: it is stored as is and
 * served again by /api/requests/{id} and /api/cards/{id}.
 */
export type PictureUrls = Card["aircraft_picture_urls"];
/** The pictures of a card, and the aircraft's own photos when it has any (issue 27, item 5). */
export type CardPictures = PictureUrls & { photos?: readonly AircraftPhoto[] };

/** Where the local times of a leg come from: the market, or the airport list. */
export interface TimeZones {
  airport(icao: string): { tz: string; country?: string } | undefined;
}

const API_CLASSES: readonly string[] = AircraftClassSchema.options;

/** API.md's class of an aircraft, `Jet` when the type's class is not one the contract names. */
function apiClass(value: string): AircraftClass {
  return API_CLASSES.includes(value) ? (value as AircraftClass) : "Jet";
}

function routeView(
  zones: TimeZones,
  aircraft: PricedOffer["aircraft"],
  leg: OfferLeg,
  number: string,
  rates: ExchangeRates,
  pictures: PictureUrls,
): Route {
  const tz = (icao: string) => zones.airport(icao)?.tz ?? "UTC";
  // The VAT the leg's price includes (issue 26, item 7): 0% when it leaves or lands abroad.
  const country = (icao: string) => zones.airport(icao)?.country;
  const international = country(leg.from) !== country(leg.to);
  const legEur = leg.price.reduce((sum, line) => sum + line.eur, 0);
  const { lines, total } = pricedLines([...leg.price, vatLine(legEur, international)], rates, tz);
  return {
    number,
    aircraft: aircraft.tailNumber,
    aircraft_type: aircraft.typeName,
    aircraft_class: apiClass(aircraft.aircraftClass),
    aircraft_year_of_creation: aircraft.yearOfCreation,
    max_pax: aircraft.maxPassengers,
    pax: leg.pax,
    departure_date: toUtcIso(leg.departsAt),
    departure_date_local: toLocalIso(leg.departsAt, tz(leg.from)),
    arrival_date: toUtcIso(leg.arrivesAt),
    arrival_date_local: toLocalIso(leg.arrivesAt, tz(leg.to)),
    departure_airport: leg.from,
    arrival_airport: leg.to,
    flight_time_minutes: leg.minutes,
    ...(leg.stops?.length
      ? {
          stops: leg.stops.map((stop) => ({
            airport: stop.airport,
            arrival: toUtcIso(stop.arrivesAt),
            departure: toUtcIso(stop.departsAt),
            arrival_local: toLocalIso(stop.arrivesAt, tz(stop.airport)),
            departure_local: toLocalIso(stop.departsAt, tz(stop.airport)),
          })),
        }
      : {}),
    distance_km: leg.distanceKm,
    co2_kg: leg.co2Kg,
    price: total,
    price_breakdown: lines,
    // Billed at cost, outside the price (issue 26, item 7): catering, and de-icing in a cold month.
    at_cost: billedAtCost({ icao: leg.from, tz: tz(leg.from) }, leg.departsAt),
    aircraft_picture_urls: pictures,
    characteristics: aircraft.characteristics,
  };
}

/** The contract's `operator` of a card (issue 27, item 2): who operates it, under which documents. */
export function cardOperator(facts: OperatorFacts): CardOperator {
  return {
    id: facts.id,
    name: facts.name.en,
    name_ru: facts.name.ru,
    country: facts.country,
    aoc: facts.aoc
      ? {
          number: facts.aoc.number,
          authority: facts.aoc.authority,
          valid_until: facts.aoc.validUntil,
          placeholder: facts.aoc.placeholder,
        }
      : null,
    insurance: facts.insurance
      ? {
          insurer: facts.insurance.insurer,
          cover: { amount: facts.insurance.coverAmount, currency: facts.insurance.coverCurrency },
          valid_until: facts.insurance.validUntil,
          placeholder: facts.insurance.placeholder,
        }
      : null,
    audits: facts.audits.map((audit) => ({
      program: audit.program,
      rating: audit.rating,
      audited_on: audit.auditedOn,
      valid_until: audit.validUntil,
      placeholder: audit.placeholder,
    })),
  };
}

export function toCard(
  zones: TimeZones,
  offer: PricedOffer,
  options: {
    id: string;
    requestId: string;
    rates: ExchangeRates;
    createdAt: Date;
    isEmptyLeg: boolean;
    pictures: CardPictures;
  },
): Card {
  const { aircraft } = offer;
  const { photos = [], ...pictures } = options.pictures;
  const routes = offer.legs.map((leg, index) =>
    // The offer number a customer quotes on the phone: the card id and the leg.
    routeView(zones, aircraft, leg, `${options.id.toUpperCase()}-${index + 1}`, options.rates, pictures),
  );
  const first = routes[0]!;
  return {
    id: options.id,
    request_id: options.requestId,
    aircraft: aircraft.tailNumber,
    aircraft_type: aircraft.typeName,
    aircraft_class: first.aircraft_class,
    aircraft_year_of_creation: aircraft.yearOfCreation,
    ...(aircraft.yearOfRenewal ? { aircraft_year_of_renewal: aircraft.yearOfRenewal } : {}),
    max_pax: aircraft.maxPassengers,
    aircraft_picture_url: pictures.avatar,
    aircraft_picture_urls: pictures,
    ...(photos.length > 0 ? { aircraft_photos: [...photos] } : {}),
    departure_airport: first.departure_airport,
    arrival_airport: first.arrival_airport,
    departure_date: first.departure_date,
    arrival_date: first.arrival_date,
    departure_date_local: first.departure_date_local,
    arrival_date_local: first.arrival_date_local,
    datetime: toUtcIso(options.createdAt),
    is_empty_leg: options.isEmptyLeg,
    // API.md: the whole trip's CO2, the positioning flights the price charges for included.
    co2_kg: offer.co2Kg,
    routes,
    ...(aircraft.operator ? { operator: cardOperator(aircraft.operator) } : {}),
  };
}

/** A card's total: the sum of its legs (spec §4: price sorts use the sum of both legs). */
export function cardTotal(card: Card): Money {
  return card.routes.reduce(
    (sum, route) => ({
      rub: sum.rub + route.price.rub,
      usd: sum.usd + route.price.usd,
      eur: sum.eur + route.price.eur,
    }),
    { rub: 0, usd: 0, eur: 0 },
  );
}
