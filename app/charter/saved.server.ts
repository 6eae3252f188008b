import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { cards, searchRequests } from "~/db/schema";
import type { CardView } from "./cards";

/**
 * Saved searches and their cards (issue 4, item 5): written in one transaction before the answer,
 * so a shared link works as soon as the visitor has it.
 */
export interface ResultSetView {
  id: string;
  datetime: string;
  query: {
    departure_date_there: string | null;
    departure_date_back: string | null;
    pax_there: number;
    pax_back: number | null;
    departure_airport: string | null;
    arrival_airport: string | null;
  };
  cards: CardView[];
}

export async function saveResultSet(
  db: AppDatabase,
  resultSet: ResultSetView,
  isEmptyLeg: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(searchRequests).values({ id: resultSet.id, isEmptyLeg, resultSet });
    if (resultSet.cards.length > 0) {
      await tx
        .insert(cards)
        .values(
          resultSet.cards.map((card) => ({
            id: card.id,
            requestId: resultSet.id,
            tailNumber: card.aircraft,
            card,
          })),
        );
    }
  });
}

export async function findResultSet(db: AppDatabase, id: string): Promise<ResultSetView | null> {
  const [row] = await db
    .select({ resultSet: searchRequests.resultSet })
    .from(searchRequests)
    .where(eq(searchRequests.id, id));
  return (row?.resultSet as ResultSetView | undefined) ?? null;
}

export async function findCard(db: AppDatabase, id: string): Promise<CardView | null> {
  const [row] = await db.select({ card: cards.card }).from(cards).where(eq(cards.id, id));
  return (row?.card as CardView | undefined) ?? null;
}
