/**
 * Aircraft types the marketplace offers: the seven types of the house fleet (spec §3, "Fleet item")
 * and the types flown by partner operators. The figures fill a route's `characteristics`
 * (API.md, `Route`) and feed the price engine (spec §9, "Cost factors").
 *
 * Every figure is a public one; docs/fleet-sources.md lists each with its source, and a test keeps
 * that table and this file in step. Conventions used for every type:
 * - `rangeKm`: NBAA IFR (or equivalent) range with a full typical charter cabin. Where the
 *   reference quotes a lighter payload, the fuel the extra passengers displace is taken off and the
 *   result rounded down, so the engine never offers a non-stop leg the aircraft cannot fly.
 * - `cruiseSpeedKmh`: normal/long-range cruise true airspeed, not the top speed.
 * - `fuelBurnKgPerHour`: average block fuel flow (Jet A-1 at 0.803 kg/l, 3.04 kg per US gallon).
 * - `minRunwayM`: balanced field length at MTOW, sea level ISA (take-off distance for the
 *   single-engine PC-12, which has no BFL).
 * - `cabin.lengthM`: as the manufacturer quotes it (cockpit divider to aft bulkhead, baggage
 *   excluded where the reference separates it).
 * - `exterior.heightM`: overall height, the spec's "fuselage height" (spec §2, flight view), labelled
 *   "aircraft height" on every page (issue 28, item 10).
 * - `hourlyRateEur`: the wet rate with crew per flown hour (occupied or positioning), rounded to
 *   100 EUR, near its class's Q4 2024 jet-card average turned into a rate per flown hour
 *   (fleet/market-rates.ts; docs/fleet-sources.md, "Hourly rates"), before the factor of the
 *   operator's market.
 */

/** API.md, `Card.aircraft_class`; "Jet" is the API's value for an unknown class, never stored. */
export const AIRCRAFT_CLASSES = [
  "Turboprop",
  "Light jet",
  "Mid-size jet",
  "Super mid-size jet",
  "Large jet",
  "Long range jet",
  "Bizliners",
] as const;

export type AircraftClass = (typeof AIRCRAFT_CLASSES)[number];

export interface AircraftType {
  /** Stable kebab-case id, referenced by `Aircraft.typeId` and by the database seed. */
  id: string;
  /** Model name as the card and the fleet page show it, e.g. "Challenger 850". */
  name: string;
  manufacturer: string;
  aircraftClass: AircraftClass;
  /** Seats in a typical charter configuration of the type. */
  maxPassengers: number;
  rangeKm: number;
  cruiseSpeedKmh: number;
  fuelBurnKgPerHour: number;
  minRunwayM: number;
  cabin: { heightM: number; lengthM: number; widthM: number };
  exterior: { wingSpanM: number; heightM: number; lengthM: number };
  hourlyRateEur: number;
  /** Named references behind the figures; the per-figure detail is in docs/fleet-sources.md. */
  source: string;
}

