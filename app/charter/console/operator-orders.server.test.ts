import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Card } from "~/charter/contract/schemas";
import type { Database } from "~/db/client.server";
import { aircraft, auditLog, deals, operators, outbox, preOrders, staff } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { preOrder, seedOrders } from "../../../tests/support/ops-orders";
import { loadDashboard } from "./dashboard.server";
import { operatorDueAt, totalPrice } from "./operator-answer";
import {
  answerOperatorDeal,
  dealOperatorAnswer,
  getOperatorDeal,
  listOperatorDeals,
  operatorAnswerStats,
  overdueOperatorAnswers,
} from "./operator-orders.server";
import type { SupplyScope } from "./scope";

/*
 * Issue 27, item 3, on the real database engine (PGlite, and Postgres when TEST_DATABASE_URL is
 * set): visitors' pre-orders made through the ordering service go to the operator of the ordered
 * aircraft when it has people on the marketplace; the operator answers within its scope; the
 * customer is told; the overview and the supply page count what operators do.
 */

const MINUTE = 60_000;
const ADDRESS = "203.0.113.9";
const LADOGA: SupplyScope = { kind: "operator", operatorId: "ladoga-jet" };
const GALATA: SupplyScope = { kind: "operator", operatorId: "galata-executive" };

describe.each(databaseTargets())("orders go to the operator, on $name", (target) => {
  let database: Database;
  let cards: Card[];
  let ladogaCard: Card;
  let houseCard: Card;
  let ladogaMember: { id: string };
  let galataMember: { id: string };
  let phoneSeq = 0;
  const phone = () => `+7926${String(2_000_000 + (phoneSeq += 1)).slice(-7)}`;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    ({ cards } = await seedOrders(database));
    const operatorOf = async (card: Card) =>
      (await database.db.select().from(aircraft).where(eq(aircraft.tailNumber, card.aircraft)))[0]!
        .operatorId;
    const owners = await Promise.all(cards.map(operatorOf));
    const ladogaIndex = owners.indexOf("ladoga-jet");
    const houseIndex = owners.indexOf("charterline");
    if (ladogaIndex < 0 || houseIndex < 0)
      throw new Error("the seeded search lacks a Ladoga or a house aircraft");
    ladogaCard = cards[ladogaIndex]!;
    houseCard = cards[houseIndex]!;
    // Ladoga Jet is on the marketplace: two members (one away), a contact address, Moscow hours.
    await database.db
      .update(operators)
      .set({
        contactEmail: "Dispatch@LadogaJet.example",
        responseMinutes: 30,
        workingHoursStart: "00:00",
        workingHoursEnd: "00:00",
      })
      .where(eq(operators.id, "ladoga-jet"));
    ladogaMember = { id: "ladoga-member" };
    galataMember = { id: "galata-member" };
    await database.db.insert(staff).values([
      {
        id: ladogaMember.id,
        email: "ops@ladogajet.example",
        name: "Ирина Ладогина",
        role: "operator",
        operatorId: "ladoga-jet",
        language: "ru",
      },
      {
        id: "ladoga-away",
        email: "away@ladogajet.example",
        name: "Away",
        role: "operator",
        operatorId: "ladoga-jet",
        language: "en",
        active: false,
      },
      {
        id: galataMember.id,
        email: "desk@galata.example",
        name: "Deniz",
        role: "operator",
        operatorId: "galata-executive",
        language: "en",
      },
    ]);
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(deals);
    await database.db.delete(preOrders);
    await database.db.delete(outbox);
  });

  const order = (card: Card, options: { email?: string; url?: string; now?: Date } = {}) =>
    preOrder(database.db, { cardId: card.id, phone: phone(), name: "Анна Петрова", ...options });
  const dealOf = async (id: string) => (await database.db.select().from(deals).where(eq(deals.id, id)))[0]!;
  const mailTo = (recipient: string) =>
    database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const answer = (
    scope: SupplyScope,
    dealId: string,
    fields: { answer: "confirm" | "decline"; percent?: string; reason?: string },
    now = new Date(),
  ) =>
    answerOperatorDeal(database.db, scope, {
      dealId,
      answer: fields.answer,
      percent: fields.percent,
      reason: fields.reason ?? "",
      staff: ladogaMember,
      clientAddress: ADDRESS,
      now,
    });

  describe("routing a new pre-order", () => {
    it("puts an order on a marketplace operator's aircraft in its queue, due within its response time, and tells its people", async () => {
      const before = Date.now();
      const id = await order(ladogaCard);
      const deal = await dealOf(id);
      expect(deal).toMatchObject({ operatorId: "ladoga-jet", operatorStatus: "pending" });
      // Around the clock (00:00–00:00): thirty minutes from the order.
      const due = deal.operatorDueAt!.getTime() - deal.createdAt.getTime();
      expect(due).toBe(30 * MINUTE);
      expect(deal.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const contact = await mailTo("dispatch@ladogajet.example");
      const member = await mailTo("ops@ladogajet.example");
      expect(contact).toHaveLength(1);
      expect(member).toHaveLength(1);
      expect(await mailTo("away@ladogajet.example")).toHaveLength(0);
      expect(await mailTo("desk@galata.example")).toHaveLength(0);
      const mail = member[0]!;
      expect(mail.subject).toContain(`Новый заказ ${id.toUpperCase()}`);
      expect(mail.body).toContain(`/ops/operator/orders/${id}/`);
      expect(mail.body).toContain(ladogaCard.aircraft);
      expect(mail.body).toContain(ladogaCard.routes[0]!.number);
      // Decision 034: the operator never learns who the customer is.
      const [stored] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      for (const text of [mail.body, mail.subject ?? "", contact[0]!.body]) {
        expect(text).not.toContain("Анна");
        expect(text).not.toContain(stored!.phone);
        expect(text).not.toContain(stored!.phone.slice(2));
      }
    });

    it("counts the due time within the operator's working hours", async () => {
      await database.db
        .update(operators)
        .set({ workingHoursStart: "09:00", workingHoursEnd: "21:00", timeZone: "Europe/Moscow" })
        .where(eq(operators.id, "ladoga-jet"));
      try {
        const at = new Date("2026-12-01T17:50:00Z"); // 20:50 in Moscow
        const id = await order(ladogaCard, { now: at });
        expect((await dealOf(id)).operatorDueAt).toEqual(new Date("2026-12-02T06:20:00Z")); // 09:20 next day
        expect(operatorDueAt(at, 30, { start: "09:00", end: "21:00", timeZone: "Europe/Moscow" })).toEqual(
          new Date("2026-12-02T06:20:00Z"),
        );
      } finally {
        await database.db
          .update(operators)
          .set({ workingHoursStart: "00:00", workingHoursEnd: "00:00" })
          .where(eq(operators.id, "ladoga-jet"));
      }
    });

    it("keeps a house operator's order on today's path: no queue, no operator mail", async () => {
      const id = await order(houseCard);
      expect(await dealOf(id)).toMatchObject({ operatorId: null, operatorStatus: null, operatorDueAt: null });
      expect(
        await database.db.select().from(outbox).where(like(outbox.reference, "operator_order:%")),
      ).toEqual([]);
      expect(await listOperatorDeals(database.db, { kind: "house" }, new Date())).toEqual([]);
    });
  });

  describe("the operator's queue and its scope", () => {
    it("lists its own orders, pending first with their due time, and shows no customer", async () => {
      const first = await order(ladogaCard);
      const second = await order(ladogaCard);
      await answer(LADOGA, first, { answer: "confirm" });
      const queue = await listOperatorDeals(database.db, LADOGA, new Date());
      expect(queue.map((item) => [item.id, item.status])).toEqual([
        [second, "pending"],
        [first, "confirmed"],
      ]);
      expect(queue[0]).toMatchObject({
        orderNumber: second.toUpperCase(),
        tailNumber: ladogaCard.aircraft,
        aircraftType: ladogaCard.aircraft_type,
        price: totalPrice(ladogaCard.routes),
        overdue: false,
      });
      expect(queue[0]!.legs[0]).toMatchObject({
        from: ladogaCard.departure_airport,
        to: ladogaCard.arrival_airport,
        passengers: ladogaCard.routes[0]!.pax,
      });
      expect(JSON.stringify(queue)).not.toMatch(/Анна|\+7926/);
    });

    it("another operator's order is neither listed, nor shown, nor answerable", async () => {
      const id = await order(ladogaCard);
      expect(await listOperatorDeals(database.db, GALATA, new Date())).toEqual([]);
      expect(await getOperatorDeal(database.db, GALATA, id, new Date())).toBeNull();
      expect(await answer(GALATA, id, { answer: "confirm" })).toEqual({ ok: false, reason: "not_found" });
      expect(await answer(GALATA, id, { answer: "decline", reason: "Не наш борт" })).toEqual({
        ok: false,
        reason: "not_found",
      });
      expect(await dealOf(id)).toMatchObject({
        operatorStatus: "pending",
        operatorAnsweredAt: null,
        version: 1,
      });
      // Its own operator sees it.
      expect((await getOperatorDeal(database.db, LADOGA, id, new Date()))?.id).toBe(id);
    });

    it("a deal that never went to an operator is absent from every queue", async () => {
      const id = await order(houseCard);
      expect(await getOperatorDeal(database.db, LADOGA, id, new Date())).toBeNull();
      expect(await answer(LADOGA, id, { answer: "confirm" })).toEqual({ ok: false, reason: "not_found" });
      expect(await dealOperatorAnswer(database.db, id, new Date())).toBeNull();
    });
  });

  describe("the answer", () => {
    it("confirms with a price change and its reason; the customer is told by SMS and e-mail in their language; audited", async () => {
      const id = await order(ladogaCard, {
        email: "anna@example.com",
        url: `https://charterline.ru/en/flight/${ladogaCard.id}/`,
      });
      const now = new Date();
      const result = await answer(
        LADOGA,
        id,
        { answer: "confirm", percent: "5", reason: "Higher parking fees" },
        now,
      );
      expect(result).toEqual({ ok: true, status: "confirmed", notified: 2 });
      const deal = await dealOf(id);
      expect(deal).toMatchObject({
        operatorStatus: "confirmed",
        operatorAnsweredBy: ladogaMember.id,
        operatorReason: "Higher parking fees",
        operatorPriceChangePercent: 5,
        version: 2,
      });

      const [stored] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      const [sms] = await mailTo(stored!.phone).then((rows) =>
        rows.filter((row) => row.channel === "sms").slice(-1),
      );
      const newUsd = Math.round(totalPrice(ladogaCard.routes).usd * 1.05);
      expect(sms!.body).toContain(`the operator has confirmed your order ${id.toUpperCase()}`);
      expect(sms!.body).toContain(`$${newUsd.toLocaleString("en-GB")}`);
      expect(sms!.body).toContain("changed the price by +5%");
      expect(sms!.body).toContain(ladogaCard.aircraft_type);
      // The answer's e-mail, after the confirmation the customer had when ordering (issue 28, item 4).
      const [mail] = (await mailTo("anna@example.com")).filter((row) => row.reference === `deal:${id}`);
      expect(mail).toMatchObject({ channel: "email", body: sms!.body });
      expect(mail!.subject).toContain(id.toUpperCase());

      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "deal.operator_answer")));
      expect(entry).toMatchObject({ staffId: ladogaMember.id, entity: "deal" });
      expect(entry!.after).toMatchObject({ operatorStatus: "confirmed", priceChangePercent: 5 });

      // The seller sees it on the deal: who, when, the change, its reason, the new price.
      const seen = await dealOperatorAnswer(database.db, id, now);
      expect(seen).toMatchObject({
        operatorName: "Ladoga Jet",
        status: "confirmed",
        answeredByName: "Ирина Ладогина",
        reason: "Higher parking fees",
        priceChangePercent: 5,
        newPrice: { usd: newUsd },
      });
      expect(seen!.answeredAt).toEqual(now);
    });

    it("a second answer, however close behind, gets a conflict and changes nothing", async () => {
      const id = await order(ladogaCard);
      const [a, b] = await Promise.all([
        answer(LADOGA, id, { answer: "confirm" }),
        answer(LADOGA, id, { answer: "decline", reason: "Экипаж недоступен" }),
      ]);
      const outcomes = [a, b].map((outcome) => (outcome.ok ? "ok" : outcome.reason)).sort();
      expect(outcomes).toEqual(["conflict", "ok"]);
      const after = await answer(LADOGA, id, { answer: "decline", reason: "Передумали" });
      expect(after).toMatchObject({ ok: false, reason: "conflict" });
      expect((await dealOf(id)).version).toBe(2);
      const [stored] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      // One answer, one message (the login code aside).
      const texts = (await mailTo(stored!.phone)).filter((row) => row.reference === `deal:${id}`);
      expect(texts).toHaveLength(1);
    });

    it("refuses a change beyond ±10%, a change without a reason and a decline without one", async () => {
      const id = await order(ladogaCard);
      expect(await answer(LADOGA, id, { answer: "confirm", percent: "12", reason: "Топливо" })).toEqual({
        ok: false,
        reason: "invalid",
        errors: { percent: "out_of_range" },
      });
      expect(await answer(LADOGA, id, { answer: "confirm", percent: "-4" })).toEqual({
        ok: false,
        reason: "invalid",
        errors: { reason: "required" },
      });
      expect(await answer(LADOGA, id, { answer: "decline", reason: " " })).toEqual({
        ok: false,
        reason: "invalid",
        errors: { reason: "required" },
      });
      expect(await dealOf(id)).toMatchObject({ operatorStatus: "pending", version: 1 });
      expect((await answer(LADOGA, id, { answer: "confirm", percent: "-10", reason: "Скидка" })).ok).toBe(
        true,
      );
    });

    it("declines with a reason; the customer hears in Russian that our seller will offer alternatives", async () => {
      const id = await order(ladogaCard);
      expect(await answer(LADOGA, id, { answer: "decline", reason: "Борт на ТО" })).toEqual({
        ok: true,
        status: "declined",
        notified: 1,
      });
      const [stored] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      const [sms] = (await mailTo(stored!.phone)).filter((row) => row.reference === `deal:${id}`);
      expect(sms!.body).toBe(
        `Charterline: авиакомпания не сможет выполнить ваш заказ ${id.toUpperCase()} ` +
          `(Москва → Сочи, ${ladogaCard.departure_date_local.slice(8, 10)}.${ladogaCard.departure_date_local.slice(5, 7)}.${ladogaCard.departure_date_local.slice(0, 4)} ${ladogaCard.departure_date_local.slice(11, 16)}, ${ladogaCard.aircraft_type}). ` +
          "Менеджер скоро предложит вам другие варианты.",
      );
      expect(sms!.body).not.toContain("Борт на ТО");
      expect(await dealOperatorAnswer(database.db, id, new Date())).toMatchObject({
        status: "declined",
        reason: "Борт на ТО",
        newPrice: null,
      });
    });
  });

  describe("what the house counts", () => {
    it("flags an answer overdue on the overview", async () => {
      const id = await order(ladogaCard);
      const { operatorDueAt: due } = await dealOf(id);
      const justBefore = new Date(due!.getTime() - MINUTE);
      const later = new Date(due!.getTime() + 7 * MINUTE);
      expect((await overdueOperatorAnswers(database.db, justBefore)).total).toBe(0);
      const overdue = await overdueOperatorAnswers(database.db, later);
      expect(overdue).toMatchObject({
        total: 1,
        deals: [{ id, orderNumber: id.toUpperCase(), operatorName: "Ladoga Jet", overdueMinutes: 7 }],
      });
      const dashboard = await loadDashboard(database.db, later);
      expect(dashboard.operatorAnswers.total).toBe(1);
      expect((await getOperatorDeal(database.db, LADOGA, id, later))?.overdue).toBe(true);
      // Answered, it is no longer flagged.
      await answer(LADOGA, id, { answer: "confirm" }, later);
      expect((await overdueOperatorAnswers(database.db, later)).total).toBe(0);
    });

    it("gives each operator's acceptance rate and median answer time over the last 90 days", async () => {
      const t0 = new Date(Date.now() - 2 * 86_400_000);
      const ids = [];
      for (let index = 0; index < 4; index += 1) ids.push(await order(ladogaCard, { now: t0 }));
      const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
      await answer(LADOGA, ids[0]!, { answer: "confirm" }, at(10));
      await answer(LADOGA, ids[1]!, { answer: "confirm" }, at(20));
      await answer(LADOGA, ids[2]!, { answer: "decline", reason: "Нет экипажа" }, at(60));
      // ids[3] stays unanswered past its due time: it counts against acceptance.
      // An order older than the period is left out.
      await order(ladogaCard, { now: new Date(Date.now() - 100 * 86_400_000) });

      const stats = await operatorAnswerStats(database.db, new Date());
      expect(stats.days).toBe(90);
      expect(stats.byOperator["ladoga-jet"]).toEqual({
        operatorId: "ladoga-jet",
        orders: 4,
        confirmed: 2,
        declined: 1,
        overdue: 1,
        acceptanceRate: 0.5,
        medianAnswerMinutes: 20,
      });
      expect(stats.byOperator["galata-executive"]).toBeUndefined();
    });
  });
});
