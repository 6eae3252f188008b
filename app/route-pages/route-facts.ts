import {
  type AirportRecord as Airport,
  flownPathKm,
  greatCircleKm,
  AIRCRAFT_CLASSES,
  AIRCRAFT_TYPES,
  type AircraftClass,
} from "~/charter/index.server";
import { estimateFromDistance, withinRange } from "~/charter";

/**
 * The facts a route page states about its route (issue 17, item 3): the great-circle distance and a
 * typical flight time per aircraft class. Both come from the engine's own model, so the page never
 * promises a time the search would not show: the block time is engine/flight.ts's (the path flown
 * round closed airspace, the routing factor, the taxi and climb allowance) at the cruising speed of
 * the class's own types (fleet/aircraft-types.ts). No speed is made up per class.
 */

/** One class's typical block time on the route, in minutes. */
export interface ClassFlightTime {
  aircraftClass: AircraftClass;
  minutes: number;
}

export interface RouteFacts {
  /** The great circle between the two airports, whole kilometres (what "distance" means in search). */
  distanceKm: number;
  /**
   * The classes that fly the route non-stop, in the engine's order of size (AIRCRAFT_CLASSES), each
   * with its typical time. A class none of whose types has the range is left out: the engine would
   * not offer it either (engine/flight.ts `withinRange`).
   */
  classes: ClassFlightTime[];
}

type RouteEnd = Pick<Airport, "icao" | "country" | "lat" | "lon">;

/**
 * The typical time of a class is that of its middle type by cruising speed among the types that
 * reach (the slower of the two middle ones for an even count): a real aircraft's figure, not an
 * average no aircraft flies at.
 */
export function routeFacts(from: RouteEnd, to: RouteEnd): RouteFacts {
  const flownKm = flownPathKm(from, to);
  const classes: ClassFlightTime[] = [];
  for (const aircraftClass of AIRCRAFT_CLASSES) {
    const reaching = AIRCRAFT_TYPES.filter(
      (type) => type.aircraftClass === aircraftClass && withinRange(flownKm, type.rangeKm),
    ).sort((a, b) => a.cruiseSpeedKmh - b.cruiseSpeedKmh);
    const typical = reaching[Math.floor((reaching.length - 1) / 2)];
    if (!typical) continue;
    classes.push({ aircraftClass, minutes: estimateFromDistance(flownKm, typical).minutes });
  }
  return { distanceKm: Math.round(greatCircleKm(from, to)), classes };
}
