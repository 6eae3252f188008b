import { localDayNumber, localMinuteOfDay } from "./local-time";

/**
 * Dispatch rules the planner applies to every flight of a plan (issue 26; docs/dispatch-rules.md
 * lists each with its default, its source and where an operator changes it). Pure data and
 * arithmetic over instants: the planner (planner.ts) decides what a refusal costs.
 */

const MINUTE = 60_000;

/**
 * Notice an operator needs between a request and the plan's first flight, in minutes (issue 26,
 * item 3): crew call-out, the flight plan, slots and handling, and for an international flight
 * overflight permits and border formalities. Brokers quote about 2 h domestic and 3 h international
 * as the fastest an operator answers; these defaults keep an hour on top of that.
 */
export interface NoticeMinutes {
  domestic: number;
  international: number;
}

export const DEFAULT_NOTICE_MINUTES: NoticeMinutes = { domestic: 180, international: 240 };

/** The notice a trip needs: international when its first passenger leg crosses a border. */
export function noticeFor(notice: NoticeMinutes, international: boolean): number {
  return international ? notice.international : notice.domestic;
}

/**
 * An airport's hours for takeoffs and landings (issue 26, item 2), on the wall clock of `timeZone`
 * (Rosaviatsia states the southern airports' hours in Moscow time). An airport not listed is open
 * 24 hours.
 */
export interface OperatingHours {
  /** Minutes after midnight when the first movement may take place. */
  openMinute: number;
  /** Minutes after midnight when the last may; later the same day than `openMinute`. */
  closeMinute: number;
  timeZone: string;
  /** Movements (takeoffs and landings) an hour the airport accepts; kept as data, see the docs. */
  movementsPerHour?: number;
  source: string;
  sourceUrl: string;
}

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The airports with restricted hours, by ICAO code. */
export const AIRPORT_HOURS: Readonly<Record<string, OperatingHours>> = {
  URKK: {
    openMinute: at("09:00"),
    closeMinute: at("19:00"),
    timeZone: "Europe/Moscow",
    movementsPerHour: 5,
    source:
      "Rosaviatsia, 11 September 2025: Krasnodar (Pashkovsky) reopened to civil flights 09:00–19:00 " +
      "Moscow time, at most 5 takeoffs and landings an hour",
    sourceUrl: "https://tass.ru/info/25029409",
  },
  URKG: {
    openMinute: at("08:30"),
    closeMinute: at("20:00"),
    timeZone: "Europe/Moscow",
    source: "Rosaviatsia: civil flights at Gelendzhik permitted from 10 July 2025, 08:30–20:00 Moscow time",
    sourceUrl: "https://www.interfax.ru/russia/1040533",
  },
};

/** Whether a takeoff or landing at `instantMs` falls inside the hours (absent: open 24 h). */
export function isOpen(hours: OperatingHours | undefined, instantMs: number): boolean {
  if (!hours) return true;
  const minute = localMinuteOfDay(instantMs, hours.timeZone);
  return minute >= hours.openMinute && minute <= hours.closeMinute;
}

/** The first instant at or after `instantMs` inside the hours, to the minute. */
export function nextOpen(hours: OperatingHours | undefined, instantMs: number): number {
  if (!hours || isOpen(hours, instantMs)) return instantMs;
  const minute = localMinuteOfDay(instantMs, hours.timeZone);
  const wait = minute < hours.openMinute ? hours.openMinute - minute : 24 * 60 - minute + hours.openMinute;
  // Whole minutes on the wall clock: the seconds of the instant are dropped first.
  return Math.floor(instantMs / MINUTE) * MINUTE + wait * MINUTE;
}

/**
 * The earliest departure at or after `earliestMs` whose takeoff is inside the departure airport's
 * hours and whose landing, `minutes` later, is inside the arrival airport's; null when none is
 * within `withinMs` (the planner's allowed time shift, or a day for a positioning flight).
 */
export function departureInHours(
  earliestMs: number,
  minutes: number,
  departure: OperatingHours | undefined,
  arrival: OperatingHours | undefined,
  withinMs: number,
): number | null {
  if (!departure && !arrival) return earliestMs;
  const flight = minutes * MINUTE;
  let departs = earliestMs;
  // Each round moves to the next opening of one end; two days of rounds settle any pair of hours.
  for (let round = 0; round < 8; round += 1) {
    if (departs - earliestMs > withinMs) return null;
    const takeoff = nextOpen(departure, departs);
    const landing = nextOpen(arrival, takeoff + flight);
    if (takeoff === departs && landing === takeoff + flight) return departs;
    departs = Math.max(takeoff, landing - flight);
  }
  return null;
}

/**
 * Nights a crew spends away between landing and its next departure at one airport (issue 26,
 * item 5): the local midnights in between, where the wait is long enough to check into a hotel.
 * Out on the 10th at 09:00 and back on the 11th at 18:00 is one night; a day's wait is none.
 */
