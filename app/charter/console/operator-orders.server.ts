import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { airportIndex } from "../airports/airports";
import type { Card, Money } from "../contract/schemas";
import { orderNumber } from "../order-number";
import { isReturnTrip, legNames, legNameText } from "../trip-legs";
import { languageOfPage } from "../ordering/messages";
import { enqueue } from "../ordering/outbox.server";
import type { Executor } from "../ordering/rate-limit.server";
import type { AppDatabase } from "~/db/client.server";
import {
  accessTokens,
  aircraft,
  cards,
  deals,
  logins,
  operators,
  preOrders,
  staff,
  type DealRow,
} from "~/db/schema";
import type { Language } from "~/utils/language";
import { recordAudit } from "./audit.server";
import { customerSubject } from "./customer-messages";
import {
  canAnswer,
  changedPrice,
  isTimeZone,
  operatorDueAt,
  readConfirm,
  readDecline,
  totalPrice,
  type AnswerErrors,
  type OperatorStatus,
} from "./operator-answer";
import type { SupplyScope } from "./scope";

/**
 * Orders go to the operator (issue 27, item 3; docs/decisions/036-operator-answers.md). A pre-order
 * on the aircraft of an operator with people on the marketplace waits in that operator's queue
 * until it confirms (changing the price by at most ±10%, with a reason) or declines (with a
 * reason), within its response time counted in its working hours. The operator sees the trip and
 * the offer, never the customer (the house sells: docs/decisions/034). The seller sees the answer
 * on the deal, the customer is told by SMS and e-mail, and the overview flags an answer overdue.
 * Every read and write takes a SupplyScope and filters by it in the query: another operator's
 * deal reads as absent.
 */

/** The queue's length: a desk works tens of orders, not thousands. */
export const OPERATOR_QUEUE_LIMIT = 200;
/** The supply page's acceptance rate and median answer time look back this far. */
export const OPERATOR_STATS_DAYS = 90;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const scoped = (scope: SupplyScope): SQL =>
  scope.kind === "operator" ? eq(deals.operatorId, scope.operatorId) : isNotNull(deals.operatorId);

/* ------------------------------------------------------------------ routing a new order */

const LOCAL_DATE_TIME: Record<Language, (local: string) => string> = {
  // `2026-12-12T14:00:00` → `12.12.2026 14:00` / `12 Dec 2026, 14:00`: airport-local, as the card shows it.
  ru: (local) => {
    const [date = "", time = ""] = local.split("T");
    const [y, m, d] = date.split("-");
    return `${d}.${m}.${y} ${time.slice(0, 5)}`;
  },
  en: (local) => {
    const at = new Date(`${local.slice(0, 16)}:00Z`);
    if (Number.isNaN(at.getTime())) return local;
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(at);
    return `${day}, ${local.slice(11, 16)}`;
  },
};

/** A city as a message in `language` names it; the ICAO code when the airport is unknown. */
function cityName(icao: string, language: Language): string {
  const airport = airportIndex.byIcao(icao);
  if (!airport) return icao;
  return language === "ru" ? airport.city_rus || airport.city : airport.city;
}

const MONEY: Record<Language, { currency: keyof Money; format: Intl.NumberFormat }> = {
  // The currency follows the language (docs/decisions/033): roubles in Russian, dollars in English.
  ru: {
    currency: "rub",
    format: new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 }),
  },
  en: {
    currency: "usd",
    format: new Intl.NumberFormat("en-GB", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  },
};

/** "1 234 567 ₽" in Russian, "$12,345" in English; non-breaking spaces made plain for SMS. */
export function priceText(price: Money, language: Language): string {
  const { currency, format } = MONEY[language];
  return format.format(price[currency]).replace(/[\u00a0\u202f]/g, " ");
}

function signedPercent(percent: number, language: Language): string {
  const text = `${percent > 0 ? "+" : "−"}${Math.abs(percent)}`;
  return language === "ru" ? `${text.replace(".", ",")}%` : `${text}%`;
}

