import { createHash } from "node:crypto";
import { toCard, type CardPictures, type TimeZones } from "../cards";
import type { EmptyLegResultSet } from "../contract/schemas";
import type { ExchangeRates } from "../engine/money";
import type { Offer } from "../engine/offers";
import { NO_PICTURES } from "./pictures.server";

/**
 * Empty-leg cards and listings are named "l" and a fingerprint (a letter that Crockford's base32
 * never writes, so no saved set's id can take this form).
 */
export const EMPTY_LEG_PREFIX = "l";

export function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** Crockford's base32 of a hash, for ids that are read out on the phone like the random ones. */
function base32Of(hex: string, length: number): string {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  let id = "";
  for (let i = 0; i < length; i += 1) id += alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) & 31];
  return id;
}

/** The card id of an empty leg for a party of `pax`: the same leg and party, the same id. */
export function emptyLegCardId(offer: Pick<Offer, "aircraft" | "legs">, pax: number): string {
  const leg = offer.legs[0]!;
  return `${EMPTY_LEG_PREFIX}${base32Of(
    fingerprint([offer.aircraft.tailNumber, leg.from, leg.to, leg.departsAt.toISOString(), pax]),
    11,
  )}`;
}

export function emptyLegCard(
  zones: TimeZones,
  offer: Offer,
  id: string,
  requestId: string,
  rates: ExchangeRates,
  createdAt: Date,
  pictures: Map<string, CardPictures>,
): EmptyLegResultSet["cards"][number] {
  return {
    ...toCard(zones, offer, {
      id,
      requestId,
      rates,
      createdAt,
      isEmptyLeg: true,
      pictures: pictures.get(offer.aircraft.tailNumber) ?? NO_PICTURES,
    }),
    is_empty_leg: true as const,
  };
}
