import { aircraftType, type AircraftTypeId } from "./aircraft-types";

/**
 * Operators and their aircraft: the house fleet the spec lists (spec §3, "Fleet item") and a few
 * partner fleets, so that a search is answered by more than one operator (spec §1: prices come from
 * airlines). Pure data; the database seed copies it into Postgres, and the CMS fleet items join it by
 * tail number (ARCHITECTURE.md, "Data").
 */

export interface Operator {
  /** Stable kebab-case id, referenced by `Aircraft.operatorId`. */
  id: string;
  name: string;
  nameRu: string;
  /** ISO 3166-1 alpha-2 country of the operator's air operator certificate. */
  country: string;
  /** AOC number, when known; shown nowhere yet, kept for the operator's documents. */
  certificate?: string;
}

export const OPERATORS = [
  // The product's own fleet under its brand (content/production.ndjson, `brandName`). The AOC
  // holder's legal name and certificate number are the company's to fill in.
  { id: "charterline", name: "Charterline Aviation", nameRu: "Чартерлайн Авиэйшн", country: "RU" },
  // Demo partners with invented brands, to be replaced by the contracted operators: one Russian
  // (Saint Petersburg and Moscow), one Turkish (Istanbul) and one Emirati (Dubai) operator, the
  // destinations the landing pages sell from Moscow (spec §2, "Landing pages").
  { id: "ladoga-jet", name: "Ladoga Jet", nameRu: "Ладога Джет", country: "RU" },
  { id: "galata-executive", name: "Galata Executive", nameRu: "Галата Экзекьютив", country: "TR" },
  {
    id: "marsa-executive",
    name: "Marsa Executive Aviation",
    nameRu: "Марса Экзекьютив Авиэйшн",
    country: "AE",
  },
] as const satisfies readonly Operator[];

export type OperatorId = (typeof OPERATORS)[number]["id"];

export const HOUSE_OPERATOR_ID = "charterline" satisfies OperatorId;

/**
 * Whether an operator is one of the house operators seeded in code (issue 27, item 2;
 * docs/decisions/035): one with no certificate or insurance on record still sells, while an
 * operator a supervisor added must have both.
 */
export function isSeededOperator(operatorId: string): boolean {
  return OPERATORS.some((operator) => operator.id === operatorId);
}

export interface Aircraft {
  /** Registration mark, e.g. "RA-02795": the API's `aircraft` and the CMS fleet item's `number`. */
  tailNumber: string;
  typeId: AircraftTypeId;
  operatorId: OperatorId;
  /** ICAO code of the airport the aircraft waits at between flights. */
  homeBase: string;
  /** Seats in this aircraft's cabin (spec §3: 6 to 14 for the house fleet). */
  maxPassengers: number;
  yearOfCreation: number;
  /** Year of the last cabin refurbishment; 0 if none. */
  yearOfRenewal: number;
  /** Year of the last overhaul; 0 if none. */
  yearOfOverhaul: number;
  isHouseFleet: boolean;
  /** Overrides the type's hourly rate for this airframe. */
  hourlyRateEur?: number;
  /**
   * Stock picture set for an aircraft without its own photographs (partners). House aircraft have
   * none: their pictures come from the CMS fleet item with the same tail number (spec §3).
   */
  imageKey?: string;
}

