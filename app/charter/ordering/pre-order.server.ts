import { and, eq, gt } from "drizzle-orm";
import { accessTokens, cards, deals, logins, preOrders } from "~/db/schema";
import type { Card, PreOrder } from "../contract/schemas";
import { routeToOperator } from "../console/operator-orders.server";
import { FIRST_CALL_MINUTES } from "../console/orders.server";
import { newId } from "../ids";
import type { OrderingDeps } from "./deps";
import { OrderingError } from "./errors";
import { LIMITS } from "./limits";
import { sha256 } from "./login-codes";
import { languageOfPage, preOrderEmail } from "./messages";
import {
  currencyOfPage,
  nextStepOf,
  orderConfirmationEmail,
  orderConfirmationSms,
  type NextStep,
} from "./order-confirmation";
import { enqueue } from "./outbox.server";
import { consume, type Executor } from "./rate-limit.server";

/** What a pre-order is asked with: the bearer token, the body's copy of it, and the card. */
export interface PreOrderInput {
  accessToken: string;
  bodyToken?: string | undefined;
  cardId: string;
}

/**
 * API.md POST /api/pre-orders. `created` is false when this token already ordered this card
 * (answered 200). Either way the answer says what happens next and by when (`next_step`, issue 28,
 * item 4); a new order also texts the customer (and e-mails them when they gave an address) the
 * same, with its number, in the language of the page they ordered from.
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
      return { created: false, row: existing!, next: await nextStepOfDeal(tx, existing!) };
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
    // Issue 28, item 4: the customer is told what the confirmation step says, by the number the
    // console shows and finds (decision 030), routed or not (the due time is the deal's, just set).
    const next = await nextStepOfDeal(tx, inserted);
    const language = languageOfPage(token.login.url);
    const confirmation = {
      language,
      preOrderId: inserted.id,
      card,
      currency: currencyOfPage(token.login.url, language),
      next,
      placedAt: at,
    };
    const reference = `pre_order:${inserted.id}:customer`;
    await enqueue(tx, {
      channel: "sms",
      recipient: token.token.phone,
      body: orderConfirmationSms(confirmation),
      reference,
    });
    if (token.login.email) {
      await enqueue(tx, {
        channel: "email",
        recipient: token.login.email,
        ...orderConfirmationEmail({
          ...confirmation,
          name: token.login.name,
          phone: token.token.phone,
          flightUrl: `${deps.siteUrl}${language === "en" ? "/en" : ""}/flight/${card.id}/`,
        }),
        // A reply reaches the sales team, which the e-mail tells the customer.
        replyTo: deps.salesEmail,
        reference,
      });
    }
    return { created: true, row: inserted, next };
  });
  if (result instanceof OrderingError) throw result;
  if (result.created) {
    deps.logger.info("pre-order stored", { id: result.row.id, card: input.cardId });
    deps.enqueued();
    deps.onPreOrdered?.();
  }
  return {
    created: result.created,
    preOrder: {
      id: result.row.id,
      status: result.row.status,
      card_id: result.row.cardId,
      next_step: { by: result.next.by, due_at: result.next.dueAt.toISOString() },
    },
  };
}

/** The deal's next step: its operator's due time when it was routed, else the house's first call. */
async function nextStepOfDeal(tx: Executor, preOrder: { id: string; createdAt: Date }): Promise<NextStep> {
  const [deal] = await tx
    .select({ createdAt: deals.createdAt, operatorDueAt: deals.operatorDueAt })
    .from(deals)
    .where(eq(deals.id, preOrder.id));
  // Every pre-order has its deal (same id); the pre-order's own time stands in should one not.
  return nextStepOf(deal ?? { createdAt: preOrder.createdAt, operatorDueAt: null }, FIRST_CALL_MINUTES);
}
