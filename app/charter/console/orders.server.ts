import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Card } from "../contract/schemas";
import { ID_PATTERN } from "../ids";
import { isReturnTrip } from "../trip-legs";
import { idOfOrderNumber, orderNumber } from "../order-number";
import { languageOfPage } from "../ordering/messages";
import { enqueue } from "../ordering/outbox.server";
import { normalisePhone } from "../ordering/phone";
import type { AppDatabase } from "~/db/client.server";
import {
  accessTokens,
  cards,
  dealNotes,
  deals,
  leads,
  logins,
  preOrders,
  scheduleLegs,
  searchRequests,
  staff,
  type DealRow,
} from "~/db/schema";
import type { Language } from "~/utils/language";
import { readAudit, recordAudit } from "./audit.server";
import { customerSubject, fillUntil } from "./customer-messages";
import {
  assignForm,
  formErrors,
  noteForm,
  readStatusChange,
  type FieldErrors,
  type OrderField,
} from "./order-forms";
import {
  MOSCOW_OFFSET_MS,
  OPEN_STATUSES,
  checkMove,
  isDealKind,
  isDealStatus,
  preOrderStatusOf,
  type DealKind,
  type DealStatus,
  type MoveProblem,
} from "./pipeline";

/**
 * The orders of the operations console (issue 18, item 2): the inbox, one deal with its source
 * and history, and the writes a seller makes (status, assignee, notes). Every write locks the deal,
 * records itself in the audit log and enqueues its customer message in one transaction; a status
 * change or assignment carries the version the seller saw, so of two sellers changing a deal at
 * once the second is told (a conflict, answered 409) instead of overwriting the first.
 */

export const PAGE_SIZE = 50;
/** The spec promises "an operator will call shortly": a new order older than this is late. */
export const FIRST_CALL_MINUTES = 15;

/* ------------------------------------------------------------------ the inbox */

export interface DealFilter {
  /** A status, or "open" for the four working stages. */
  status: DealStatus | "open" | null;
  kind: DealKind | null;
  /** A staff id, "mine" (the viewer's) or "unassigned". */
  assignee: string | null;
  /** Moscow days, `YYYY-MM-DD`, both included. */
  from: string | null;
  to: string | null;
  /** A phone in any spelling, a name, an e-mail, an order number (the deal id) or an offer number. */
  q: string;
  page: number;
}

export const EMPTY_FILTER: DealFilter = {
  status: null,
  kind: null,
  assignee: null,
  from: null,
  to: null,
  q: "",
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's query string (a GET form, so it works without JavaScript); what is not understood is dropped. */
export function parseDealFilter(params: URLSearchParams): DealFilter {
  // NUL cannot reach Postgres text (it would answer 500); nobody types one.
  const text = (name: string) => (params.get(name) ?? "").replaceAll("\0", "").trim();
  const status = params.get("status");
  const kind = params.get("kind");
  const assignee = text("assignee");
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
  };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    status: status === "open" || isDealStatus(status) ? status : null,
    kind: isDealKind(kind) ? kind : null,
    assignee: assignee && assignee.length <= 64 ? assignee : null,
    from: day("from"),
    to: day("to"),
    q: text("q").slice(0, 100),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a filter (page links keep the filter). */
export function filterToParams(filter: DealFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.assignee) params.set("assignee", filter.assignee);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.q) params.set("q", filter.q);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** Midnight of a Moscow day `YYYY-MM-DD`. */
function moscowMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a route summary shows of a card or of a search request's route. */
export interface RouteSummary {
  from: string;
  to: string;
  /** Airport-local `YYYY-MM-DDTHH:mm[:ss]`, when known. */
  departsLocal: string | null;
  roundTrip: boolean;
  /** How many legs the order flies (issue 29, item 1): more than two, or two that are not a return. */
  legs: number;
  aircraftType: string | null;
}

export interface DealListItem {
  id: string;
  /** The number the customer was given and quotes (issue 28, item 5): the deal id in capitals. */
  orderNumber: string;
  kind: DealKind;
  status: DealStatus;
  customerName: string;
  /** E.164 when the customer gave a phone (staff see it whole). */
  phone: string | null;
  email: string | null;
  route: RouteSummary | null;
  offerNumber: string | null;
  createdAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
  optionUntil: Date | null;
  /** Status new: minutes since the order came in, nobody having called yet. */
  waitingMinutes: number | null;
}