/**
 * "Москва → Сочи, 12.12.2026 14:00" (and back, for a round trip); every leg of a multi-leg trip,
 * each by its name, «Перелёт 2: …» (issue 29, item 1; decision 046).
 */
function tripText(card: Card, language: Language): string {
  const names = legNames(card.routes);
  const legs = card.routes.map((route, index) => {
    const text =
      `${cityName(route.departure_airport, language)} → ${cityName(route.arrival_airport, language)}, ` +
      LOCAL_DATE_TIME[language](route.departure_date_local);
    const name = names[index]!;
    return name.kind === "leg" ? `${legNameText(name, language)}: ${text}` : text;
  });
  if (isReturnTrip(card.routes)) return legs.join(language === "ru" ? "; обратно " : "; return ");
  return legs.join("; ");
}

function operatorLink(siteUrl: string, language: Language, dealId: string): string {
  return `${siteUrl.replace(/\/$/, "")}${language === "en" ? "/en" : ""}/ops/operator/orders/${dealId}/`;
}

function dueText(due: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).format(due);
}

/**
 * The e-mail telling an operator of a new order: the trip, the aircraft, the passengers and the
 * offer's price, with the link to answer and the time the answer is due. No customer: the house
 * sells (docs/decisions/034).
 */
export function newOrderEmail(options: {
  dealId: string;
  card: Card;
  due: Date;
  timeZone: string;
  siteUrl: string;
  language: Language;
}): { subject: string; body: string } {
  const { card, language } = options;
  const number = orderNumber(options.dealId);
  const price = totalPrice(card.routes);
  const money = `${priceText(price, "ru")} / ${priceText(price, "en")}`;
  const legs = card.routes.map((route) =>
    language === "ru"
      ? `${cityName(route.departure_airport, "ru")} (${route.departure_airport}) → ${cityName(route.arrival_airport, "ru")} (${route.arrival_airport}): ` +
        `вылет ${LOCAL_DATE_TIME.ru(route.departure_date_local)}, прилёт ${LOCAL_DATE_TIME.ru(route.arrival_date_local)} (местное время), пассажиров ${route.pax}, оферта ${route.number}`
      : `${cityName(route.departure_airport, "en")} (${route.departure_airport}) → ${cityName(route.arrival_airport, "en")} (${route.arrival_airport}): ` +
        `departs ${LOCAL_DATE_TIME.en(route.departure_date_local)}, arrives ${LOCAL_DATE_TIME.en(route.arrival_date_local)} (local times), ${route.pax} passengers, offer ${route.number}`,
  );
  const due = dueText(options.due, options.timeZone, language);
  const link = operatorLink(options.siteUrl, language, options.dealId);
  if (language === "en") {
    return {
      subject: `New order ${number}: ${card.departure_airport} → ${card.arrival_airport}, ${card.aircraft_type} ${card.aircraft}`,
      body: [
        `A customer has ordered a flight on your aircraft through Charterline. Order ${number}.`,
        "",
        `Aircraft: ${card.aircraft_type}, ${card.aircraft}`,
        ...legs,
        card.is_empty_leg ? "Empty leg" : null,
        `Offer price: ${money}`,
        "",
        `Please confirm or decline by ${due}: ${link}`,
        "On confirming you may change the price by up to 10% either way, with a reason.",
      ]
        .filter((line): line is string => line !== null)
        .join("\n"),
    };
  }
  return {
    subject: `Новый заказ ${number}: ${card.departure_airport} → ${card.arrival_airport}, ${card.aircraft_type} ${card.aircraft}`,
    body: [
      `Клиент заказал рейс на вашем самолёте через Charterline. Заказ ${number}.`,
      "",
      `Самолёт: ${card.aircraft_type}, борт ${card.aircraft}`,
      ...legs,
      card.is_empty_leg ? "Пустой перелёт (empty leg)" : null,
      `Цена оферты: ${money}`,
      "",
      `Подтвердите или отклоните заказ до ${due}: ${link}`,
      "Подтверждая, вы можете изменить цену не более чем на 10% в любую сторону, указав причину.",
    ]
      .filter((line): line is string => line !== null)
      .join("\n"),
  };
}

