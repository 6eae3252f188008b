/**
 * Test helpers of the console's orders: a seeded marketplace, staff, and pre-orders and leads made
 * the way visitors make them (through the ordering service, with the code read from the outbox).
 * Lives with the tests (issue 31: nothing under app/ imports tests/).
 */
import { desc, eq } from "drizzle-orm";
import { createCharterService } from "~/charter/charter.server";
import type { Card } from "~/charter/contract/schemas";
import { createOrderingService } from "~/charter/ordering/ordering.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { newId } from "~/charter/ids";
import type { AppDatabase, Database } from "~/db/client.server";
import { outbox, staff } from "~/db/schema";
import { silentLogger } from "~/utils/logger.server";
import { GIVEN_CONSENT } from "~/forms/consent";
import { searchCards } from "./offers";

export async function seedOrders(database: Database): Promise<{ cards: Card[] }> {
  await seedCharter(database.db, silentLogger);
  const charter = createCharterService({ db: database.db, logger: silentLogger });
  return { cards: await searchCards(charter, "URSS") };
}

export async function addStaff(
  db: AppDatabase,
  name: string,
  role: "seller" | "supervisor" = "seller",
): Promise<{ id: string; email: string; name: string }> {
  const member = { id: newId(), email: `${newId()}@charterline.ru`, name, role };
  await db.insert(staff).values(member);
  return member;
}

let address = 0;
/** A fresh client address each call, so the visitors' rate limits never meet. */
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

/** A visitor confirms a phone by code and orders a card; returns the pre-order (= deal) id. */
export async function preOrder(
  db: AppDatabase,
  options: { cardId: string; phone: string; name: string; email?: string; url?: string; now?: Date },
): Promise<string> {
  const ordering = createOrderingService({
    db,
    logger: silentLogger,
    siteUrl: "https://charterline.ru",
    salesEmail: "sales@charterline.ru",
    smsDailyCap: 10_000,
    ...(options.now ? { now: () => options.now! } : {}),
    // As services.server.ts wires it: the ordered card is rebuilt from its saved set and kept.
    orderableCard: (id) => createCharterService({ db, logger: silentLogger }).orderableCard(id),
  });
  const clientAddress = nextAddress();
  await ordering.sendLoginSms(
    {
      phone: options.phone,
      name: options.name,
      email: options.email ?? null,
      url: options.url ?? "https://charterline.ru/flight/x/",
      ...GIVEN_CONSENT,
    },
    clientAddress,
  );
  const [sms] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, options.phone))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = sms?.body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error("no login code in the outbox");
  const { access_token } = await ordering.confirmSms({ code, phone: options.phone }, clientAddress);
  const { preOrder: created } = await ordering.createPreOrder(
    { accessToken: access_token, cardId: options.cardId },
    clientAddress,
  );
  return created.id;
}

/** A callback (search lead without a route) or a search request, as the site's forms file them. */
export async function lead(
  db: AppDatabase,
  options: {
    phone: string;
    name: string;
    from?: string;
    to?: string;
    now?: Date;
    /** False: an API client's lead sent without consent (issue 28, item 8). */
    consent?: boolean;
  },
): Promise<string> {
  const ordering = createOrderingService({
    db,
    logger: silentLogger,
    siteUrl: "https://charterline.ru",
    salesEmail: "sales@charterline.ru",
    smsDailyCap: 10_000,
    ...(options.now ? { now: () => options.now! } : {}),
  });
  const { id } = await ordering.createSearchLead(
    {
      name: options.name,
      phone: options.phone,
      departure_airport: options.from ?? null,
      arrival_airport: options.to ?? null,
      departure_datetime: options.from ? "2026-12-20T12:00" : null,
      departure_datetime_back: null,
      ...(options.consent === false ? {} : GIVEN_CONSENT),
    },
    nextAddress(),
  );
  return id;
}