const cardField = (path: string) => sql<string | null>`${cards.card}->>${path}`;
const detailField = (path: string) => sql<string | null>`${leads.details}->>${path}`;
const PHONE_DIGITS = sql`regexp_replace(coalesce(${preOrders.phone}, ${leads.phone}, ''), '[^0-9]', '', 'g')`;

function searchCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  const any: SQL[] = [];
  const pattern = `%${likeEscape(q)}%`;
  any.push(ilike(preOrders.name, pattern), ilike(leads.name, pattern));
  any.push(ilike(preOrders.email, pattern), ilike(leads.contact, pattern));
  // A phone in any spelling: "+7 916 123-45-67", "8 (916) 1234567" and "9161234567" are one number.
  const normalised = normalisePhone(q);
  const digits = (normalised ?? q).replace(/\D/g, "");
  if (digits.length >= 4 && /^[\d\s()+\-.]+$/.test(q)) {
    const variants = new Set([digits]);
    // Russians dial the trunk prefix 8 for the country code 7.
    if (!normalised && digits.startsWith("8")) variants.add(`7${digits.slice(1)}`);
    for (const variant of variants) any.push(sql`${PHONE_DIGITS} like ${`%${variant}%`}`);
  }
  // Offer numbers and deal ids are exactMatches' (below): every id is newId()'s, so one that
  // lookup did not find matches no deal here either.
  return or(...any);
}

export async function listDeals(
  db: AppDatabase,
  filter: DealFilter,
  viewer: { staffId: string; now: Date },
): Promise<{ items: DealListItem[]; page: number; hasNext: boolean }> {
  const where: SQL[] = [];
  if (filter.status === "open") where.push(inArray(deals.status, [...OPEN_STATUSES]));
  else if (filter.status) where.push(eq(deals.status, filter.status));
  if (filter.kind) where.push(eq(deals.kind, filter.kind));
  if (filter.assignee === "unassigned") where.push(isNull(deals.assigneeId));
  else if (filter.assignee === "mine") where.push(eq(deals.assigneeId, viewer.staffId));
  else if (filter.assignee) where.push(eq(deals.assigneeId, filter.assignee));
  if (filter.from) where.push(gte(deals.createdAt, moscowMidnight(filter.from)));
  if (filter.to) where.push(lt(deals.createdAt, new Date(moscowMidnight(filter.to).getTime() + 86_400_000)));
  // A whole phone number or an offer number is looked up in the indexes first; only when that finds
  // nothing does the inbox scan names, e-mails and partial numbers (docs/benchmarks.md, "Console
  // inbox": the scan takes half a second at 100,000 deals).
  const exact = await exactMatches(db, filter.q);
  if (exact && exact.length > 0) return page(db, [...where, inArray(deals.id, exact)], filter, viewer);
  const search = searchCondition(filter.q);
  if (search) where.push(search);
  return page(db, where, filter, viewer);
}

/**
 * The deals only an index answers for: the customer's whole phone number, or an order number (the
 * deal id, as the customer reads it out: app/charter/order-number.ts) or an offer number. Null when
 * the text is neither; each lookup reads one index of one table.
 */
async function exactMatches(db: AppDatabase, text: string): Promise<string[] | null> {
  const q = text.trim();
  if (/^[\d\s()+\-.]+$/.test(q)) {
    const phone = normalisePhone(q);
    if (!phone) return null;
    const [orders, requests] = await Promise.all([
      db.select({ id: preOrders.id }).from(preOrders).where(eq(preOrders.phone, phone)),
      db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone)),
    ]);
    // A deal shares its pre-order's or lead's id.
    return [...orders, ...requests].map((row) => row.id);
  }
  // The offer number on a card is the card id and the leg ("ABC123-1"); the order number is the
  // deal id however it is typed or read out (issue 28, item 5).
  const offer = q.toLowerCase().replace(/-\d$/, "");
  const cardId = ID_PATTERN.test(offer) ? offer : null;
  const dealId = idOfOrderNumber(q);
  if (!cardId && !dealId) return null;
  const [orders, [deal]] = await Promise.all([
    cardId ? db.select({ id: preOrders.id }).from(preOrders).where(eq(preOrders.cardId, cardId)) : [],
    dealId ? db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)) : [],
  ]);
  return [...new Set([...orders.map((row) => row.id), ...(deal ? [deal.id] : [])])];
}

