import { type AircraftClass } from "./aircraft-types";

/**
 * Airport and stay charges for the price engine (spec §9, cost factors: "airport conditions",
 * "parking days before return", "empty-leg availability").
 *
 * These are estimates, not tariffs: real charges depend on the FBO, the hour, the season, the
 * aircraft's weight and the route flown. They sit inside public ranges (docs/fleet-sources.md,
 * "Airport charges"):
 * - Universal Weather, quoted by Pro Pilot (2008): USD 3,000-5,000 per stop in Moscow, plus parking.
 * - Obsidian Helm, indicative fees for a mid-size jet: major hub USD 2,000-5,000+, secondary or
 *   business airport USD 1,000-2,500, regional field USD 700-2,000 per landing, handling included.
 * - Vnukovo's published charges (CAPA 2010, Blue Swan Daily 2019): landing RUB 210 and security
 *   RUB 200 per tonne of MTOW, so the landing itself is small next to handling.
 * A per-leg figure also covers en-route navigation charges for a typical 1-3 hour leg, which are
 * billed per distance and weight but stay small against handling on such legs.
 */

export type AirportCategory = "major-hub" | "business-aviation-terminal" | "regional";

/** Per departure, for a mid-size jet (Hawker 800XP class, about 13 t MTOW), in EUR. */
export const DEPARTURE_FEE_EUR_BY_CATEGORY: Readonly<Record<AirportCategory, number>> = {
  "major-hub": 2800,
  "business-aviation-terminal": 2200,
  regional: 1200,
};

interface AirportFee {
  category: AirportCategory;
  /** Per departure for a mid-size jet, in EUR. */
  midSizeJetEur: number;
}

/**
 * Airports the product sells most (spec §2, landing pages: Moscow to Minsk, Baku, Astana, Istanbul,
 * Sochi, Saint Petersburg, Kazan, Tyumen) and the fleet's home bases.
 */
export const AIRPORT_FEES: Readonly<Record<string, AirportFee>> = {
  // Vnukovo-3, Moscow's main business-aviation terminal; the dearest of the three Moscow airports
  // (SkyRevery, 2013: Vnukovo's tariffs about 10% above Sheremetyevo's and Domodedovo's).
  UUWW: { category: "business-aviation-terminal", midSizeJetEur: 3200 },
  UUEE: { category: "major-hub", midSizeJetEur: 2900 },
  UUDD: { category: "major-hub", midSizeJetEur: 2600 },
  // Pulkovo-3 business-aviation terminal.
  ULLI: { category: "business-aviation-terminal", midSizeJetEur: 2000 },
  // Seasonal resort demand at Sochi raises handling prices.
  URSS: { category: "business-aviation-terminal", midSizeJetEur: 2200 },
  UWKD: { category: "regional", midSizeJetEur: 1300 },
  USTR: { category: "regional", midSizeJetEur: 1000 },
  // FBO Minsk, the business-aviation centre of Minsk National Airport.
  UMMS: { category: "business-aviation-terminal", midSizeJetEur: 1500 },
  UACC: { category: "business-aviation-terminal", midSizeJetEur: 1700 },
  UBBB: { category: "business-aviation-terminal", midSizeJetEur: 2600 },
  // Istanbul Airport is an airline hub: business aircraft need slots and pay hub handling prices.
  LTFM: { category: "major-hub", midSizeJetEur: 3000 },
  // Atatürk kept business aviation after airline traffic moved to Istanbul Airport in 2019.
  LTBA: { category: "business-aviation-terminal", midSizeJetEur: 2000 },
  OMDB: { category: "major-hub", midSizeJetEur: 3400 },
  // Al Maktoum (Dubai World Central), where most Dubai business aviation is handled.
  OMDW: { category: "business-aviation-terminal", midSizeJetEur: 2300 },
};

/**
 * Scales the mid-size figure by class. Landing, security and navigation charges follow MTOW
 * (PC-12 4.7 t, Phenom 300E 8.4 t, Hawker 800XP 12.7 t, Challenger 300 17.6 t, Legacy 600 22.5 t,
 * G450 33.5 t, ACJ319 about 75 t) while handling is mostly per turnaround, so the factor grows more
 * slowly than weight.
 */
export const DEPARTURE_FEE_FACTOR_BY_CLASS: Readonly<Record<AircraftClass, number>> = {
  Turboprop: 0.45,
  "Light jet": 0.7,
  "Mid-size jet": 1,
  "Super mid-size jet": 1.25,
  "Large jet": 1.45,
  "Long range jet": 1.8,
  Bizliners: 2.8,
};

/**
 * Airport charges for one departure, in whole EUR. An airport without its own figure is priced by
 * its category, regional unless the caller knows better.
 */
export function departureFeeEur(
  icao: string,
  aircraftClass: AircraftClass,
  fallbackCategory: AirportCategory = "regional",
): number {
  const midSizeJetEur =
    AIRPORT_FEES[icao.toUpperCase()]?.midSizeJetEur ?? DEPARTURE_FEE_EUR_BY_CATEGORY[fallbackCategory];
  return Math.round(midSizeJetEur * DEPARTURE_FEE_FACTOR_BY_CLASS[aircraftClass]);
}

/**
 * Per day the aircraft waits away from base (spec §9: "parking days before return"): crew hotel
 * rooms and allowances plus parking, in EUR. Two pilots up to mid-size; a cabin attendant from
 * super mid-size; a larger crew and a wider stand for a bizliner. Estimates for ordinary weeks: in
 * Moscow conference weeks crew rooms reach USD 1,240 a night (Pro Pilot, 2008).
 */
export const OVERNIGHT_EUR_PER_DAY_BY_CLASS: Readonly<Record<AircraftClass, number>> = {
  Turboprop: 400,
  "Light jet": 550,
  "Mid-size jet": 700,
  "Super mid-size jet": 850,
  "Large jet": 1050,
  "Long range jet": 1300,
  Bizliners: 2200,
};

/**
 * An empty leg (a repositioning flight sold to a customer, spec §1) is priced at a share of the
 * same leg's flight hours that falls as departure nears (issue 14, item 7; the curve is in
 * engine/empty-legs.ts): three quarters of it a month or more out, a quarter in the last two days.
 * Operators advertise empty legs at up to 75% off (aircharter.com, glossary "Empty legs") and
 * drop the price mostly when the leg is still unsold a day or so before it flies (West Palm Jet
 * Charter, "Issues purchasing empty legs": "12-24 hours prior"). Airport charges are passed on.
 */
export const EMPTY_LEG_PRICE_FACTOR = { monthOut: 0.75, lastDays: 0.25 } as const;