export const AIRCRAFT_TYPES = [
  // House fleet (spec §3): two Challenger 850, one Challenger 300, one Global 5000,
  // two Pilatus PC-12/47E NG, one Hawker 850XP, three Hawker 800XP, one Hawker 700.
  {
    // CRJ200 airframe in an executive cabin, hence "Large jet" despite its medium range.
    id: "challenger-850",
    name: "Challenger 850",
    manufacturer: "Bombardier",
    aircraftClass: "Large jet",
    maxPassengers: 14,
    // Conklin & de Decker: 2,300-2,600 nm with reserves depending on payload; 2,500 nm.
    rangeKm: 4630,
    // Plane & Pilot: Challenger 800 series typical cruise 442 KTAS.
    cruiseSpeedKmh: 819,
    // Estimate: CF34-3B1 twin, CRJ200 block fuel at business-jet weights (least certain figure).
    fuelBurnKgPerHour: 1200,
    // Jet Advisors: 6,305 ft take-off at MTOW, sea level ISA.
    minRunwayM: 1922,
    // Jet Advisors: cabin 48.4 ft long, 6.1 ft high, 8.2 ft wide.
    cabin: { heightM: 1.86, lengthM: 14.75, widthM: 2.5 },
    // Bombardier CRJ200 airport planning manual (same airframe).
    exterior: { wingSpanM: 21.21, heightM: 6.22, lengthM: 26.77 },
    hourlyRateEur: 8200,
    source:
      "Jet Advisors, Challenger 800/850 comparison; Conklin & de Decker, Challenger 850 profile; Plane & Pilot; Bombardier CRJ200 airport planning manual",
  },
  {
    id: "challenger-300",
    name: "Challenger 300",
    manufacturer: "Bombardier",
    aircraftClass: "Super mid-size jet",
    maxPassengers: 8,
    // Flight International (2004): 3,100 nm with eight passengers and IFR reserves.
    rangeKm: 5741,
    // Aviation Week/Jane's via MyBusinessJet: 445 KTAS at M0.80, burning 680 kg/h in cruise.
    cruiseSpeedKmh: 824,
    fuelBurnKgPerHour: 780,
    // Bombardier design goal "less than 5,000 ft"; published BFL 4,810 ft.
    minRunwayM: 1466,
    // Flight International (2004): cabin 7.21 m long, 1.85 m high, 2.19 m wide.
    cabin: { heightM: 1.85, lengthM: 7.21, widthM: 2.19 },
    exterior: { wingSpanM: 19.46, heightM: 6.2, lengthM: 20.93 },
    hourlyRateEur: 7100,
    source:
      "Flight International, 'Challenger 300 throws down the gauntlet' (2004); MyBusinessJet buyer's guide; Bombardier Challenger 300 factsheet",
  },
  {
    id: "global-5000",
    name: "Global 5000",
    manufacturer: "Bombardier",
    aircraftClass: "Long range jet",
    maxPassengers: 13,
    // Bombardier: 4,800 nm at M0.85 at launch (Flying, Flight International); 5,200 nm for
    // airframes after the 2011 fuel-capacity increase, which the house aircraft (2013) is.
    rangeKm: 9630,
    // M0.85, the speed Bombardier quotes the range at.
    cruiseSpeedKmh: 904,
    fuelBurnKgPerHour: 1450,
    // BJT: 5,000 ft of runway at MTOW.
    minRunwayM: 1524,
    // Flight International (2004): cabin 12.95 m, 2.49 m wide, 1.91 m high.
    cabin: { heightM: 1.91, lengthM: 12.95, widthM: 2.49 },
    exterior: { wingSpanM: 28.65, heightM: 7.77, lengthM: 29.5 },
    hourlyRateEur: 11000,
    source:
      "Bombardier Global 5000 factsheet; Flight International, 'Bombardier raises the bar' (2004); Flying, 'Global 5000'; BJT Online review",
  },
  {
    // The spec names the type "PC-12/47E NG"; Pilatus certified the /47E in 2008 and the NGX
    // (2019 on) is the same /47E type certificate (Aviation Week aircraft overview).
    id: "pilatus-pc-12-ng",
    name: "Pilatus PC-12/47E NG",
    manufacturer: "Pilatus",
    aircraftClass: "Turboprop",
    // Spec §9 copy: "PC-12NG up to 8 passengers" (executive cabins seat 6 or 8).
    maxPassengers: 8,
    // Flying (April 2020): a 2,000 lb load on a 3.5 h IFR flight with reserves at ~270 KTAS.
    rangeKm: 1750,
    // Typical cruise 270 KTAS; maximum 280 KTAS (Pilatus).
    cruiseSpeedKmh: 500,
    // Estimate: PT6A-67P, about 66 US gallons per hour block.
    fuelBurnKgPerHour: 200,
    // Take-off distance over 50 ft at MTOW, about 2,650 ft (Pilatus POH figure, approx.).
    minRunwayM: 810,
    // Aviation Week: cabin 16 ft 11 in long, 5 ft wide, 4 ft 10 in high.
    cabin: { heightM: 1.47, lengthM: 5.16, widthM: 1.52 },
    // Pilatus: span 53 ft 4 in, length 47 ft 3 in, height 14 ft.
    exterior: { wingSpanM: 16.28, heightM: 4.26, lengthM: 14.4 },
    hourlyRateEur: 3300,
    source:
      "Pilatus PC-12 NG specification; Aviation Week, 'Aircraft Overview: Pilatus PC-12'; Flying, 'We fly Pilatus' new PC-12 NGX' (April 2020); Twin & Turbine (2015)",
  },
  {
    id: "hawker-850xp",
    name: "Hawker 850XP",
    manufacturer: "Hawker Beechcraft",
    aircraftClass: "Mid-size jet",
    maxPassengers: 8,
    // AIN (2006): winglets add 4% range over the 800XP; applied to the 800XP figure below.
    rangeKm: 4580,
    // AIN (2006): 437 KTAS at FL390.
    cruiseSpeedKmh: 809,
    fuelBurnKgPerHour: 775,
    minRunwayM: 1534,
    // Same fuselage as the 800XP.
    cabin: { heightM: 1.75, lengthM: 6.5, widthM: 1.83 },
    // DuPage Aerospace: span 54 ft 4 in with winglets, length 51 ft 2 in, height 18 ft 1 in.
    exterior: { wingSpanM: 16.56, heightM: 5.51, lengthM: 15.6 },
    hourlyRateEur: 5300,
    source:
      "AIN, 'Hawker lineage flies on with the new 850XP' (2006); Flying, 'Hawker 850XP delivers risk-free improvement'; DuPage Aerospace; Raytheon Hawker 850XP specification",
  },
  {
    id: "hawker-800xp",
    name: "Hawker 800XP",
    manufacturer: "Raytheon Aircraft",
    aircraftClass: "Mid-size jet",
    maxPassengers: 8,
    // AOPA Pilot (1995): 2,432 nm NBAA IFR with six passengers and full fuel; two more
    // passengers fit inside the full-fuel payload, costing about 2%: 2,380 nm.
    rangeKm: 4400,
    // AIN (2006): 434 KTAS at FL390 before winglets.
    cruiseSpeedKmh: 804,
    // Estimate: about 262 US gallons per hour block.
    fuelBurnKgPerHour: 800,
    // Raytheon Hawker 800XP specification: BFL 5,032 ft at MTOW.
    minRunwayM: 1534,
    // AOPA Pilot (2019): 6 ft wide, 5 ft 9 in high; Hawker: 21 ft 4 in long.
    cabin: { heightM: 1.75, lengthM: 6.5, widthM: 1.83 },
    exterior: { wingSpanM: 15.66, heightM: 5.51, lengthM: 15.6 },
    hourlyRateEur: 5000,
    source:
      "AOPA Pilot, 'Raytheon Hawker 800XP' (1995) and 'Turbine quick look: Hawker 800 series' (2019); AIN (2006); Raytheon Hawker 800XP specification",
  },
  {
    id: "hawker-700",
    name: "Hawker 700",
    manufacturer: "British Aerospace",
    aircraftClass: "Mid-size jet",
    maxPassengers: 8,
    // About 2,200 nm with a light load (TFE731-3 era); about 2,000 nm with eight passengers.
    rangeKm: 3700,
    // Normal cruise about 410 KTAS (quoted cruise 420 kt).
    cruiseSpeedKmh: 760,
    fuelBurnKgPerHour: 850,
    minRunwayM: 1700,
    // BJT: cabin 21 ft long, 6 ft wide, almost 6 ft tall.
    cabin: { heightM: 1.75, lengthM: 6.4, widthM: 1.83 },
    // HS.125-700: span 47 ft, length 50 ft 8.5 in, height 17 ft 7 in.
    exterior: { wingSpanM: 14.33, heightM: 5.36, lengthM: 15.46 },
    hourlyRateEur: 4500,
    source:
      "BJT Online, 'Hawker 700' (production 1977-1984, cabin); British Aerospace HS.125-700 data; Jane's All the World's Aircraft",
  },

  // Partner operators' types.
  {
    id: "citation-xls-plus",
    name: "Cessna Citation XLS+",
    manufacturer: "Cessna (Textron Aviation)",
    aircraftClass: "Mid-size jet",
    maxPassengers: 8,
    // Textron/AvWeb: 2,100 nm maximum; Jane's: XLS 1,945 nm with five passengers; with eight
    // about 1,850 nm.
    rangeKm: 3400,
    // Top cruise 441 KTAS (AvWeb); normal cruise about 430 KTAS.
    cruiseSpeedKmh: 796,
    fuelBurnKgPerHour: 610,
    // Hangar 7: take-off from 3,560 ft.
    minRunwayM: 1085,
    // Textron: cabin 18 ft 6 in long, 5 ft 6 in wide, 5 ft 8 in high.
    cabin: { heightM: 1.73, lengthM: 5.64, widthM: 1.68 },
    exterior: { wingSpanM: 17.17, heightM: 5.24, lengthM: 16.0 },
    hourlyRateEur: 5400,
    source:
      "Textron Aviation Citation XLS+ specification; AvWeb, '1000th Citation 560XL delivered' (2021); Jane's (Citation XLS); Hangar 7 Aviation",
  },
  {
    id: "phenom-300e",
    name: "Embraer Phenom 300E",
    manufacturer: "Embraer",
    aircraftClass: "Light jet",
    // Certified for up to 10 passengers; charter cabins seat 6 or 7.
    maxPassengers: 7,
    // Embraer: 2,010 nm with five occupants (NBAA IFR); full-fuel payload about 1,140 lb (AIN),
    // so seven passengers cost about 8% of the fuel: about 1,800 nm.
    rangeKm: 3300,
    // High-speed cruise 464 KTAS, long-range 391 KTAS (AIN); normal about 430 KTAS.
    cruiseSpeedKmh: 800,
    fuelBurnKgPerHour: 490,
    // Embraer: take-off distance 3,209 ft at MTOW.
    minRunwayM: 978,
    // Flight International: 5.23 m cabin, 1.5 m high; Embraer: 5 ft 1 in wide.
    cabin: { heightM: 1.5, lengthM: 5.23, widthM: 1.55 },
    exterior: { wingSpanM: 16.2, heightM: 5.1, lengthM: 15.64 },
    hourlyRateEur: 4900,
    source:
      "Embraer Phenom 300E specification; AIN pilot report, Phenom 300; Flight International flight test (2010)",
  },
  {
    id: "legacy-600",
    name: "Embraer Legacy 600",
    manufacturer: "Embraer",
    aircraftClass: "Large jet",
    maxPassengers: 13,
    // Embraer (Wikipedia): 13 passengers 3,050 nm, or 8 passengers 3,450 nm.
    rangeKm: 5650,
    // M0.78 cruise (SkyTough).
    cruiseSpeedKmh: 828,
    // SkyTough: average 312 US gallons per hour.
    fuelBurnKgPerHour: 950,
    minRunwayM: 1711,
    // BJT: cabin 43 ft long, 6 ft high (later models), 6 ft 11 in wide.
    cabin: { heightM: 1.83, lengthM: 13.11, widthM: 2.11 },
    exterior: { wingSpanM: 21.17, heightM: 6.76, lengthM: 26.33 },
    hourlyRateEur: 8000,
    source:
      "Embraer Legacy 600 specification (via Wikipedia); BJT Online, 'Embraer's Legacy 600'; SkyTough, 'Embraer Legacy 600'",
  },
  {
    id: "falcon-7x",
    name: "Dassault Falcon 7X",
    manufacturer: "Dassault Aviation",
    aircraftClass: "Long range jet",
    maxPassengers: 12,
    // Dassault (AvWeb, 2006): 5,950 nm at M0.80 with eight passengers.
    rangeKm: 11020,
    cruiseSpeedKmh: 850,
    // SkyTough: average 318 US gallons per hour.
    fuelBurnKgPerHour: 965,
    // Dassault: BFL 5,710 ft at MTOW.
    minRunwayM: 1740,
    // Dassault: cabin 39 ft 1 in long, 6 ft 2 in high, 7 ft 8 in wide.
    cabin: { heightM: 1.88, lengthM: 11.91, widthM: 2.34 },
    exterior: { wingSpanM: 26.21, heightM: 7.83, lengthM: 23.19 },
    hourlyRateEur: 10800,
    source:
      "Dassault Falcon 7X specification; AvWeb, 'Dassault confirms Falcon 7X range' (2006); SkyTough, 'Dassault Falcon 7X'",
  },
  {
    id: "gulfstream-g450",
    name: "Gulfstream G450",
    manufacturer: "Gulfstream Aerospace",
    aircraftClass: "Long range jet",
    maxPassengers: 14,
    // Gulfstream: 4,350 nm at M0.80 with eight passengers.
    rangeKm: 8056,
    cruiseSpeedKmh: 850,
    fuelBurnKgPerHour: 1330,
    // Gulfstream: BFL 5,600 ft.
    minRunwayM: 1707,
    // Gulfstream: cabin 40 ft 4 in excluding baggage, 6 ft 2 in high, 7 ft 4 in wide.
    cabin: { heightM: 1.88, lengthM: 12.29, widthM: 2.24 },
    exterior: { wingSpanM: 23.72, heightM: 7.67, lengthM: 27.23 },
    hourlyRateEur: 10000,
    source: "Gulfstream G450 specification sheet (fuel burn estimated)",
  },
  {
    // Chosen over the BBJ because the ACJ319 is the bizliner most often offered for charter
    // from Moscow and the Gulf; the A319 airframe with extra centre tanks.
    id: "airbus-acj319",
    name: "Airbus ACJ319",
    manufacturer: "Airbus",
    aircraftClass: "Bizliners",
    maxPassengers: 19,
    // Airbus: about 6,000 nm with eight passengers and six extra centre tanks; with 19 about
    // 5,700 nm.
    rangeKm: 10500,
    // M0.78.
    cruiseSpeedKmh: 830,
    // Estimate: A319 CFM56/V2500 block fuel, about 790 US gallons per hour.
    fuelBurnKgPerHour: 2400,
    minRunwayM: 2100,
    // A319 cabin: 3.70 m wide, 2.25 m high, about 23.8 m long.
    cabin: { heightM: 2.25, lengthM: 23.8, widthM: 3.7 },
    // A319 without sharklets: span 34.10 m, length 33.84 m, height 11.76 m.
    exterior: { wingSpanM: 34.1, heightM: 11.76, lengthM: 33.84 },
    hourlyRateEur: 17500,
    source:
      "Airbus A319/ACJ319 aircraft characteristics; Flight Level 350, 'Airbus A319' (A319CJ); Airbus ACJ releases (2018)",
  },
  {
    id: "citation-cj2-plus",
    name: "Cessna Citation CJ2+",
    manufacturer: "Cessna (Textron Aviation)",
    aircraftClass: "Light jet",
    maxPassengers: 6,
    // Cessna: 1,613 nm maximum; Barrie: CJ2 1,450 nm with three passengers; with six about
    // 1,190 nm.
    rangeKm: 2200,
    // Maximum 418 KTAS; normal about 400 KTAS.
    cruiseSpeedKmh: 740,
    // About 135 US gallons per hour (CJ2: 140).
    fuelBurnKgPerHour: 410,
    // Jet Advisors: 3,360 ft at sea level.
    minRunwayM: 1024,
    // Cessna: cabin 13 ft 7 in long, 4 ft 10 in wide, 4 ft 9 in high.
    cabin: { heightM: 1.45, lengthM: 4.14, widthM: 1.47 },
    exterior: { wingSpanM: 15.18, heightM: 4.24, lengthM: 14.53 },
    hourlyRateEur: 4300,
    source:
      "Cessna Citation CJ2+ specification; Jet Advisors, 'CJ2+ private jet'; Barrie Aircraft, 'Cessna CitationJet, CJ1 & CJ2'; AvWeb (2006)",
  },
] as const satisfies readonly AircraftType[];

export type AircraftTypeId = (typeof AIRCRAFT_TYPES)[number]["id"];

const TYPES_BY_ID: ReadonlyMap<string, AircraftType> = new Map(AIRCRAFT_TYPES.map((type) => [type.id, type]));

/** The type of an aircraft; ids are checked at compile time, so a miss is a programming error. */
export function aircraftType(id: AircraftTypeId): AircraftType {
  const type = TYPES_BY_ID.get(id);
  if (!type) throw new Error(`Unknown aircraft type ${id}`);
  return type;
}