async function page(
  db: AppDatabase,
  where: SQL[],
  filter: DealFilter,
  viewer: { staffId: string; now: Date },
): Promise<{ items: DealListItem[]; page: number; hasNext: boolean }> {
  const rows = await db
    .select({
      id: deals.id,
      kind: deals.kind,
      status: deals.status,
      createdAt: deals.createdAt,
      assigneeId: deals.assigneeId,
      optionUntil: deals.optionUntil,
      assigneeName: staff.name,
      preOrderName: preOrders.name,
      preOrderPhone: preOrders.phone,
      preOrderEmail: preOrders.email,
      leadName: leads.name,
      leadPhone: leads.phone,
      leadContact: leads.contact,
      cardFrom: cardField("departure_airport"),
      cardTo: cardField("arrival_airport"),
      cardDeparts: cardField("departure_date_local"),
      cardType: cardField("aircraft_type"),
      cardLegs: sql<number | null>`jsonb_array_length(${cards.card}->'routes')`,
      cardBackFrom: sql<string | null>`${cards.card}->'routes'->1->>'departure_airport'`,
      cardBackTo: sql<string | null>`${cards.card}->'routes'->1->>'arrival_airport'`,
      cardNumber: sql<string | null>`${cards.card}->'routes'->0->>'number'`,
      leadFrom: detailField("departure_airport"),
      leadTo: detailField("arrival_airport"),
      leadDeparts: detailField("departure_datetime"),
      leadBack: detailField("departure_datetime_back"),
    })
    .from(deals)
    .leftJoin(preOrders, eq(deals.preOrderId, preOrders.id))
    .leftJoin(cards, eq(preOrders.cardId, cards.id))
    .leftJoin(leads, eq(deals.leadId, leads.id))
    .leftJoin(staff, eq(deals.assigneeId, staff.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(PAGE_SIZE + 1)
    .offset((filter.page - 1) * PAGE_SIZE);

  const items = rows.slice(0, PAGE_SIZE).map((row): DealListItem => {
    const route: RouteSummary | null =
      row.cardFrom && row.cardTo
        ? {
            from: row.cardFrom,
            to: row.cardTo,
            departsLocal: row.cardDeparts,
            // A return by the rule every page names legs by (trip-legs.ts, decision 046).
            roundTrip: isReturnTrip([
              { departure_airport: row.cardFrom, arrival_airport: row.cardTo },
              ...(row.cardBackFrom && row.cardBackTo && (row.cardLegs ?? 1) === 2
                ? [{ departure_airport: row.cardBackFrom, arrival_airport: row.cardBackTo }]
                : []),
            ]),
            legs: row.cardLegs ?? 1,
            aircraftType: row.cardType,
          }
        : row.leadFrom && row.leadTo
          ? {
              from: row.leadFrom,
              to: row.leadTo,
              departsLocal: row.leadDeparts,
              roundTrip: Boolean(row.leadBack),
              legs: row.leadBack ? 2 : 1,
              aircraftType: null,
            }
          : null;
    const leadEmail = row.leadContact && row.leadContact.includes("@") ? row.leadContact : null;
    return {
      id: row.id,
      orderNumber: orderNumber(row.id),
      kind: row.kind,
      status: row.status,
      customerName: row.preOrderName ?? row.leadName ?? "",
      phone: row.preOrderPhone ?? row.leadPhone ?? null,
      email: row.preOrderEmail ?? leadEmail,
      route,
      offerNumber: row.cardNumber,
      createdAt: row.createdAt,
      assigneeId: row.assigneeId,
      assigneeName: row.assigneeName,
      optionUntil: row.optionUntil,
      waitingMinutes:
        row.status === "new"
          ? Math.max(0, Math.floor((viewer.now.getTime() - row.createdAt.getTime()) / 60_000))
          : null,
    };
  });
  return { items, page: filter.page, hasNext: rows.length > PAGE_SIZE };
}

/** The members a deal may be assigned to: active staff, by name. */
export async function assignableStaff(db: AppDatabase): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.name));
}

/* ------------------------------------------------------------------ one deal */

