import { describe, expect, it } from "vitest";
import {
  CALIBRATION_BAND,
  JET_CARD_Q4_2024_USD_PER_HOUR,
  LANDING_FROM_PRICES,
  USD_PER_EUR,
} from "../fleet/market-rates";
import type { AircraftClass } from "../fleet";
import { seededFleetMarket } from "./fleet-market";
import { cheapestOneWay } from "./from-price";

/**
 * The price calibration (issue 14, item 6; docs/pricing-calibration.md): the engine over the seeded
 * fleet, every aircraft at its base, the rules in force, four passengers, the cheapest one-way from
 * Vnukovo to each destination of the landing table (spec §2).
 *
 * Three destinations stay below the band, for reasons the document gives: the cheapest aircraft
 * that can fly them (a light jet for 4 passengers) costs less than
 * the table's figures, which look like larger aircraft and resort demand. They are held to a
 * floor, so that a change which makes them cheaper still fails.
 */
const BELOW_THE_BAND: Readonly<Record<string, number>> = { UBBB: -0.35, LTFM: -0.5, URSS: -0.5 };

const market = seededFleetMarket(new Date("2026-11-25T00:00:00Z"));
const day = "2027-01-24";

describe("calibration against the landing from-prices (spec §2, issue 14 item 6)", () => {
  it.each(LANDING_FROM_PRICES.map((target) => [target.name, target] as const))(
    "prices the cheapest one-way to %s near its from-price",
    (_name, { icao, fromPriceEur }) => {
      const offer = cheapestOneWay(market, "UUWW", icao, { firstDayLocal: day, days: 1, pax: 4 });
      expect(offer).not.toBeNull();
      const difference = (offer!.totalEur - fromPriceEur) / fromPriceEur;
      const floor = BELOW_THE_BAND[icao];
      if (floor === undefined) {
        expect(Math.abs(difference)).toBeLessThanOrEqual(CALIBRATION_BAND);
      } else {
        expect(difference).toBeLessThan(0);
        expect(difference).toBeGreaterThan(floor);
      }
    },
  );

  it("costs at least the class's jet-card figure per occupied hour, as on-demand charter does", () => {
    for (const { icao } of LANDING_FROM_PRICES) {
      const offer = cheapestOneWay(market, "UUWW", icao, { firstDayLocal: day, days: 1, pax: 4 })!;
      const jetCard = JET_CARD_Q4_2024_USD_PER_HOUR[offer.aircraft.aircraftClass as AircraftClass];
      if (jetCard === undefined) continue;
      const occupiedHours = offer.legs.reduce((sum, leg) => sum + leg.minutes, 0) / 60;
      const usdPerOccupiedHour = (offer.totalEur / occupiedHours) * USD_PER_EUR.rate;
      expect(usdPerOccupiedHour, icao).toBeGreaterThanOrEqual(jetCard);
    }
  });
});