/**
 * Called in the transaction that stores a pre-order (ordering/pre-order.server.ts): when the
 * ordered aircraft's operator is on the marketplace (active, with at least one active member), the
 * deal goes to its queue, due within its response time in its working hours, and its contact
 * address and members are told through the outbox. The house operators, which have no members,
 * keep the old path: our seller phones them. Returns whether the order went to an operator.
 */
export async function routeToOperator(
  tx: Executor,
  options: { dealId: string; card: Card; at: Date; siteUrl: string },
): Promise<boolean> {
  const [operator] = await tx
    .select({
      id: operators.id,
      country: operators.country,
      responseMinutes: operators.responseMinutes,
      start: operators.workingHoursStart,
      end: operators.workingHoursEnd,
      timeZone: operators.timeZone,
      contactEmail: operators.contactEmail,
    })
    .from(aircraft)
    .innerJoin(operators, eq(aircraft.operatorId, operators.id))
    .where(and(eq(aircraft.tailNumber, options.card.aircraft), eq(operators.active, true)));
  if (!operator) return false;
  const members = await tx
    .select({ email: staff.email, language: staff.language })
    .from(staff)
    .where(and(eq(staff.role, "operator"), eq(staff.operatorId, operator.id), eq(staff.active, true)));
  if (members.length === 0) return false;

  const due = operatorDueAt(options.at, operator.responseMinutes, {
    start: operator.start,
    end: operator.end,
    timeZone: operator.timeZone,
  });
  await tx
    .update(deals)
    .set({ operatorId: operator.id, operatorStatus: "pending", operatorDueAt: due })
    .where(eq(deals.id, options.dealId));

  // The contact address reads Russian from a Russian operator and English from any other.
  const recipients = new Map<string, Language>();
  if (operator.contactEmail) {
    recipients.set(operator.contactEmail.toLowerCase(), operator.country === "RU" ? "ru" : "en");
  }
  for (const member of members) recipients.set(member.email.toLowerCase(), member.language);
  for (const [recipient, language] of recipients) {
    const email = newOrderEmail({
      dealId: options.dealId,
      card: options.card,
      due,
      timeZone: isTimeZone(operator.timeZone) ? operator.timeZone : "Europe/Moscow",
      siteUrl: options.siteUrl,
      language,
    });
    await enqueue(tx, {
      channel: "email",
      recipient,
      ...email,
      reference: `operator_order:${options.dealId}`,
    });
  }
  await recordAudit(tx, {
    staffId: null,
    action: "deal.operator_routed",
    entity: "deal",
    entityId: options.dealId,
    after: { operatorId: operator.id, operatorStatus: "pending", operatorDueAt: due.toISOString() },
    at: options.at,
  });
  return true;
}

/* ------------------------------------------------------------------ the operator's queue */

/** What an operator sees of an order: the trip and the offer, never the customer. */
export interface OperatorLeg {
  from: string;
  to: string;
  departsLocal: string;
  arrivesLocal: string;
  passengers: number;
  flightMinutes: number;
  offerNumber: string;
}

export interface OperatorDealItem {
  id: string;
  /** Decision 030: the pre-order id in capitals, the number every party quotes. */
  orderNumber: string;
  operatorId: string;
  status: OperatorStatus;
  dueAt: Date | null;
  /** Pending past its due time. */
  overdue: boolean;
  createdAt: Date;
  answeredAt: Date | null;
  aircraftType: string;
  tailNumber: string;
  isEmptyLeg: boolean;
  legs: OperatorLeg[];
  /** The offer's price, all legs. */
  price: Money;
  /** On confirming: the price change in percent, its reason and the new price. */
  priceChangePercent: number | null;
  newPrice: Money | null;
  reason: string | null;
}

export interface OperatorDealDetail extends OperatorDealItem {
  operatorName: string;
  operatorNameRu: string;
  answeredByName: string | null;
  /** The deal's version, for the answer forms' optimistic check. */
  version: number;
}

