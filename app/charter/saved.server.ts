import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { cards, searchRequests } from "~/db/schema";
import type { Card, EmptyLegResultSet, ResultSet } from "./contract/schemas";

/**
 * Saved searches and their cards (issue 4, item 5): written in one transaction before the answer,
 * so a shared link works as soon as the visitor has it.
 */
/** A search's result set, or an empty-leg listing's: both are saved and served by id. */
export type SavedResultSet = ResultSet | EmptyLegResultSet;

export async function saveResultSet(
  db: AppDatabase,
  resultSet: SavedResultSet,
  isEmptyLeg: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(searchRequests).values({ id: resultSet.id, isEmptyLeg, resultSet });
    if (resultSet.cards.length > 0) {
      await tx.insert(cards).values(
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

// The JSON columns hold exactly what saveResultSet wrote after the contract's schemas shaped it;
// they are served as saved, not re-validated, so a link shared before a later change of the
// contract still opens the offer its visitor saw.
export async function findResultSet(db: AppDatabase, id: string): Promise<SavedResultSet | null> {
  const [row] = await db
    .select({ resultSet: searchRequests.resultSet })
    .from(searchRequests)
    .where(eq(searchRequests.id, id));
  return (row?.resultSet as SavedResultSet | undefined) ?? null;
}

export async function findCard(db: AppDatabase, id: string): Promise<Card | null> {
  const [row] = await db.select({ card: cards.card }).from(cards).where(eq(cards.id, id));
  return (row?.card as Card | undefined) ?? null;
}
