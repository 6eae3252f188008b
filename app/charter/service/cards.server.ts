import type { AppDatabase } from "~/db/client.server";
import type { Card } from "../contract/schemas";
import { findEmptyLegs } from "../engine/empty-legs";
import type { Market } from "../engine/market";
import type { Offer } from "../engine/offers";
import { findKeptCard, loadSet, setIdOfCard, type KeptCard } from "../saved.server";
import { EMPTY_LEG_PREFIX, emptyLegCard, emptyLegCardId } from "./empty-leg-cards";
import { cardPictures, withTypePictures } from "./pictures.server";
import type { RenderSetDeps } from "./render-set.server";
import { renderLiveSet, type RenderedSets } from "./rendered-sets.server";
import type { Snapshot } from "./snapshot.server";

/**
 * The empty legs on sale in a market, by card id, for every party size each can take: built once
 * per market snapshot, when a card is first asked for.
 */
export type EmptyLegIndex = WeakMap<Market, Map<string, { offer: Offer; pax: number }>>;

export interface CardDeps extends RenderSetDeps {
  db: AppDatabase;
  now: () => Date;
  snapshot: () => Promise<Snapshot>;
  emptyLegIndex: EmptyLegIndex;
  renderedSets: RenderedSets;
}

async function findEmptyLegCard(deps: CardDeps, id: string): Promise<Card | null> {
  const { market, rates } = await deps.snapshot();
  let index = deps.emptyLegIndex.get(market);
  if (!index) {
    index = new Map();
    const at = deps.now();
    for (const offer of findEmptyLegs(market, { pax: 1, now: at })) {
      for (let pax = 1; pax <= offer.aircraft.maxPassengers; pax += 1) {
        index.set(emptyLegCardId(offer, pax), { offer, pax });
      }
    }
    deps.emptyLegIndex.set(market, index);
  }
  const found = index.get(id);
  if (!found) return null;
  const leg = found.offer.legs[0]!;
  // Priced for its party, as the listing that showed it did.
  const [offer] = findEmptyLegs(market, {
    from: leg.from,
    to: leg.to,
    pax: found.pax,
    now: deps.now(),
  }).filter(
    (candidate) =>
      candidate.aircraft.tailNumber === found.offer.aircraft.tailNumber &&
      candidate.legs[0]!.departsAt.getTime() === leg.departsAt.getTime(),
  );
  if (!offer) return null;
  const pictures = await cardPictures(deps, [offer.aircraft]);
  // A card opened on its own belongs to no listing: its request id names the leg alone.
  return emptyLegCard(market, offer, id, id, rates, deps.now(), pictures);
}

/** API.md GET /api/cards/{id}: an ordered card, a card of a live saved set, or an empty leg on sale. */
export async function card(deps: CardDeps, id: string): Promise<Card | null> {
  // An ordered card first: it stays what was sold, even once its leg is no longer on sale.
  const kept = await findKeptCard(deps.db, id);
  if (kept) return withTypePictures(kept);
  if (id.startsWith(EMPTY_LEG_PREFIX)) return findEmptyLegCard(deps, id);
  const setId = setIdOfCard(id);
  const loaded = setId ? await loadSet(deps.db, setId, deps.now()) : null;
  if (loaded?.kind !== "live") return null;
  return (await renderLiveSet(deps, loaded)).cards.find((one) => one.id === id) ?? null;
}

export interface OrderableCardDeps {
  db: AppDatabase;
  now: () => Date;
  snapshot: () => Promise<Snapshot>;
  /** The service's own `card`, so a card is found the way GET /api/cards/{id} finds it. */
  card: (id: string) => Promise<Card | null>;
}

/** A card as a pre-order keeps it, rebuilt whole (issue 15: the order outlives the set). */
export async function orderableCard(deps: OrderableCardDeps, id: string): Promise<KeptCard | null> {
  const found = await deps.card(id);
  if (!found) return null;
  const setId = id.startsWith(EMPTY_LEG_PREFIX) ? null : setIdOfCard(id);
  const loaded = setId ? await loadSet(deps.db, setId, deps.now()) : null;
  const ratesDate = loaded?.kind === "live" ? loaded.set.rates.date : (await deps.snapshot()).rates.date;
  return {
    id,
    requestId: loaded?.kind === "live" ? loaded.id : null,
    tailNumber: found.aircraft,
    card: found,
    ratesDate,
  };
}
