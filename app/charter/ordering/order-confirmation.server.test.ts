import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCharterService } from "~/charter/charter.server";
import type { Card } from "~/charter/contract/schemas";
import type { Database } from "~/db/client.server";
import { aircraft, deals, operators, outbox, staff } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { GIVEN_CONSENT } from "~/forms/consent";
import { silentLogger } from "~/utils/logger.server";
import { seedOrders } from "../../../tests/support/ops-orders";
import { EMPTY_FILTER, FIRST_CALL_MINUTES, getDeal, listDeals } from "../console/orders.server";
import { orderNumber } from "../order-number";
import { createOrderingService } from "./ordering.server";

/*
 * Issue 28, items 4 and 5, on the real database engine (PGlite, and Postgres when
 * TEST_DATABASE_URL is set): creating a pre-order texts the customer (and e-mails them when they
 * gave an address) the confirmation, in the language of the page they ordered from, with the
 * number the console shows and finds; the API's answer says who answers next and by when, the
 * operator's due time for a marketplace operator's aircraft (decision 036), else the house's first
 * call (decision 042).
 */

const MINUTE = 60_000;

describe.each(databaseTargets())("the customer's confirmation on $name", (target) => {
  let database: Database;
  let houseCard: Card;
  let operatorCard: Card;
  let clock: Date;
  let address = 0;
  let phoneSeq = 0;
  const phone = () => `+7926${String(3_000_000 + (phoneSeq += 1)).slice(-7)}`;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    const { cards } = await seedOrders(database);
    const owners = await Promise.all(
      cards.map(
        async (card) =>
          (await database.db.select().from(aircraft).where(eq(aircraft.tailNumber, card.aircraft)))[0]!
            .operatorId,
      ),
    );
    houseCard = cards[owners.indexOf("charterline")]!;
    operatorCard = cards[owners.indexOf("ladoga-jet")]!;
    if (!houseCard || !operatorCard) throw new Error("the seeded search lacks a house or a Ladoga aircraft");
    // Ladoga Jet on the marketplace, on Yekaterinburg's clock (UTC+5), 09:00–21:00, 30 minutes.
    await database.db
      .update(operators)
      .set({
        responseMinutes: 30,
        workingHoursStart: "09:00",
        workingHoursEnd: "21:00",
        timeZone: "Asia/Yekaterinburg",
      })
      .where(eq(operators.id, "ladoga-jet"));
    await database.db.insert(staff).values({
      id: "ladoga-confirm-member",
      email: "ops-confirm@ladogajet.example",
      name: "Ирина",
      role: "operator",
      operatorId: "ladoga-jet",
      language: "ru",
    });
  });
  afterAll(() => target.cleanup());

  const ordering = () =>
    createOrderingService({
      db: database.db,
      logger: silentLogger,
      siteUrl: "https://charterline.ru",
      salesEmail: "sales@charterline.ru",
      smsDailyCap: 10_000,
      now: () => clock,
      orderableCard: (id) =>
        createCharterService({ db: database.db, logger: silentLogger }).orderableCard(id),
    });

  /** A visitor confirms a phone by code on the page `url` and orders `card`. */
  async function order(card: Card, options: { url: string; email: string | null }) {
    const service = ordering();
    const customer = phone();
    const clientAddress = `198.51.100.${(address += 1)}`;
    await service.sendLoginSms(
      { phone: customer, name: "Анна Петрова", email: options.email, url: options.url, ...GIVEN_CONSENT },
      clientAddress,
    );
    const [codeSms] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, customer))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /#(\d{4})\s*$/.exec(codeSms!.body)![1]!;
    const { access_token } = await service.confirmSms({ code, phone: customer }, clientAddress);
    const created = await service.createPreOrder(
      { accessToken: access_token, cardId: card.id },
      clientAddress,
    );
    const again = await service.createPreOrder({ accessToken: access_token, cardId: card.id }, clientAddress);
    const messages = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reference, `pre_order:${created.preOrder.id}:customer`)))
      .orderBy(outbox.id);
    return { customer, created, again, messages };
  }

  it("house aircraft, Russian page with euros picked: SMS and e-mail with the number the console finds, the manager's call by when", async () => {
    // 09:00 UTC: 12:00 in Moscow.
    clock = new Date("2026-12-01T09:00:00Z");
    const { customer, created, again, messages } = await order(houseCard, {
      url: `https://charterline.ru/flight/${houseCard.id}/?currency=eur`,
      email: "anna@example.ru",
    });
    const id = created.preOrder.id;
    const number = orderNumber(id);
    // The answer says what the confirmation step says: the manager calls within the first-call time.
    const due = new Date(clock.getTime() + FIRST_CALL_MINUTES * MINUTE);
    expect(created.preOrder.next_step).toEqual({ by: "manager", due_at: due.toISOString() });
    // A repeat is the same order: the same next step, and no second message.
    expect(again).toEqual({ created: false, preOrder: created.preOrder });

    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ["sms", customer],
      ["email", "anna@example.ru"],
    ]);
    const [sms, mail] = messages;
    expect(sms!.body).toContain(`Charterline: заказ ${number} принят.`);
    expect(sms!.body).toContain("Менеджер позвонит до 12:15 мск.");
    const euros = houseCard.routes.reduce((sum, route) => sum + route.price.eur, 0);
    expect(sms!.body).toContain(`${euros.toLocaleString("ru-RU").replace(/\s/g, " ")} €`);
    expect(mail!.subject).toBe(`Charterline: заказ ${number} принят`);
    expect(mail!.body).toContain(`борт ${houseCard.aircraft}`);
    expect(mail!.body).toContain("Менеджер позвонит вам до 12:15 (по московскому времени)");
    // A reply reaches the sales team.
    expect(mail!.replyTo).toBe("sales@charterline.ru");

    // Issue 28, item 5: the console finds the order by that number, read out in groups, and shows it.
    const found = await listDeals(
      database.db,
      { ...EMPTY_FILTER, q: `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`.toLowerCase() },
      { staffId: "nobody", now: clock },
    );
    expect(found.items.map((item) => item.orderNumber)).toEqual([number]);
    const detail = await getDeal(database.db, id);
    expect(detail?.orderNumber).toBe(number);
  });

  it("operator's aircraft, English page, no e-mail: only the SMS, the operator's due time on Moscow time", async () => {
    // 15:50 UTC: 20:50 in Yekaterinburg, ten minutes before Ladoga closes; 18:50 in Moscow.
    clock = new Date("2026-12-01T15:50:00Z");
    const { created, messages } = await order(operatorCard, {
      url: `https://charterline.ru/en/flight/${operatorCard.id}/`,
      email: null,
    });
    const id = created.preOrder.id;
    const [deal] = await database.db.select().from(deals).where(eq(deals.id, id));
    // Ten minutes that evening, twenty the next morning: 09:20 in Yekaterinburg, 07:20 in Moscow.
    expect(deal!.operatorDueAt).toEqual(new Date("2026-12-02T04:20:00Z"));
    expect(created.preOrder.next_step).toEqual({ by: "operator", due_at: "2026-12-02T04:20:00.000Z" });

    expect(messages.map((message) => message.channel)).toEqual(["sms"]);
    const dollars = operatorCard.routes.reduce((sum, route) => sum + route.price.usd, 0);
    expect(messages[0]!.body).toContain(`Charterline: order ${orderNumber(id)} received.`);
    expect(messages[0]!.body).toContain(`$${dollars.toLocaleString("en-GB")}`);
    expect(messages[0]!.body).toContain(
      "The operator will confirm it by 2 Dec 07:20 Moscow time, then your manager will call you.",
    );
  });
});