export interface DealCustomer {
  name: string;
  phone: string | null;
  email: string | null;
  /** A lead's contact as typed (an e-mail or a phone). */
  contact: string | null;
  /** The language messages to the customer are drafted in. */
  language: Language;
  /** The page the customer ordered from, when known. */
  pageUrl: string | null;
}

export type DealSource =
  | {
      kind: "pre_order";
      preOrderId: string;
      preOrderStatus: string;
      card: Card;
      /** The Bank of Russia rates date the card was priced at (API.md `rates_date`). */
      ratesDate: string | null;
    }
  | {
      kind: "lead";
      leadKind: "partner" | "search";
      message: string;
      details: Record<string, string | null>;
    };

export interface HistoryEntry {
  id: number;
  at: Date;
  action: string;
  staffName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The consent to the processing of personal data the order or lead was sent with (issue 28,
 * item 8): the version of the text and when it was given; null where none was recorded (stored
 * before consents were, or a lead an API client sent without one).
 */
export interface DealConsent {
  version: string | null;
  at: Date;
}

export interface DealDetail {
  deal: DealRow;
  /** The number the customer was given and quotes (issue 28, item 5). */
  orderNumber: string;
  consent: DealConsent | null;
  assigneeName: string | null;
  customer: DealCustomer;
  source: DealSource;
  notes: Array<{ id: number; body: string; createdAt: Date; staffName: string }>;
  history: HistoryEntry[];
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function stringRecord(value: unknown): Record<string, string | null> {
  const record = asRecord(value) ?? {};
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, typeof item === "string" ? item : null]),
  );
}

/** The deal with its customer, what it came from, its notes and its history; null when unknown. */
export async function getDeal(db: AppDatabase, id: string): Promise<DealDetail | null> {
  if (!/^[0-9a-z]{1,64}$/.test(id)) return null;
  const [row] = await db
    .select({
      deal: deals,
      assigneeName: staff.name,
      preOrder: preOrders,
      card: cards.card,
      // Cards kept since issue 15 carry their rates date; older ones read it from their set.
      ratesDate: sql<string | null>`coalesce(${cards.ratesDate}, ${searchRequests.resultSet}->>'rates_date')`,
      pageUrl: logins.url,
      lead: leads,
    })
    .from(deals)
    .leftJoin(staff, eq(deals.assigneeId, staff.id))
    .leftJoin(preOrders, eq(deals.preOrderId, preOrders.id))
    .leftJoin(cards, eq(preOrders.cardId, cards.id))
    .leftJoin(searchRequests, eq(cards.requestId, searchRequests.id))
    .leftJoin(accessTokens, eq(preOrders.tokenId, accessTokens.id))
    .leftJoin(logins, eq(accessTokens.loginId, logins.id))
    .leftJoin(leads, eq(deals.leadId, leads.id))
    .where(eq(deals.id, id));
  if (!row) return null;

  let customer: DealCustomer;
  let source: DealSource;
  const consentOf = (record: { consentVersion: string | null; consentedAt: Date | null }) =>
    record.consentedAt ? { version: record.consentVersion, at: record.consentedAt } : null;
  let consent: DealConsent | null;
  if (row.preOrder && row.card) {
    consent = consentOf(row.preOrder);
    customer = {
      name: row.preOrder.name,
      phone: row.preOrder.phone,
      email: row.preOrder.email,
      contact: null,
      language: languageOfPage(row.pageUrl),
      pageUrl: row.pageUrl ?? null,
    };
    source = {
      kind: "pre_order",
      preOrderId: row.preOrder.id,
      preOrderStatus: row.preOrder.status,
      card: row.card as Card,
      ratesDate: row.ratesDate,
    };
  } else if (row.lead) {
    consent = consentOf(row.lead);
    customer = {
      name: row.lead.name,
      phone: row.lead.phone,
      email: row.lead.contact.includes("@") ? row.lead.contact : null,
      contact: row.lead.contact,
      // A lead does not record the page it came from; the sales desk answers in Russian.
      language: "ru",
      pageUrl: null,
    };
    source = {
      kind: "lead",
      leadKind: row.lead.kind,
      message: row.lead.message,
      details: stringRecord(row.lead.details),
    };
  } else {
    return null;
  }

  const [notes, audit] = await Promise.all([
    db
      .select({
        id: dealNotes.id,
        body: dealNotes.body,
        createdAt: dealNotes.createdAt,
        staffName: staff.name,
      })
      .from(dealNotes)
      .innerJoin(staff, eq(dealNotes.staffId, staff.id))
      .where(eq(dealNotes.dealId, id))
      .orderBy(desc(dealNotes.createdAt), desc(dealNotes.id)),
    readAudit(db, { entity: "deal", entityId: id, limit: 200 }),
  ]);
  const staffIds = [...new Set(audit.map((entry) => entry.staffId).filter((v): v is string => Boolean(v)))];
  const names = new Map(
    staffIds.length
      ? (
          await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds))
        ).map((member) => [member.id, member.name])
      : [],
  );
  return {
    deal: row.deal,
    orderNumber: orderNumber(row.deal.id),
    consent,
    assigneeName: row.assigneeName,
    customer,
    source,
    notes,
    history: audit.map((entry) => ({
      id: entry.id,
      at: entry.at,
      action: entry.action,
      staffName: entry.staffId ? (names.get(entry.staffId) ?? null) : null,
      before: asRecord(entry.before),
      after: asRecord(entry.after),
    })),
  };
}