function legsOf(card: Card): OperatorLeg[] {
  return card.routes.map((route) => ({
    from: route.departure_airport,
    to: route.arrival_airport,
    departsLocal: route.departure_date_local,
    arrivesLocal: route.arrival_date_local,
    passengers: route.pax,
    flightMinutes: route.flight_time_minutes,
    offerNumber: route.number,
  }));
}

function itemOf(
  deal: Pick<
    DealRow,
    | "id"
    | "operatorId"
    | "operatorStatus"
    | "operatorDueAt"
    | "operatorAnsweredAt"
    | "operatorReason"
    | "operatorPriceChangePercent"
    | "createdAt"
  >,
  card: Card,
  now: Date,
): OperatorDealItem {
  const status = deal.operatorStatus ?? "pending";
  const price = totalPrice(card.routes);
  const percent = status === "confirmed" ? (deal.operatorPriceChangePercent ?? 0) : null;
  return {
    id: deal.id,
    orderNumber: orderNumber(deal.id),
    operatorId: deal.operatorId ?? "",
    status,
    dueAt: deal.operatorDueAt,
    overdue:
      status === "pending" && deal.operatorDueAt !== null && deal.operatorDueAt.getTime() < now.getTime(),
    createdAt: deal.createdAt,
    answeredAt: deal.operatorAnsweredAt,
    aircraftType: card.aircraft_type,
    tailNumber: card.aircraft,
    isEmptyLeg: card.is_empty_leg,
    legs: legsOf(card),
    price,
    priceChangePercent: percent,
    newPrice: percent === null ? null : changedPrice(price, percent),
    reason: deal.operatorReason,
  };
}

/** The operator's queue: pending orders first, soonest due first; then the answered, newest first. */
export async function listOperatorDeals(
  db: AppDatabase,
  scope: SupplyScope,
  now: Date,
): Promise<OperatorDealItem[]> {
  const rows = await db
    .select({ deal: deals, card: cards.card })
    .from(deals)
    .innerJoin(preOrders, eq(deals.preOrderId, preOrders.id))
    .innerJoin(cards, eq(preOrders.cardId, cards.id))
    .where(scoped(scope))
    .orderBy(
      sql`case when ${deals.operatorStatus} = 'pending' then 0 else 1 end`,
      asc(sql`case when ${deals.operatorStatus} = 'pending' then ${deals.operatorDueAt} end`),
      desc(deals.createdAt),
      desc(deals.id),
    )
    .limit(OPERATOR_QUEUE_LIMIT);
  return rows.map((row) => itemOf(row.deal, row.card as Card, now));
}

/** One order of the queue; null when unknown or another operator's. */
export async function getOperatorDeal(
  db: AppDatabase,
  scope: SupplyScope,
  dealId: string,
  now: Date,
): Promise<OperatorDealDetail | null> {
  if (!/^[0-9a-z]{1,64}$/.test(dealId)) return null;
  const [row] = await db
    .select({
      deal: deals,
      card: cards.card,
      operatorName: operators.name,
      operatorNameRu: operators.nameRu,
      answeredByName: staff.name,
    })
    .from(deals)
    .innerJoin(preOrders, eq(deals.preOrderId, preOrders.id))
    .innerJoin(cards, eq(preOrders.cardId, cards.id))
    .innerJoin(operators, eq(deals.operatorId, operators.id))
    .leftJoin(staff, eq(deals.operatorAnsweredBy, staff.id))
    .where(and(eq(deals.id, dealId), scoped(scope)));
  if (!row) return null;
  return {
    ...itemOf(row.deal, row.card as Card, now),
    operatorName: row.operatorName,
    operatorNameRu: row.operatorNameRu,
    answeredByName: row.answeredByName,
    version: row.deal.version,
  };
}

/* ------------------------------------------------------------------ the answer */