/**
 * Registration marks of the house fleet follow the three families of the spec's registration-mark
 * lookup (spec §3): "RA-027xx/028xx", "RA-67xxx/73532" and "EW-". That lookup counts 5 + 5 + 2 = 12
 * marks while calling them eleven, and the fleet is eleven aircraft, so one mark has no aircraft:
 * - RA-027xx/028xx (5 of 5): the five Hawkers. Russian HS.125/Hawker airframes sit in this block.
 * - RA-67xxx/73532 (5 of 5): the two Challenger 850s and two PC-12s in RA-67xxx, the block that
 *   Russian CRJ-family and imported light types carry, and the Global 5000 as RA-73532, the one
 *   mark the spec spells out.
 * - EW- (1 of 2): the Challenger 300, based in Minsk. The lookup's second EW- mark belongs to no
 *   aircraft of this fleet (most likely one that has left it); the CMS keeps or drops it.
 * Marks other than RA-73532 are placeholders in the right families: the operator replaces them with
 * the marks on its certificates of registration, and the CMS fleet items must use the same ones.
 * An EW- aircraft is flown under a Belarusian AOC or an ICAO Article 83bis transfer; the legal
 * operator behind it is the company's to record (`Operator.certificate`).
 */
const HOUSE_FLEET_DATA: readonly Aircraft[] = [
  {
    // The oldest airframe: HS.125-700 production ended in 1984 (BJT), the spec's earliest year.
    tailNumber: "RA-02774",
    typeId: "hawker-700",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UUWW",
    maxPassengers: 8,
    yearOfCreation: 1984,
    yearOfRenewal: 2012,
    yearOfOverhaul: 2019,
    isHouseFleet: true,
  },
  {
    tailNumber: "RA-02795",
    typeId: "hawker-800xp",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UUWW",
    maxPassengers: 8,
    yearOfCreation: 2001,
    yearOfRenewal: 2016,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    tailNumber: "RA-02806",
    typeId: "hawker-800xp",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "ULLI",
    maxPassengers: 8,
    yearOfCreation: 2004,
    yearOfRenewal: 2019,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    tailNumber: "RA-02811",
    typeId: "hawker-800xp",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "URSS",
    maxPassengers: 9,
    yearOfCreation: 1998,
    yearOfRenewal: 2014,
    yearOfOverhaul: 2018,
    isHouseFleet: true,
  },
  {
    // Hawker 850XP deliveries ran 2006-2008 (Flight International, 2007).
    tailNumber: "RA-02863",
    typeId: "hawker-850xp",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UUWW",
    maxPassengers: 8,
    yearOfCreation: 2007,
    yearOfRenewal: 2020,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    // Challenger 850 deliveries began in 2006 (BJT).
    tailNumber: "RA-67470",
    typeId: "challenger-850",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UUWW",
    maxPassengers: 14,
    yearOfCreation: 2008,
    yearOfRenewal: 2017,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    tailNumber: "RA-67471",
    typeId: "challenger-850",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UWKD",
    maxPassengers: 12,
    yearOfCreation: 2011,
    yearOfRenewal: 0,
    yearOfOverhaul: 2022,
    isHouseFleet: true,
  },
  {
    tailNumber: "RA-67631",
    typeId: "pilatus-pc-12-ng",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "ULLI",
    maxPassengers: 8,
    yearOfCreation: 2013,
    yearOfRenewal: 0,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    // The newest airframe, the spec's latest year: a 2020 PC-12/47E in a six-seat executive cabin,
    // priced above the type's rate for its age (spec §9, cost factors: age).
    tailNumber: "RA-67632",
    typeId: "pilatus-pc-12-ng",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "URSS",
    maxPassengers: 6,
    yearOfCreation: 2020,
    yearOfRenewal: 0,
    yearOfOverhaul: 0,
    isHouseFleet: true,
    hourlyRateEur: 3500,
  },
  {
    tailNumber: "RA-73532",
    typeId: "global-5000",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UUWW",
    maxPassengers: 13,
    yearOfCreation: 2013,
    yearOfRenewal: 2021,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
  {
    // Belarusian marks are EW- plus three digits and two letters (EW-100AA to EW-999ZZ), the
    // ex-Soviet EW-NNNNN form aside (ICAO register prefixes, as listed on Wikipedia).
    tailNumber: "EW-435PC",
    typeId: "challenger-300",
    operatorId: HOUSE_OPERATOR_ID,
    homeBase: "UMMS",
    maxPassengers: 8,
    yearOfCreation: 2010,
    yearOfRenewal: 2018,
    yearOfOverhaul: 0,
    isHouseFleet: true,
  },
];

/**
 * Partner fleets. Marks follow each registry's format (Russia RA-NNNNN, Turkey TC-XXX, the UAE
 * A6-XXX) but are invented, like the operators. An aircraft may wait away from its operator's
 * country (the Turkish Legacy in Baku), as charter aircraft are stationed where demand is.
 */
const PARTNER_FLEET_DATA: readonly Aircraft[] = [
  partner("RA-09617", "legacy-600", "ladoga-jet", "ULLI", 13, 2012),
  partner("RA-09642", "citation-xls-plus", "ladoga-jet", "ULLI", 8, 2014),
  // Delivered before the 2022 EU and US bans on exporting aircraft to Russia.
  partner("RA-09711", "phenom-300e", "ladoga-jet", "UUWW", 7, 2021),
  partner("RA-09704", "citation-cj2-plus", "ladoga-jet", "UUEE", 6, 2012),
  partner("RA-09620", "legacy-600", "ladoga-jet", "UUEE", 13, 2010, { yearOfRenewal: 2019 }),
  // Atatürk (LTBA) kept business aviation after airline traffic moved to Istanbul Airport in 2019.
  partner("TC-GEX", "falcon-7x", "galata-executive", "LTBA", 12, 2015),
  partner("TC-GEL", "citation-xls-plus", "galata-executive", "LTBA", 8, 2017),
  partner("TC-GEP", "phenom-300e", "galata-executive", "LTBA", 7, 2022),
  partner("TC-GEY", "legacy-600", "galata-executive", "UBBB", 13, 2013),
  // A VVIP cabin commands a premium over the type's rate.
  partner("A6-MSA", "airbus-acj319", "marsa-executive", "OMDW", 19, 2011, { hourlyRateEur: 19000 }),
  partner("A6-MSG", "gulfstream-g450", "marsa-executive", "OMDB", 14, 2014),
  partner("A6-MSF", "falcon-7x", "marsa-executive", "OMDW", 12, 2016, { yearOfRenewal: 2023 }),
  partner("A6-MSX", "citation-xls-plus", "marsa-executive", "OMDB", 8, 2019),
];

function partner(
  tailNumber: string,
  typeId: AircraftTypeId,
  operatorId: OperatorId,
  homeBase: string,
  maxPassengers: number,
  yearOfCreation: number,
  extra: Partial<Pick<Aircraft, "yearOfRenewal" | "yearOfOverhaul" | "hourlyRateEur">> = {},
): Aircraft {
  return {
    tailNumber,
    typeId,
    operatorId,
    homeBase,
    maxPassengers,
    yearOfCreation,
    yearOfRenewal: 0,
    yearOfOverhaul: 0,
    isHouseFleet: false,
    imageKey: `types/${typeId}`,
    ...extra,
  };
}

export const FLEET: readonly Aircraft[] = [...HOUSE_FLEET_DATA, ...PARTNER_FLEET_DATA];

/** The eleven aircraft of the fleet page (spec §2, "Information pages"; spec §3). */
export const HOUSE_FLEET: readonly Aircraft[] = FLEET.filter((aircraft) => aircraft.isHouseFleet);

/** Spec §3: "Year of overhaul, when non-zero, overrides year of renewal on the card." */
export function cardRenewalYear(aircraft: Pick<Aircraft, "yearOfRenewal" | "yearOfOverhaul">): number {
  return aircraft.yearOfOverhaul !== 0 ? aircraft.yearOfOverhaul : aircraft.yearOfRenewal;
}

/** The airframe's own rate when it has one, else its type's. */
export function hourlyRateEur(aircraft: Pick<Aircraft, "typeId" | "hourlyRateEur">): number {
  return aircraft.hourlyRateEur ?? aircraftType(aircraft.typeId).hourlyRateEur;
}