export const OVERNIGHT_FROM_HOURS = 8;

export function nightsSpent(landedMs: number, departsMs: number, timeZone: string): number {
  if (departsMs - landedMs < OVERNIGHT_FROM_HOURS * 60 * MINUTE) return 0;
  return Math.max(0, localDayNumber(departsMs, timeZone) - localDayNumber(landedMs, timeZone));
}

/**
 * The daily minimum (issue 26, item 5): while the aircraft stays with the client, operators bill
 * each day at least a number of flight hours, because the aircraft and its crew earn nothing else
 * that day. Brokers' and operators' contract terms put it at about 2 hours a day for light and
 * midsize jets and 2.5 hours for large and long-range ones. Set per operator (issue 27) through
 * `MarketAircraft.dailyMinimumMinutes`.
 */
export const DAILY_MINIMUM_MINUTES = { standard: 120, large: 150 } as const;
/** Large cabins: a rest seat for a third pilot (crew-duty.ts) and a longer daily minimum. */
export const LARGE_CABIN_CLASSES: ReadonlySet<string> = new Set(["Large jet", "Long range jet", "Bizliners"]);

export function dailyMinimumMinutes(aircraft: { aircraftClass: string }): number {
  return LARGE_CABIN_CLASSES.has(aircraft.aircraftClass)
    ? DAILY_MINIMUM_MINUTES.large
    : DAILY_MINIMUM_MINUTES.standard;
}

/**
 * Crew nights by the city's tier (issue 26, item 5): the aircraft's overnight rate (its class's
 * crew rooms, allowances and parking, fleet/airport-fees.ts) is for an ordinary city; business
 * hotels in Moscow, Saint Petersburg and the main foreign business and resort cities cost about a
 * quarter more, and in Russia's regional cities about a fifth less (published corporate rates of
 * four-star business hotels). Keyed by ICAO code for the dear cities; the regional discount
 * applies to every other Russian airport.
 */
export const CREW_NIGHT_TIERS = { dear: 1.25, standard: 1, regional: 0.8 } as const;
const DEAR_CITY_AIRPORTS: ReadonlySet<string> = new Set([
  // Moscow and Saint Petersburg
  "UUWW",
  "UUEE",
  "UUDD",
  "UUBW",
  "ULLI",
  // Dubai, Istanbul, London, Paris, Geneva, Nice, Milan, Vienna, Courchevel
  "OMDB",
  "OMDW",
  "LTFM",
  "LTBA",
  "EGLF",
  "EGGW",
  "EGLC",
  "LFPB",
  "LSGG",
  "LFMN",
  "LIML",
  "LOWW",
  "LFLJ",
]);

/** Sochi: a resort whose hotels cost what an ordinary city's do, not a regional one's. */
const STANDARD_RUSSIAN_AIRPORTS: ReadonlySet<string> = new Set(["URSS"]);

export function crewNightFactor(airport: { icao: string; country: string }): number {
  if (DEAR_CITY_AIRPORTS.has(airport.icao)) return CREW_NIGHT_TIERS.dear;
  if (airport.country !== "RU" || STANDARD_RUSSIAN_AIRPORTS.has(airport.icao))
    return CREW_NIGHT_TIERS.standard;
  return CREW_NIGHT_TIERS.regional;
}

/**
 * Technical stops (issue 26, item 4): where a leg is beyond the aircraft's range with its party
 * aboard, the planner lands once on the way, at one of these airports: open round the clock, with
 * fuel, handling and border control for business aviation, on the routes this marketplace sells
 * (south to the Gulf and Turkey, east across Siberia, Central Asia). The rules of closed airports
 * and airspace still apply to each half (Market.legAllowed), so a stop is never where a flight may
 * not go. 45 minutes on the ground: refuelling and the paperwork, as operators plan a quick turn.
 */
export const TECHNICAL_STOP_GROUND_MINUTES = 45;
export const TECHNICAL_STOP_AIRPORTS: readonly string[] = [
  // Russia, west to east
  "URMM", // Mineralnye Vody
  "URWW", // Volgograd
  "UWWW", // Samara Kurumoch
  "UWKD", // Kazan
  "USSS", // Yekaterinburg Koltsovo
  "USTR", // Tyumen Roshchino
  "UNNT", // Novosibirsk Tolmachevo
  "UNKL", // Krasnoyarsk Yemelyanovo
  "UIII", // Irkutsk
  "UHHH", // Khabarovsk Novy
  // The Caucasus, Central Asia, Turkey, the Gulf
  "UBBB", // Baku Heydar Aliyev
  "UDYZ", // Yerevan Zvartnots
  "UTTT", // Tashkent
  "UAAA", // Almaty
  "UACC", // Astana
  "LTBA", // Istanbul Atatürk (business aviation)
  "LTAI", // Antalya
  "OMSJ", // Sharjah
];
