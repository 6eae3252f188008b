import { toLocalIso } from "./local-time";

/**
 * What a charter bills at cost, outside the offer's price (issue 26, item 7): catering, always
 * ordered to the client's taste; and de-icing, when the aircraft must be sprayed before a winter
 * takeoff, about USD 1,300 an application on a small jet and more on a large one.
 *
 * De-icing is flagged for a departure from October to April in a month whose mean temperature at
 * the airport is below zero: the months listed here per airport, from the 1991–2020 climate
 * normals of the city's weather station (Roshydromet and the national services, as the WMO
 * publishes them). An airport not listed gets no de-icing note; the catering note stands.
 */
export type AtCost = "de_icing" | "catering";

const DEC_MAR = [12, 1, 2, 3];
const NOV_MAR = [11, 12, 1, 2, 3];
const NOV_APR = [11, 12, 1, 2, 3, 4];
const DEC_FEB = [12, 1, 2];

/** Months (1–12) with a mean temperature below 0 °C, by ICAO code. */
export const SUB_ZERO_MONTHS: Readonly<Record<string, readonly number[]>> = {
  // Moscow: January −6.2 °C, February −5.9, March −0.7, December −4.4 (VDNKh, 1991–2020).
  UUWW: DEC_MAR,
  UUEE: DEC_MAR,
  UUDD: DEC_MAR,
  UUBW: DEC_MAR,
  // Saint Petersburg: January −5.5 °C, March −1.0, December −2.7.
  ULLI: DEC_MAR,
  // The Volga and the Urals: November to March below zero.
  UWKD: NOV_MAR, // Kazan
  UWWW: NOV_MAR, // Samara
  USSS: NOV_MAR, // Yekaterinburg
  USTR: NOV_MAR, // Tyumen
  // Siberia and the Far East: November to March, April too east of the Yenisei's cold stations.
  UNNT: NOV_MAR, // Novosibirsk
  UNKL: NOV_MAR, // Krasnoyarsk
  UIII: NOV_MAR, // Irkutsk
  UHHH: NOV_MAR, // Khabarovsk
  UHWW: NOV_MAR, // Vladivostok
  UHPP: NOV_APR, // Petropavlovsk-Kamchatsky
  UEEE: [10, 11, 12, 1, 2, 3, 4], // Yakutsk
  // Kazakhstan and Belarus.
  UACC: NOV_MAR, // Astana
  UAAA: DEC_FEB, // Almaty
  UMMS: DEC_FEB, // Minsk
};

/** What a leg departing `from` at that instant bills at cost. */
export function billedAtCost(from: { icao: string; tz: string }, departsAt: Date): AtCost[] {
  const month = Number(toLocalIso(departsAt, from.tz).slice(5, 7));
  const winter = month >= 10 || month <= 4;
  const cold = SUB_ZERO_MONTHS[from.icao]?.includes(month) ?? false;
  return winter && cold ? ["de_icing", "catering"] : ["catering"];
}