export type OperatorAnswerResult =
  | { ok: true; status: "confirmed" | "declined"; notified: number }
  | { ok: false; reason: "invalid"; errors: AnswerErrors }
  /** Someone answered first (or the order no longer waits): the answer it has stands. */
  | { ok: false; reason: "conflict"; status: OperatorStatus | null }
  | { ok: false; reason: "not_found" };

export interface OperatorAnswerInput {
  dealId: string;
  answer: "confirm" | "decline";
  /** The confirm form's change in percent, as posted. */
  percent?: unknown;
  reason: unknown;
  staff: { id: string };
  clientAddress: string;
  now: Date;
}

/** What the customer is told of the operator's answer (issue 27, item 3), in their language. */
export function customerAnswerText(options: {
  language: Language;
  dealId: string;
  card: Card;
  status: "confirmed" | "declined";
  percent: number;
}): string {
  const { language, card } = options;
  const number = orderNumber(options.dealId);
  const trip = tripText(card, language);
  if (options.status === "declined") {
    return language === "en"
      ? `Charterline: the operator cannot fly your order ${number} (${trip}, ${card.aircraft_type}). Your account manager will offer you alternatives shortly.`
      : `Charterline: авиакомпания не сможет выполнить ваш заказ ${number} (${trip}, ${card.aircraft_type}). Менеджер скоро предложит вам другие варианты.`;
  }
  const price = priceText(changedPrice(totalPrice(card.routes), options.percent), language);
  const change =
    options.percent === 0
      ? ""
      : language === "en"
        ? ` (the operator changed the price by ${signedPercent(options.percent, language)})`
        : ` (авиакомпания изменила цену на ${signedPercent(options.percent, language)})`;
  return language === "en"
    ? `Charterline: the operator has confirmed your order ${number}: ${trip}, ${card.aircraft_type}. Price: ${price}${change}. Your account manager will call you to book the flight.`
    : `Charterline: авиакомпания подтвердила ваш заказ ${number}: ${trip}, ${card.aircraft_type}. Цена: ${price}${change}. Менеджер позвонит вам, чтобы оформить рейс.`;
}

/**
 * The operator confirms or declines an order of its queue, in one transaction: the deal locked
 * and read within the scope, only a pending one answered (a second answer, however close behind,
 * finds it answered: a conflict), the answer stored, the customer's SMS (and e-mail when they gave
 * one) enqueued in their language, and the audit entry written.
 */
export async function answerOperatorDeal(
  db: AppDatabase,
  scope: SupplyScope,
  input: OperatorAnswerInput,
  effects: { onEnqueued?: () => void } = {},
): Promise<OperatorAnswerResult> {
  const outcome = await db.transaction(async (tx): Promise<OperatorAnswerResult> => {
    if (!/^[0-9a-z]{1,64}$/.test(input.dealId)) return { ok: false, reason: "not_found" };
    const [deal] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.id, input.dealId), scoped(scope)))
      .for("update");
    if (!deal || !deal.preOrderId) return { ok: false, reason: "not_found" };
    if (!canAnswer(deal.operatorStatus))
      return { ok: false, reason: "conflict", status: deal.operatorStatus };

    const form =
      input.answer === "confirm"
        ? readConfirm({ percent: input.percent, reason: input.reason })
        : readDecline({ reason: input.reason });
    if (!form.ok) return { ok: false, reason: "invalid", errors: form.errors };
    const status = input.answer === "confirm" ? "confirmed" : "declined";
    const percent = "percent" in form ? form.percent : null;

    const [source] = await tx
      .select({ preOrder: preOrders, card: cards.card, pageUrl: logins.url })
      .from(preOrders)
      .innerJoin(cards, eq(preOrders.cardId, cards.id))
      .leftJoin(accessTokens, eq(preOrders.tokenId, accessTokens.id))
      .leftJoin(logins, eq(accessTokens.loginId, logins.id))
      .where(eq(preOrders.id, deal.preOrderId));
    if (!source) return { ok: false, reason: "not_found" };
    const card = source.card as Card;

    await tx
      .update(deals)
      .set({
        operatorStatus: status,
        operatorAnsweredAt: input.now,
        operatorAnsweredBy: input.staff.id,
        operatorReason: form.reason,
        operatorPriceChangePercent: percent,
        version: deal.version + 1,
        updatedAt: input.now,
      })
      .where(eq(deals.id, deal.id));

    const language = languageOfPage(source.pageUrl);
    const text = customerAnswerText({ language, dealId: deal.id, card, status, percent: percent ?? 0 });
    const reference = `deal:${deal.id}`;
    await enqueue(tx, { channel: "sms", recipient: source.preOrder.phone, body: text, reference });
    if (source.preOrder.email) {
      await enqueue(tx, {
        channel: "email",
        recipient: source.preOrder.email,
        subject: customerSubject(language, orderNumber(deal.id)),
        body: text,
        reference,
      });
    }
    const price = totalPrice(card.routes);
    await recordAudit(tx, {
      staffId: input.staff.id,
      action: "deal.operator_answer",
      entity: "deal",
      entityId: deal.id,
      before: { operatorStatus: deal.operatorStatus, version: deal.version },
      after: {
        operatorStatus: status,
        operatorId: deal.operatorId,
        reason: form.reason,
        priceChangePercent: percent,
        ...(percent !== null ? { price, newPrice: changedPrice(price, percent) } : {}),
        version: deal.version + 1,
        message: { channel: source.preOrder.email ? "sms+email" : "sms", text },
      },
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true, status, notified: source.preOrder.email ? 2 : 1 };
  });
  if (outcome.ok) effects.onEnqueued?.();
  return outcome;
}

