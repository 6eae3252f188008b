import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Card } from "~/charter/contract/schemas";
import { newId } from "~/charter/ids";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  cards as cardRows,
  dealNotes,
  deals,
  leads,
  outbox,
  preOrders,
  scheduleLegs,
} from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { readAudit } from "./audit.server";
import { addStaff, lead, preOrder, seedOrders } from "../../../tests/support/ops-orders";
import {
  EMPTY_FILTER,
  PAGE_SIZE,
  addNote,
  assign,
  changeStatus,
  dealReference,
  getDeal,
  listDeals,
  parseDealFilter,
  type DealFilter,
} from "./orders.server";
import { toMoscowInput } from "./pipeline";
import { CONSENT_VERSION } from "~/forms/consent";

/*
 * The orders of the console on the real database engine (PGlite, and Postgres when
 * TEST_DATABASE_URL is set): pre-orders and leads made the way visitors make them.
 */

const MINUTE = 60_000;
const ADDRESS = "203.0.113.7";

describe.each(databaseTargets())("console orders on $name", (target) => {
  let database: Database;
  let cards: Card[];
  let seller: { id: string; email: string; name: string };
  let other: { id: string; email: string; name: string };
  let now: Date;
  let phoneSeq = 0;
  const phone = () => `+7916${String(1_000_000 + (phoneSeq += 1)).slice(-7)}`;

  const filter = (patch: Partial<DealFilter> = {}): DealFilter => ({ ...EMPTY_FILTER, ...patch });
  const list = (patch: Partial<DealFilter> = {}) =>
    listDeals(database.db, filter(patch), { staffId: seller.id, now });
  const actor = () => ({ staff: seller, clientAddress: ADDRESS, now });

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    ({ cards } = await seedOrders(database));
    seller = await addStaff(database.db, "Мария Соколова");
    other = await addStaff(database.db, "Олег Виноградов");
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(scheduleLegs).where(sql`${scheduleLegs.dealId} is not null`);
    await database.db.delete(deals);
    await database.db.delete(preOrders);
    await database.db.delete(leads);
    await database.db.delete(outbox);
    now = new Date();
  });

  describe("the inbox", () => {
    it("lists pre-orders and leads newest first, with route, contacts and the wait for a first call", async () => {
      const earlier = new Date(now.getTime() - 40 * MINUTE);
      const callback = await lead(database.db, { phone: phone(), name: "Павел", now: earlier });
      const search = await lead(database.db, { phone: phone(), name: "Ирина", from: "UUWW", to: "LFMN" });
      const order = await preOrder(database.db, {
        cardId: cards[0]!.id,
        phone: phone(),
        name: "Анна Петрова",
      });

      const { items, hasNext } = await list();
      expect(items.map((item) => item.id)).toEqual([order, search, callback]);
      expect(hasNext).toBe(false);
      expect(items[0]).toMatchObject({
        kind: "pre_order",
        status: "new",
        customerName: "Анна Петрова",
        offerNumber: `${cards[0]!.id.toUpperCase()}-1`,
        route: {
          from: cards[0]!.departure_airport,
          to: cards[0]!.arrival_airport,
          aircraftType: cards[0]!.aircraft_type,
        },
      });
      expect(items[1]).toMatchObject({ kind: "search", route: { from: "UUWW", to: "LFMN" } });
      expect(items[2]).toMatchObject({ kind: "callback", route: null, waitingMinutes: 40 });
      expect(items[2]!.phone).toMatch(/^\+7916\d{7}$/);
    });

    it("tells a multi-leg order from a return in the list, and keeps every leg on the order (issue 29, item 1)", async () => {
      const base = cards[0]!;
      const first = base.routes[0]!;
      const leg = (n: number, from: string, to: string) => ({
        ...first,
        number: `${first.number.slice(0, -1)}${n}`,
        departure_airport: from,
        arrival_airport: to,
      });
      const tour: Card = {
        ...base,
        id: newId(),
        departure_airport: "UUWW",
        arrival_airport: "UWKD",
        routes: [leg(1, "UUWW", "UWKD"), leg(2, "UWKD", "USSS"), leg(3, "USSS", "UUWW")],
      };
      await database.db
        .insert(cardRows)
        .values({ id: tour.id, requestId: null, tailNumber: tour.aircraft, card: tour, ratesDate: null });
      const order = await preOrder(database.db, { cardId: tour.id, phone: phone(), name: "Анна Петрова" });

      const { items } = await list();
      expect(items.find((item) => item.id === order)?.route).toMatchObject({
        from: "UUWW",
        to: "UWKD",
        roundTrip: false,
        legs: 3,
      });
      const detail = await getDeal(database.db, order);
      const routes = detail?.source.kind === "pre_order" ? detail.source.card.routes : [];
      expect(routes.map((route) => route.number.slice(-2))).toEqual(["-1", "-2", "-3"]);
    });

    it("finds a customer by any spelling of the phone, a name, an offer number or a deal id", async () => {
      const wanted = await preOrder(database.db, {
        cardId: cards[1]!.id,
        phone: "+79031234567",
        name: "Виктор Лебедев",
        email: "v.lebedev@example.com",
      });
      await lead(database.db, { phone: phone(), name: "Анна" });
      const ids = async (q: string) => (await list({ q })).items.map((item) => item.id);
      for (const q of ["+7 903 123-45-67", "8 (903) 123 45 67", "89031234567", "9031234567", "123-45-67"]) {
        expect(await ids(q), q).toEqual([wanted]);
      }
      expect(await ids("лебедев")).toEqual([wanted]);
      expect(await ids("v.lebedev@")).toEqual([wanted]);
      expect(await ids(`${cards[1]!.id.toUpperCase()}-1`)).toEqual([wanted]);
      expect(await ids(wanted)).toEqual([wanted]);
      // Issue 28, item 5: the order number the customer was given, however they read it out.
      const number = wanted.toUpperCase();
      expect((await list({ q: number })).items[0]?.orderNumber).toBe(number);
      const spaced = `${number.slice(0, 4)} ${number.slice(4, 8)}-${number.slice(8)}`;
      const misread = number.replace(/0/g, "O").replace(/1/g, "I");
      for (const q of [number, spaced, misread, `№ ${number}`]) expect(await ids(q), q).toEqual([wanted]);
      expect(await ids("Nobody at all")).toEqual([]);
      // A pattern's wildcards are the customer's characters, not LIKE's.
      expect(await ids("%")).toEqual([]);
    });

    it("filters by status, kind, assignee and the Moscow day of creation", async () => {
      const yesterday = new Date(now.getTime() - 26 * 60 * MINUTE);
      const old = await lead(database.db, { phone: phone(), name: "Old", now: yesterday });
      const mine = await lead(database.db, { phone: phone(), name: "Mine" });
      const theirs = await preOrder(database.db, { cardId: cards[0]!.id, phone: phone(), name: "Theirs" });
      await assign(database.db, { ...actor(), dealId: mine, expectedVersion: "1", assigneeId: seller.id });
      await assign(database.db, { ...actor(), dealId: theirs, expectedVersion: "1", assigneeId: other.id });
      await changeStatus(database.db, { ...actor(), dealId: theirs, expectedVersion: 2, status: "quoted" });

      const ids = async (patch: Partial<DealFilter>) =>
        (await list(patch)).items.map((item) => item.id).sort();
      expect(await ids({ assignee: "mine" })).toEqual([mine]);
      expect(await ids({ assignee: "unassigned" })).toEqual([old]);
      expect(await ids({ assignee: other.id })).toEqual([theirs]);
      expect(await ids({ status: "quoted" })).toEqual([theirs]);
      expect(await ids({ status: "new" })).toEqual([mine, old].sort());
      expect(await ids({ status: "open" })).toEqual([mine, old, theirs].sort());
      expect(await ids({ kind: "pre_order" })).toEqual([theirs]);
      const today = toMoscowInput(now).slice(0, 10);
      const before = toMoscowInput(yesterday).slice(0, 10);
      expect(await ids({ from: today, to: today })).toEqual([mine, theirs].sort());
      expect(await ids({ from: before, to: before })).toEqual([old]);
    });

    it("pages by fifty", async () => {
      const rows = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => {
        const id = newId();
        const at = new Date(now.getTime() - index * MINUTE);
        return { id, at };
      });
      await database.db.insert(leads).values(
        rows.map(({ id, at }) => ({
          id,
          kind: "partner" as const,
          name: "Партнёр",
          contact: "ops@airline.example",
          message: "—",
          details: {},
          clientAddress: ADDRESS,
          createdAt: at,
        })),
      );
      await database.db
        .insert(deals)
        .values(rows.map(({ id, at }) => ({ id, kind: "partner" as const, leadId: id, createdAt: at })));
      const first = await list();
      expect(first.items).toHaveLength(PAGE_SIZE);
      expect(first.hasNext).toBe(true);
      const second = await list({ page: 2 });
      expect(second.items.map((item) => item.id)).toEqual(rows.slice(PAGE_SIZE).map((row) => row.id));
      expect(second.hasNext).toBe(false);
    });

    it("reads the filter from the query string and drops what it does not understand", () => {
      expect(
        parseDealFilter(
          new URLSearchParams(
            "status=option&kind=search&assignee=mine&from=2026-12-01&to=bad&q=%2B7 916&page=3",
          ),
        ),
      ).toEqual({
        status: "option",
        kind: "search",
        assignee: "mine",
        from: "2026-12-01",
        to: null,
        q: "+7 916",
        page: 3,
      });
      expect(parseDealFilter(new URLSearchParams("status=won&kind=x&page=-1"))).toEqual(EMPTY_FILTER);
    });
  });

  describe("one deal", () => {
    it("shows the customer, the card as ordered with its rates date, and the customer's language", async () => {
      const id = await preOrder(database.db, {
        cardId: cards[0]!.id,
        phone: "+79161112233",
        name: "John Smith",
        email: "john@example.com",
        url: "https://charterline.ru/en/flight/x/",
      });
      const detail = await getDeal(database.db, id);
      expect(detail).toMatchObject({
        deal: { id, status: "new", version: 1 },
        customer: { name: "John Smith", phone: "+79161112233", email: "john@example.com", language: "en" },
        source: { kind: "pre_order", preOrderStatus: "received" },
      });
      if (detail?.source.kind !== "pre_order") throw new Error("expected a pre-order");
      expect(detail.source.card.id).toBe(cards[0]!.id);
      expect(detail.source.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Issue 28, item 5: one number, the one the customer was given; the messages name it too.
      expect(detail.orderNumber).toBe(id.toUpperCase());
      expect(dealReference(detail, (icao) => icao)).toBe(
        `${id.toUpperCase()} (${cards[0]!.departure_airport} → ${cards[0]!.arrival_airport})`,
      );
      // Issue 28, item 8: the consent the customer gave when asking for the code.
      expect(detail.consent).toEqual({ version: CONSENT_VERSION, at: expect.any(Date) });
      expect(await getDeal(database.db, "nosuchdeal1")).toBeNull();
      expect(await getDeal(database.db, "../etc")).toBeNull();
    });

    it("shows a lead's message and route, in Russian", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Ирина", from: "UUWW", to: "LFMN" });
      const detail = await getDeal(database.db, id);
      expect(detail).toMatchObject({
        deal: { kind: "search" },
        customer: { name: "Ирина", language: "ru" },
        source: {
          kind: "lead",
          leadKind: "search",
          details: { departure_airport: "UUWW", arrival_airport: "LFMN" },
        },
        orderNumber: id.toUpperCase(),
        consent: { version: CONSENT_VERSION, at: expect.any(Date) },
      });
      // A lead an API client sent without consent shows that none was recorded (issue 28, item 8).
      const bare = await lead(database.db, { phone: phone(), name: "Без согласия", consent: false });
      expect((await getDeal(database.db, bare))?.consent).toBeNull();
    });
  });

  describe("status changes", () => {
    it("moves a deal, records the first contact, takes it for the seller, syncs the pre-order and audits", async () => {
      const id = await preOrder(database.db, { cardId: cards[0]!.id, phone: phone(), name: "Анна" });
      const result = await changeStatus(database.db, {
        ...actor(),
        dealId: id,
        expectedVersion: "1",
        status: "contacted",
      });
      expect(result).toMatchObject({ ok: true, notified: false, deal: { status: "contacted", version: 2 } });
      const [deal] = await database.db.select().from(deals).where(eq(deals.id, id));
      expect(deal).toMatchObject({ firstContactAt: now, assigneeId: seller.id, updatedAt: now });
      const [order] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      expect(order!.status).toBe("in_progress");
      const [entry] = await readAudit(database.db, { entity: "deal", entityId: id });
      expect(entry).toMatchObject({
        action: "deal.status",
        staffId: seller.id,
        clientAddress: ADDRESS,
        before: { status: "new", version: 1 },
        after: { status: "contacted", version: 2, assigneeId: seller.id },
      });
    });

    it("answers a stale version with the latest deal and changes nothing", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      await changeStatus(database.db, { ...actor(), dealId: id, expectedVersion: 1, status: "contacted" });
      const stale = await changeStatus(database.db, {
        ...actor(),
        staff: other,
        dealId: id,
        expectedVersion: 1,
        status: "lost",
        reason: "Не отвечает",
      });
      expect(stale).toMatchObject({
        ok: false,
        reason: "conflict",
        latest: { status: "contacted", version: 2 },
      });
      const [deal] = await database.db.select().from(deals).where(eq(deals.id, id));
      expect(deal!.status).toBe("contacted");
      expect(await readAudit(database.db, { entity: "deal", entityId: id })).toHaveLength(1);
    });

    it("lets only one of two simultaneous changes through", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      const results = await Promise.all([
        changeStatus(database.db, { ...actor(), dealId: id, expectedVersion: 1, status: "contacted" }),
        changeStatus(database.db, {
          ...actor(),
          staff: other,
          dealId: id,
          expectedVersion: 1,
          status: "quoted",
        }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === "conflict")).toHaveLength(1);
    });

    it("answers bad input with field errors and changes nothing", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      const bad = await changeStatus(database.db, {
        ...actor(),
        dealId: id,
        expectedVersion: 1,
        status: "option",
        optionUntil: toMoscowInput(new Date(now.getTime() - 60 * MINUTE)),
        notify: { channel: "email", text: "" },
      });
      expect(bad).toEqual({
        ok: false,
        reason: "invalid",
        errors: { optionUntil: "past", message: "required", channel: "no_email" },
      });
      expect(
        await changeStatus(database.db, { ...actor(), dealId: id, expectedVersion: 1, status: "flown" }),
      ).toEqual({ ok: false, reason: "invalid", errors: { status: "not_allowed" } });
      expect(
        await changeStatus(database.db, { ...actor(), dealId: id, expectedVersion: "x", status: "won" }),
      ).toMatchObject({ ok: false, reason: "invalid", errors: { version: "invalid", status: "required" } });
      expect(
        await changeStatus(database.db, {
          ...actor(),
          dealId: id,
          expectedVersion: 1,
          status: "lost",
          reason: " ",
        }),
      ).toEqual({ ok: false, reason: "invalid", errors: { reason: "required" } });
      expect(
        await changeStatus(database.db, {
          ...actor(),
          dealId: "nosuchdeal1",
          expectedVersion: 1,
          status: "lost",
        }),
      ).toEqual({ ok: false, reason: "not_found" });
      const [deal] = await database.db.select().from(deals).where(eq(deals.id, id));
      expect(deal).toMatchObject({ status: "new", version: 1 });
      expect(await readAudit(database.db, { entity: "deal", entityId: id })).toHaveLength(0);
    });

    it("holds an option until a Moscow time and texts the customer the date", async () => {
      const customer = phone();
      const id = await preOrder(database.db, { cardId: cards[0]!.id, phone: customer, name: "Анна" });
      await database.db.delete(outbox);
      const kicks: string[] = [];
      const until = new Date(Math.ceil((now.getTime() + 26 * 60 * MINUTE) / MINUTE) * MINUTE);
      const result = await changeStatus(
        database.db,
        {
          ...actor(),
          dealId: id,
          expectedVersion: 1,
          status: "option",
          optionUntil: toMoscowInput(until),
          notify: { channel: "sms", text: "Самолёт закреплён за вами до {{until}} (мск)." },
        },
        { onEnqueued: () => kicks.push("outbox"), onSupplyChanged: () => kicks.push("supply") },
      );
      expect(result).toMatchObject({
        ok: true,
        notified: true,
        deal: { status: "option", optionUntil: until },
      });
      expect(kicks.sort()).toEqual(["outbox", "supply"]);
      const [sms] = await database.db.select().from(outbox);
      expect(sms).toMatchObject({ channel: "sms", recipient: customer, reference: `deal:${id}` });
      expect(sms!.body).not.toContain("{{until}}");
      expect(sms!.body).toMatch(/до \d{1,2} [а-я]+, \d{2}:\d{2} \(мск\)/);
    });

    it("e-mails the customer, with the seller as the reply address", async () => {
      const id = await preOrder(database.db, {
        cardId: cards[0]!.id,
        phone: phone(),
        name: "John",
        email: "john@example.com",
        url: "https://charterline.ru/en/flight/x/",
      });
      await database.db.delete(outbox);
      await changeStatus(database.db, {
        ...actor(),
        dealId: id,
        expectedVersion: 1,
        status: "quoted",
        notify: { channel: "email", text: "Our proposal is ready." },
      });
      const [mail] = await database.db.select().from(outbox);
      expect(mail).toMatchObject({
        channel: "email",
        recipient: "john@example.com",
        replyTo: seller.email,
        body: "Our proposal is ready.",
        reference: `deal:${id}`,
      });
      expect(mail!.subject).toContain(cards[0]!.id.toUpperCase());
    });

    it("puts a booked charter in the aircraft's schedule and takes it out when cancelled", async () => {
      const card = cards[0]!;
      const id = await preOrder(database.db, { cardId: card.id, phone: phone(), name: "Анна" });
      let supply = 0;
      const effects = { onSupplyChanged: () => (supply += 1) };
      await changeStatus(
        database.db,
        { ...actor(), dealId: id, expectedVersion: 1, status: "booked" },
        effects,
      );
      const legs = await database.db.select().from(scheduleLegs).where(eq(scheduleLegs.dealId, id));
      expect(legs).toHaveLength(card.routes.length);
      expect(legs[0]).toMatchObject({
        tailNumber: card.aircraft,
        fromIcao: card.departure_airport,
        toIcao: card.arrival_airport,
        departsAt: new Date(card.departure_date),
        kind: "charter",
      });
      const [order] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      expect(order!.status).toBe("confirmed");
      expect(supply).toBe(1);

      // Not flown before it departs.
      expect(
        await changeStatus(database.db, { ...actor(), dealId: id, expectedVersion: 2, status: "flown" }),
      ).toMatchObject({ ok: false, errors: { status: "before_departure" } });

      await changeStatus(
        database.db,
        { ...actor(), dealId: id, expectedVersion: 2, status: "cancelled", reason: "Клиент перенёс поездку" },
        effects,
      );
      expect(await database.db.select().from(scheduleLegs).where(eq(scheduleLegs.dealId, id))).toHaveLength(
        0,
      );
      const [cancelled] = await database.db.select().from(preOrders).where(eq(preOrders.id, id));
      expect(cancelled!.status).toBe("cancelled");
      const [deal] = await database.db.select().from(deals).where(eq(deals.id, id));
      expect(deal).toMatchObject({ status: "cancelled", closeReason: "Клиент перенёс поездку", version: 3 });
      expect(supply).toBe(2);
    });

    it("reopens a lost deal and forgets why it was lost, keeping the reason in the history", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      await changeStatus(database.db, {
        ...actor(),
        dealId: id,
        expectedVersion: 1,
        status: "lost",
        reason: "Дорого",
      });
      const reopened = await changeStatus(database.db, {
        ...actor(),
        dealId: id,
        expectedVersion: 2,
        status: "contacted",
      });
      expect(reopened).toMatchObject({ ok: true, deal: { status: "contacted", closeReason: null } });
      const history = await readAudit(database.db, { entity: "deal", entityId: id });
      expect(history.map((entry) => (entry.before as { closeReason: string | null }).closeReason)).toEqual([
        "Дорого",
        null,
      ]);
    });
  });

  describe("assignment and notes", () => {
    it("assigns to a seller or to nobody, refuses an unknown member, and audits with names", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      expect(
        await assign(database.db, { ...actor(), dealId: id, expectedVersion: "1", assigneeId: "nobody" }),
      ).toEqual({ ok: false, reason: "invalid", errors: { assignee: "unknown_staff" } });
      expect(
        await assign(database.db, { ...actor(), dealId: id, expectedVersion: "1", assigneeId: other.id }),
      ).toMatchObject({ ok: true, deal: { assigneeId: other.id, version: 2 } });
      expect(
        await assign(database.db, { ...actor(), dealId: id, expectedVersion: "1", assigneeId: seller.id }),
      ).toMatchObject({ ok: false, reason: "conflict", latest: { assigneeId: other.id } });
      await assign(database.db, { ...actor(), dealId: id, expectedVersion: "2", assigneeId: "" });
      const detail = await getDeal(database.db, id);
      expect(detail!.deal.assigneeId).toBeNull();
      expect(
        detail!.history.map((entry) => [entry.action, entry.before?.assigneeName, entry.after?.assigneeName]),
      ).toEqual([
        ["deal.assign", other.name, null],
        ["deal.assign", null, other.name],
      ]);
    });

    it("adds notes of 1 to 4000 characters, newest first, each in the history", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      expect(await addNote(database.db, { ...actor(), dealId: id, body: "   " })).toEqual({
        ok: false,
        reason: "invalid",
        errors: { body: "required" },
      });
      expect(await addNote(database.db, { ...actor(), dealId: id, body: "x".repeat(4001) })).toMatchObject({
        ok: false,
        errors: { body: "too_long" },
      });
      expect(await addNote(database.db, { ...actor(), dealId: "nosuchdeal1", body: "Hi" })).toEqual({
        ok: false,
        reason: "not_found",
      });
      await addNote(database.db, { ...actor(), dealId: id, body: "Просит перезвонить после 18:00" });
      now = new Date(now.getTime() + MINUTE);
      await addNote(database.db, { ...actor(), staff: other, dealId: id, body: "Отправил КП на почту" });
      const detail = await getDeal(database.db, id);
      expect(detail!.notes.map((note) => [note.body, note.staffName])).toEqual([
        ["Отправил КП на почту", other.name],
        ["Просит перезвонить после 18:00", seller.name],
      ]);
      expect(detail!.history.filter((entry) => entry.action === "deal.note")).toHaveLength(2);
      expect(await database.db.select().from(dealNotes).where(eq(dealNotes.dealId, id))).toHaveLength(2);
    });

    it("keeps the audit log beyond anyone's edit", async () => {
      const id = await lead(database.db, { phone: phone(), name: "Павел" });
      await addNote(database.db, { ...actor(), dealId: id, body: "Note" });
      await expect(database.db.delete(auditLog).where(eq(auditLog.entityId, id))).rejects.toThrow();
    });
  });
});