/**
 * How the customer knows the order in a message (issue 28, item 5): its number, the one the
 * confirmation gave them, with the route when there is one ("77JQ24AKXV43 (Москва → Сочи)").
 */
export function dealReference(
  detail: Pick<DealDetail, "deal" | "source">,
  cityName: (icao: string) => string,
) {
  const { deal, source } = detail;
  const number = orderNumber(deal.id);
  const [from, to] =
    source.kind === "pre_order"
      ? [source.card.departure_airport, source.card.arrival_airport]
      : [source.details.departure_airport, source.details.arrival_airport];
  return from && to ? `${number} (${cityName(from)} → ${cityName(to)})` : number;
}

/* ------------------------------------------------------------------ writes */

/** The deal page's forms and their field errors are `./order-forms`' (one zod schema per form). */
export type { FieldErrors, OrderField, OrderProblem } from "./order-forms";

export type WriteResult =
  | { ok: true; deal: DealRow; notified: boolean }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "conflict"; latest: DealRow }
  | { ok: false; reason: "not_found" };

/** What the caller does once a write has committed (the route passes the services' hooks). */
export interface OrderEffects {
  /** The engine's supply changed (schedule legs, or an empty leg taken or freed): reload it. */
  onSupplyChanged?: () => void;
  /** A customer message waits in the outbox: deliver it now. */
  onEnqueued?: () => void;
}

export interface Actor {
  staff: { id: string; email: string };
  clientAddress: string;
  now: Date;
}

export interface StatusChangeInput extends Actor {
  dealId: string;
  /** The version the seller's page showed (the form's hidden field, as posted). */
  expectedVersion: unknown;
  status: unknown;
  /** `YYYY-MM-DDTHH:mm`, Moscow time, for an option. */
  optionUntil?: unknown;
  reason?: unknown;
  /** No channel, or an empty text, sends nothing. */
  notify?: { channel: unknown; text: unknown } | null;
}

const MOSCOW_LABEL = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Moscow",
});
const MOSCOW_LABEL_EN = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Moscow",
});

/** "3 декабря, 18:00" / "3 December, 18:00": how a customer message names the hold date. */
export function holdDateText(moment: Date, language: Language): string {
  return (language === "en" ? MOSCOW_LABEL_EN : MOSCOW_LABEL)
    .format(moment)
    .replace(" в ", ", ")
    .replace(" at ", ", ");
}

/** The public part of a deal row an audit entry keeps. */
function auditView(deal: DealRow) {
  return {
    status: deal.status,
    version: deal.version,
    assigneeId: deal.assigneeId,
    optionUntil: deal.optionUntil?.toISOString() ?? null,
    closeReason: deal.closeReason,
  };
}

async function lockDeal(tx: Pick<AppDatabase, "select">, id: string): Promise<DealRow | undefined> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
  return deal;
}

/**
 * Moves a deal along the pipeline, in one transaction: the version check, the pipeline's rules,
 * the deal, the pre-order status the customer's API shows, the aircraft's schedule (a booked
 * charter occupies it; a cancelled one frees it), the audit entry and the customer message.
 */