/* ------------------------------------------------------------------ what the house sees */

/** The operator's answer as our seller reads it on the deal (issue 27, item 3). */
export interface DealOperatorAnswer {
  operatorId: string;
  operatorName: string;
  operatorNameRu: string;
  status: OperatorStatus;
  dueAt: Date | null;
  overdue: boolean;
  answeredAt: Date | null;
  answeredByName: string | null;
  reason: string | null;
  priceChangePercent: number | null;
  price: Money | null;
  newPrice: Money | null;
}

/** Null when the deal never went to an operator (a house aircraft, a lead). House scope only. */
export async function dealOperatorAnswer(
  db: AppDatabase,
  dealId: string,
  now: Date,
): Promise<DealOperatorAnswer | null> {
  const detail = await getOperatorDeal(db, { kind: "house" }, dealId, now);
  if (!detail) return null;
  return {
    operatorId: detail.operatorId,
    operatorName: detail.operatorName,
    operatorNameRu: detail.operatorNameRu,
    status: detail.status,
    dueAt: detail.dueAt,
    overdue: detail.overdue,
    answeredAt: detail.answeredAt,
    answeredByName: detail.answeredByName,
    reason: detail.reason,
    priceChangePercent: detail.priceChangePercent,
    price: detail.price,
    newPrice: detail.newPrice,
  };
}

/** An order whose operator has not answered in time: the overview's flag. */
export interface OverdueOperatorAnswer {
  id: string;
  orderNumber: string;
  operatorName: string;
  operatorNameRu: string;
  dueAt: Date;
  overdueMinutes: number;
  assigneeName: string | null;
}

export async function overdueOperatorAnswers(
  db: AppDatabase,
  now: Date,
  limit = 50,
): Promise<{ total: number; deals: OverdueOperatorAnswer[] }> {
  const overdue = and(eq(deals.operatorStatus, "pending"), lt(deals.operatorDueAt, now));
  const [[counted], rows] = await Promise.all([
    db.select({ count: count() }).from(deals).where(overdue),
    db
      .select({
        id: deals.id,
        dueAt: deals.operatorDueAt,
        operatorName: operators.name,
        operatorNameRu: operators.nameRu,
        assigneeName: staff.name,
      })
      .from(deals)
      .innerJoin(operators, eq(deals.operatorId, operators.id))
      .leftJoin(staff, eq(deals.assigneeId, staff.id))
      .where(overdue)
      .orderBy(asc(deals.operatorDueAt))
      .limit(limit),
  ]);
  return {
    total: counted?.count ?? 0,
    deals: rows.map((row) => ({
      id: row.id,
      orderNumber: orderNumber(row.id),
      operatorName: row.operatorName,
      operatorNameRu: row.operatorNameRu,
      dueAt: row.dueAt!,
      overdueMinutes: Math.floor((now.getTime() - row.dueAt!.getTime()) / MINUTE_MS),
      assigneeName: row.assigneeName,
    })),
  };
}

