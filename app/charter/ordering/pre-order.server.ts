import { and, eq, gt } from "drizzle-orm";
import { accessTokens, cards, deals, logins, preOrders } from "~/db/schema";
import type { Card, PreOrder } from "../contract/schemas";
import { routeToOperator } from "../console/operator-orders.server";
import { newId } from "../ids";
import type { OrderingDeps } from "./deps";
import { OrderingError } from "./errors";
import { LIMITS } from "./limits";
import { sha256 } from "./login-codes";
import { preOrderEmail } from "./messages";
import { enqueue } from "./outbox.server";
import { consume } from "./rate-limit.server";

/** What a pre-order is asked with: the bearer token, the body's copy of it, and the card. */
export interface PreOrderInput {
  accessToken: string;
  bodyToken?: string | undefined;
  cardId: string;
}

/**
 * API.md POST /api/pre-orders. `created` is false when this token already ordered this card
 * (answered 200).
 */
export async function createPreOrder(
  deps: Pick<
    OrderingDeps,
    | "db"
    | "logger"
    | "now"
    | "siteUrl"
    | "salesEmail"
    | "airportName"
    | "orderableCard"
    | "enqueued"
    | "onPreOrdered"
  >,
  input: PreOrderInput,
  clientAddress: string,
): Promise<{ created: boolean; preOrder: PreOrder }> {
  if (input.bodyToken !== undefined && input.bodyToken !== input.accessToken) {
    throw new OrderingError(
      "unauthorized",
      "The access token in the body differs from the one in Authorization.",
    );
  }
  const at = deps.now();
  // Rebuilt before the transaction: it reads the market, which is no part of the order.
  const orderable = (await deps.orderableCard?.(input.cardId)) ?? null;
  const result = await deps.db.transaction(async (tx) => {
    await consume(
      tx,
      [{ limit: LIMITS.preOrdersPerAddressHour, key: clientAddress }],
      at,
      "Too many orders from this address. Please try again later.",
    );
    const [token] = await tx
      .select({ token: accessTokens, login: logins })
      .from(accessTokens)
      .innerJoin(logins, eq(logins.id, accessTokens.loginId))
      .where(and(eq(accessTokens.tokenHash, sha256(input.accessToken)), gt(accessTokens.expiresAt, at)));
    if (!token) return new OrderingError("unauthorized", "The access token is unknown or has expired.");
    if (orderable) await tx.insert(cards).values(orderable).onConflictDoNothing({ target: cards.id });
    const [saved] = await tx.select().from(cards).where(eq(cards.id, input.cardId));
    if (!saved) return new OrderingError("not_found", "No card with this card_id.");
    const [inserted] = await tx
      .insert(preOrders)
      .values({
        id: newId(),
        tokenId: token.token.id,
        cardId: input.cardId,
        phone: token.token.phone,
        name: token.login.name,
        email: token.login.email,
        // Issue 28, item 8: the consent the person gave when asking for the code.
        consentVersion: token.login.consentVersion,
        consentedAt: token.login.consentedAt,
        clientAddress,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [preOrders.tokenId, preOrders.cardId] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(preOrders)
        .where(and(eq(preOrders.tokenId, token.token.id), eq(preOrders.cardId, input.cardId)));
      return { created: false, row: existing! };
    }
    await tx.insert(deals).values({
      id: inserted.id,
      kind: "pre_order",
      preOrderId: inserted.id,
      createdAt: at,
      updatedAt: at,
    });
    const card = saved.card as Card;
    // Issue 27, item 3: an order on a marketplace operator's aircraft also waits in its queue.
    await routeToOperator(tx, { dealId: inserted.id, card, at, siteUrl: deps.siteUrl });
    const email = preOrderEmail({
      preOrderId: inserted.id,
      card,
      customer: {
        name: token.login.name,
        phone: token.token.phone,
        email: token.login.email,
        url: token.login.url,
      },
      airportName: deps.airportName,
      flightUrl: `${deps.siteUrl}/flight/${card.id}/`,
      createdAt: at,
    });
    await enqueue(tx, {
      channel: "email",
      recipient: deps.salesEmail,
      ...email,
      replyTo: token.login.email,
      reference: `pre_order:${inserted.id}`,
    });
    return { created: true, row: inserted };
  });
  if (result instanceof OrderingError) throw result;
  if (result.created) {
    deps.logger.info("pre-order stored", { id: result.row.id, card: input.cardId });
    deps.enqueued();
    deps.onPreOrdered?.();
  }
  return {
    created: result.created,
    preOrder: { id: result.row.id, status: result.row.status, card_id: result.row.cardId },
  };
}