export async function changeStatus(
  db: AppDatabase,
  input: StatusChangeInput,
  effects: OrderEffects = {},
): Promise<WriteResult> {
  // The form's problems do not stop here: the deal's own rules are checked too, so all show at once.
  const { values, errors } = readStatusChange({
    version: input.expectedVersion,
    status: input.status,
    optionUntil: input.optionUntil,
    reason: input.reason,
    channel: input.notify?.channel,
    message: input.notify?.text,
  });
  const { version, status: to, optionUntil, reason, channel, message: messageText } = values;
  const sending = channel === "sms" || channel === "email";

  const outcome = await db.transaction(async (tx): Promise<WriteResult & { supply?: boolean }> => {
    const deal = await lockDeal(tx, input.dealId);
    if (!deal) return { ok: false, reason: "not_found" };
    if (version !== null && version !== deal.version) return { ok: false, reason: "conflict", latest: deal };

    const [source] = await tx
      .select({
        preOrder: preOrders,
        card: cards.card,
        // The card says whether it sold an empty leg (an ordered one has no saved listing).
        isEmptyLeg: sql<boolean | null>`(${cards.card}->>'is_empty_leg')::boolean`,
        lead: leads,
      })
      .from(deals)
      .leftJoin(preOrders, eq(deals.preOrderId, preOrders.id))
      .leftJoin(cards, eq(preOrders.cardId, cards.id))
      .leftJoin(leads, eq(deals.leadId, leads.id))
      .where(eq(deals.id, deal.id));
    const card = (source?.card ?? null) as Card | null;
    const check = to
      ? checkMove({
          from: deal.status,
          to,
          optionUntil,
          reason,
          now: input.now,
          departsAt: card ? new Date(card.departure_date) : null,
        })
      : null;
    if (check && !check.ok) {
      for (const [field, problem] of Object.entries(check.errors) as Array<[OrderField, MoveProblem]>) {
        errors[field] ??= problem;
      }
    }
    const phone = source?.preOrder?.phone ?? source?.lead?.phone ?? null;
    const email =
      source?.preOrder?.email ?? (source?.lead?.contact.includes("@") ? source.lead.contact : null);
    if (channel === "sms" && !phone) errors.channel = "no_phone";
    if (channel === "email" && !email) errors.channel = "no_email";
    if (!to || !check?.ok || Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

    const leavingNew = deal.status === "new";
    const [updated] = await tx
      .update(deals)
      .set({
        status: to,
        version: deal.version + 1,
        updatedAt: input.now,
        optionUntil: check.optionUntil,
        closeReason: check.reason,
        ...(leavingNew ? { firstContactAt: deal.firstContactAt ?? input.now } : {}),
        // Whoever first reaches the customer of an unassigned deal owns it (the inbox's "mine").
        ...(leavingNew && !deal.assigneeId ? { assigneeId: input.staff.id } : {}),
      })
      .where(eq(deals.id, deal.id))
      .returning();

    let supply = false;
    const preOrder = source?.preOrder ?? null;
    if (preOrder) {
      const apiStatus = preOrderStatusOf(to);
      if (apiStatus !== preOrder.status) {
        await tx.update(preOrders).set({ status: apiStatus }).where(eq(preOrders.id, preOrder.id));
        supply = true;
      }
      // An empty leg already flies in the schedule; its pre-order (not cancelled) marks it taken.
      if (to === "booked" && card && !card.is_empty_leg && !source?.isEmptyLeg) {
        await tx.delete(scheduleLegs).where(eq(scheduleLegs.dealId, deal.id));
        await tx.insert(scheduleLegs).values(
          card.routes.map((route) => ({
            tailNumber: route.aircraft,
            fromIcao: route.departure_airport,
            toIcao: route.arrival_airport,
            departsAt: new Date(route.departure_date),
            arrivesAt: new Date(route.arrival_date),
            kind: "charter" as const,
            dealId: deal.id,
          })),
        );
        supply = true;
      }
    }
    if (to === "lost" || to === "cancelled") {
      const removed = await tx
        .delete(scheduleLegs)
        .where(eq(scheduleLegs.dealId, deal.id))
        .returning({ id: scheduleLegs.id });
      if (removed.length > 0) supply = true;
    }

    let message: { channel: "sms" | "email"; text: string } | null = null;
    if (sending) {
      const language = languageOfPage(
        preOrder
          ? ((
              await tx
                .select({ url: logins.url })
                .from(accessTokens)
                .innerJoin(logins, eq(accessTokens.loginId, logins.id))
                .where(eq(accessTokens.id, preOrder.tokenId))
            )[0]?.url ?? null)
          : null,
      );
      const body = fillUntil(
        messageText,
        check.optionUntil ? holdDateText(check.optionUntil, language) : null,
      );
      message = { channel, text: body };
      const reference = `deal:${deal.id}`;
      if (channel === "sms") {
        await enqueue(tx, { channel: "sms", recipient: phone!, body, reference });
      } else {
        const number = card?.routes[0]?.number ?? deal.id.toUpperCase();
        await enqueue(tx, {
          channel: "email",
          recipient: email!,
          subject: customerSubject(language, number),
          body,
          // The customer's reply reaches the seller who wrote.
          replyTo: input.staff.email,
          reference,
        });
      }
    }

    await recordAudit(tx, {
      staffId: input.staff.id,
      action: "deal.status",
      entity: "deal",
      entityId: deal.id,
      before: auditView(deal),
      after: { ...auditView(updated!), ...(message ? { message } : {}) },
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true, deal: updated!, notified: message !== null, supply };
  });

  if (outcome.ok) {
    const { supply, ...result } = outcome;
    if (supply) effects.onSupplyChanged?.();
    if (result.notified) effects.onEnqueued?.();
    return result;
  }
  return outcome;
}

export interface AssignInput extends Actor {
  dealId: string;
  expectedVersion: unknown;
  /** A staff id, or empty for nobody. */
  assigneeId: unknown;
}

/** Gives the deal to a seller (or to nobody); audited, and checked against the version seen. */
export async function assign(db: AppDatabase, input: AssignInput): Promise<WriteResult> {
  const form = assignForm.safeParse({ version: input.expectedVersion, assigneeId: input.assigneeId });
  if (!form.success) return { ok: false, reason: "invalid", errors: formErrors(form.error) };
  const { version, assigneeId: wanted } = form.data;
  return db.transaction(async (tx): Promise<WriteResult> => {
    const deal = await lockDeal(tx, input.dealId);
    if (!deal) return { ok: false, reason: "not_found" };
    if (version !== deal.version) return { ok: false, reason: "conflict", latest: deal };
    let assigneeName: string | null = null;
    if (wanted) {
      const [member] = await tx
        .select({ name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, wanted), eq(staff.active, true)));
      if (!member) return { ok: false, reason: "invalid", errors: { assignee: "unknown_staff" } };
      assigneeName = member.name;
    }
    const [updated] = await tx
      .update(deals)
      .set({ assigneeId: wanted, version: deal.version + 1, updatedAt: input.now })
      .where(eq(deals.id, deal.id))
      .returning();
    const [before] = deal.assigneeId
      ? await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, deal.assigneeId))
      : [];
    await recordAudit(tx, {
      staffId: input.staff.id,
      action: "deal.assign",
      entity: "deal",
      entityId: deal.id,
      before: { assigneeId: deal.assigneeId, assigneeName: before?.name ?? null, version: deal.version },
      after: { assigneeId: wanted, assigneeName, version: updated!.version },
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true, deal: updated!, notified: false };
  });
}

export interface NoteInput extends Actor {
  dealId: string;
  body: unknown;
}

export type NoteResult =
  | { ok: true; noteId: number }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "not_found" };

/** Adds a note. Notes only add, so two sellers writing at once need no version. */
export async function addNote(db: AppDatabase, input: NoteInput): Promise<NoteResult> {
  const form = noteForm.safeParse({ body: input.body });
  if (!form.success) return { ok: false, reason: "invalid", errors: formErrors(form.error) };
  const { body } = form.data;
  return db.transaction(async (tx): Promise<NoteResult> => {
    const [deal] = await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, input.dealId));
    if (!deal) return { ok: false, reason: "not_found" };
    const [note] = await tx
      .insert(dealNotes)
      .values({ dealId: deal.id, staffId: input.staff.id, body, createdAt: input.now })
      .returning({ id: dealNotes.id });
    await tx.update(deals).set({ updatedAt: input.now }).where(eq(deals.id, deal.id));
    await recordAudit(tx, {
      staffId: input.staff.id,
      action: "deal.note",
      entity: "deal",
      entityId: deal.id,
      after: { noteId: note!.id, body },
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true, noteId: note!.id };
  });
}