/** How an operator answers, over the last OPERATOR_STATS_DAYS (the supply page). */
export interface OperatorAnswerStats {
  operatorId: string;
  /** Orders that went to it in the period. */
  orders: number;
  confirmed: number;
  declined: number;
  /** Pending past the due time: counted against acceptance, as a customer waited in vain. */
  overdue: number;
  /** Confirmed ÷ (confirmed + declined + overdue); null when none of these yet. */
  acceptanceRate: number | null;
  /** Median minutes from the order to the answer (clock time), over answered orders; null without any. */
  medianAnswerMinutes: number | null;
}

export async function operatorAnswerStats(
  db: AppDatabase,
  now: Date,
  options: { days?: number; operatorIds?: string[] } = {},
): Promise<{ days: number; byOperator: Record<string, OperatorAnswerStats> }> {
  const days = options.days ?? OPERATOR_STATS_DAYS;
  const from = new Date(now.getTime() - days * DAY_MS);
  const where = [isNotNull(deals.operatorId), gte(deals.createdAt, from), lt(deals.createdAt, now)];
  if (options.operatorIds) where.push(inArray(deals.operatorId, options.operatorIds));
  const answerMinutes = sql`extract(epoch from (${deals.operatorAnsweredAt} - ${deals.createdAt})) / 60`;
  const rows = await db
    .select({
      operatorId: deals.operatorId,
      orders: count(),
      confirmed: sql<number>`count(*) filter (where ${deals.operatorStatus} = 'confirmed')`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${deals.operatorStatus} = 'declined')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${deals.operatorStatus} = 'pending' and ${deals.operatorDueAt} < ${now})`.mapWith(
          Number,
        ),
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${answerMinutes}) filter (where ${deals.operatorAnsweredAt} is not null)`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(deals)
    .where(and(...where))
    .groupBy(deals.operatorId);
  const byOperator: Record<string, OperatorAnswerStats> = {};
  for (const row of rows) {
    if (!row.operatorId) continue;
    const judged = row.confirmed + row.declined + row.overdue;
    byOperator[row.operatorId] = {
      operatorId: row.operatorId,
      orders: row.orders,
      confirmed: row.confirmed,
      declined: row.declined,
      overdue: row.overdue,
      acceptanceRate: judged > 0 ? row.confirmed / judged : null,
      medianAnswerMinutes: row.median === null ? null : Math.round(row.median),
    };
  }
  return { days, byOperator };
}

/** The operator's terms its queue is read by: its name, response time and working day. */
export interface OperatorDesk {
  id: string;
  name: string;
  nameRu: string;
  responseMinutes: number;
  workingHoursStart: string;
  workingHoursEnd: string;
  /** The operator's zone, or Moscow when the stored one cannot be read (as the due time counts). */
  timeZone: string;
}

/** The desk of the operator a scope works; null for the house's scope or an unknown operator. */
export async function operatorDesk(db: AppDatabase, scope: SupplyScope): Promise<OperatorDesk | null> {
  if (scope.kind !== "operator") return null;
  const [row] = await db
    .select({
      id: operators.id,
      name: operators.name,
      nameRu: operators.nameRu,
      responseMinutes: operators.responseMinutes,
      workingHoursStart: operators.workingHoursStart,
      workingHoursEnd: operators.workingHoursEnd,
      timeZone: operators.timeZone,
    })
    .from(operators)
    .where(eq(operators.id, scope.operatorId));
  if (!row) return null;
  return { ...row, timeZone: isTimeZone(row.timeZone) ? row.timeZone : "Europe/Moscow" };
}
