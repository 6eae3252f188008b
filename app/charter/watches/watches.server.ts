import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { watches, watchMessages } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import type { AirportIndex } from "../airports/airports";
import type { WatchBody } from "../contract/watches";
import { CharterInputError } from "../input-error";
import { newId } from "../ids";
import { OrderingError } from "../ordering/errors";
import { TOKEN, type Limit } from "../ordering/limits";
import { sha256 } from "../ordering/login-codes";
import { enqueue } from "../ordering/outbox.server";
import { consume, type LimitCheck } from "../ordering/rate-limit.server";
import { placeOf, placeView } from "./match";
import { botReply, confirmEmail, windowText } from "./messages";
import {
  WATCH_CONFIRM_DAYS,
  WATCH_MAX_DAYS,
  type WatchChannel,
  type WatchCreated,
  type WatchLanguage,
  type WatchView,
  type WatchesOverview,
} from "./types";

/**
 * Empty-leg watches (issue 29, item 2; docs/decisions/047-empty-leg-watches.md): made by
 * POST /api/watches, confirmed by their owner (the e-mail's link, or Start in the Telegram bot),
 * seen and deleted through the manage link, left with one click. The scanner
 * (scanner.server.ts) writes to them when a matching leg goes on sale.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Nobody may bomb an inbox with confirmation e-mails, nor fill the table from one address: per
 * address 5 watches in 10 minutes and 20 a day; per e-mail 3 confirmation e-mails an hour and 6 a
 * day (a visitor who mistypes a route tries again; a script that names someone else's address
 * stops after a few, and the owner never hears more than that without confirming).
 */
export const WATCH_LIMITS = {
  perAddress10Min: { name: "watch:addr:10m", max: 5, windowMs: 10 * MINUTE },
  perAddressDay: { name: "watch:addr:day", max: 20, windowMs: DAY },
  perEmailHour: { name: "watch:email:1h", max: 3, windowMs: HOUR },
  perEmailDay: { name: "watch:email:day", max: 6, windowMs: DAY },
} as const satisfies Record<string, Limit>;

export interface WatchDeps {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  airports: AirportIndex;
  /** SITE_URL: the links in the messages. */
  siteUrl: string;
  /** The Telegram bot's username; null: no Telegram (TELEGRAM_BOT_TOKEN unset). */
  telegramBot: string | null;
  /** After a commit that enqueued a message: the outbox delivers it now. */
  enqueued: () => void;
  /** After a confirmation: the scanner sends the first message (the legs already on sale). */
  requestScan: () => void;
}

type WatchRow = typeof watches.$inferSelect;

/** A token as the ordering's access tokens are made: 256 random bits, base64url (43 characters). */
function newToken(): string {
  return randomBytes(TOKEN.bytes).toString("base64url");
}

function localePrefix(language: WatchLanguage): string {
  return language === "en" ? "/en" : "";
}

export function watchLinks(siteUrl: string, row: Pick<WatchRow, "language" | "manageToken">) {
  const base = `${siteUrl.replace(/\/+$/, "")}${localePrefix(row.language)}`;
  const token = encodeURIComponent(row.manageToken);
  return {
    manage: `${base}/watches/?token=${token}`,
    unsubscribe: `${base}/watches/stop/?token=${token}`,
  };
}

/** Today's date in Moscow, the house's calendar for a rolling window. */
export function moscowDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(at);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The window's days (Moscow) a scan asks the engine for: fixed, or rolling from today. */
export function windowDays(
  row: Pick<WatchRow, "dateFrom" | "dateTo" | "daysAhead">,
  at: Date,
): { dateFrom: string; dateTo: string } {
  const today = moscowDay(at);
  if (row.daysAhead !== null) return { dateFrom: today, dateTo: addDays(today, row.daysAhead) };
  const dateFrom = row.dateFrom! < today ? today : row.dateFrom!;
  return { dateFrom, dateTo: row.dateTo! };
}

export function toWatchView(row: WatchRow, airports: AirportIndex): WatchView {
  const from = placeOf(row.fromPlace, airports);
  const to = placeOf(row.toPlace, airports);
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    language: row.language,
    from: from
      ? placeView(from, airports)
      : { place: { kind: "anywhere" }, ru: row.fromPlace, en: row.fromPlace },
    to: to ? placeView(to, airports) : { place: { kind: "anywhere" }, ru: row.toPlace, en: row.toPlace },
    date_from: row.dateFrom,
    date_to: row.dateTo,
    days_ahead: row.daysAhead,
    pax: row.pax,
    max_price_eur: row.maxPriceEur,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** POST /api/watches: stores a pending watch and sends its confirmation (202). */
export async function createWatch(
  deps: WatchDeps,
  body: WatchBody,
  clientAddress: string,
): Promise<WatchCreated> {
  const at = deps.now();
  const from = placeOf(body.from, deps.airports);
  const to = placeOf(body.to, deps.airports);
  const fields: Record<string, string> = {};
  if (!from) fields.from = "is not an airport, city or country we know";
  if (!to) fields.to = "is not an airport, city or country we know";
  if (from && to && body.from === body.to && from.kind === "airport") fields.to = "must differ from from";
  const today = moscowDay(at);
  if (body.date_from !== undefined && body.date_to !== undefined) {
    if (body.date_to < today) fields.date_to = "must not be in the past";
    else if (body.date_from > addDays(today, WATCH_MAX_DAYS)) {
      fields.date_from = `must be within ${WATCH_MAX_DAYS} days from today`;
    }
  }
  if (body.telegram && !deps.telegramBot) fields.telegram = "Telegram is not available here; use email";
  if (Object.keys(fields).length > 0) throw new CharterInputError(fields);

  const channel: WatchChannel = body.email !== undefined ? "email" : "telegram";
  const maxEnd = at.getTime() + WATCH_MAX_DAYS * DAY;
  // The end of the last day of the window, Moscow time (UTC+3 all year), or 90 days: the sooner.
  const windowEnd =
    body.date_to !== undefined
      ? Date.parse(`${addDays(body.date_to, 1)}T00:00:00+03:00`)
      : Number.POSITIVE_INFINITY;
  const expiresAt = new Date(Math.min(maxEnd, windowEnd));
  const confirmToken = newToken();
  const id = newId();
  const row = {
    id,
    channel,
    contact: body.email ?? null,
    language: body.language,
    fromPlace: body.from,
    toPlace: body.to,
    dateFrom: body.date_from ?? null,
    dateTo: body.date_to ?? null,
    daysAhead: body.days_ahead ?? null,
    pax: body.pax,
    maxPriceEur: body.max_price_eur ?? null,
    confirmTokenHash: sha256(confirmToken),
    manageToken: newToken(),
    consentVersion: body.consent_version ?? null,
    consentedAt: at,
    clientAddress,
    createdAt: at,
    expiresAt,
  } satisfies typeof watches.$inferInsert;
  const checks: LimitCheck[] = [
    { limit: WATCH_LIMITS.perAddress10Min, key: clientAddress },
    { limit: WATCH_LIMITS.perAddressDay, key: clientAddress },
  ];
  if (body.email !== undefined) {
    checks.push(
      { limit: WATCH_LIMITS.perEmailHour, key: body.email },
      { limit: WATCH_LIMITS.perEmailDay, key: body.email },
    );
  }
  await deps.db.transaction(async (tx) => {
    await consume(
      tx,
      checks,
      at,
      "Too many watches from this address or for this e-mail. Please try again later.",
    );
    await tx.insert(watches).values(row);
    if (body.email !== undefined) {
      const confirmUrl = `${deps.siteUrl.replace(/\/+$/, "")}${localePrefix(body.language)}/watches/confirm/?token=${confirmToken}`;
      const view = toWatchView(
        { ...row, status: "pending", confirmedAt: null, welcomedAt: null, endedAt: null },
        deps.airports,
      );
      const email = confirmEmail({
        language: body.language,
        from: view.from,
        to: view.to,
        window: windowText(view, body.language),
        confirmUrl,
      });
      await enqueue(tx, {
        channel: "email",
        recipient: body.email,
        subject: email.subject,
        body: email.body,
        reference: `watch:${id}`,
      });
      await tx.insert(watchMessages).values({ watchId: id, kind: "confirm", createdAt: at });
    }
  });
  deps.logger.info("watch created", { id, channel });
  if (channel === "email") deps.enqueued();
  return {
    id,
    status: "pending",
    channel,
    telegram_url: channel === "telegram" ? `https://t.me/${deps.telegramBot}?start=${confirmToken}` : null,
  };
}

export type ConfirmOutcome =
  | { outcome: "confirmed" | "already"; watch: WatchView; manageToken: string }
  | { outcome: "unknown" | "ended" };

/** The e-mail's confirmation link (a POST from its page): the watch goes live. */
export async function confirmWatch(deps: WatchDeps, token: string): Promise<ConfirmOutcome> {
  const at = deps.now();
  const [row] = await deps.db
    .select()
    .from(watches)
    .where(and(eq(watches.confirmTokenHash, sha256(token)), eq(watches.channel, "email")));
  if (!row) return { outcome: "unknown" };
  if (row.status === "active")
    return { outcome: "already", watch: toWatchView(row, deps.airports), manageToken: row.manageToken };
  if (row.status !== "pending" || row.expiresAt <= at || confirmExpired(row, at)) return { outcome: "ended" };
  const [updated] = await deps.db
    .update(watches)
    .set({ status: "active", confirmedAt: at })
    .where(and(eq(watches.id, row.id), eq(watches.status, "pending")))
    .returning();
  if (!updated) return { outcome: "unknown" };
  deps.logger.info("watch confirmed", { id: row.id, channel: "email" });
  deps.requestScan();
  return {
    outcome: "confirmed",
    watch: toWatchView(updated, deps.airports),
    manageToken: updated.manageToken,
  };
}

function confirmExpired(row: Pick<WatchRow, "createdAt">, at: Date): boolean {
  return at.getTime() - row.createdAt.getTime() > WATCH_CONFIRM_DAYS * DAY;
}

/**
 * The bot heard `/start <token>` in a chat: the Telegram watch of that token is confirmed and bound
 * to the chat (only the person who opened the link can press Start in their own Telegram). Answers
 * the bot's reply, or null when the scanner's first message is the reply.
 */
export async function confirmTelegram(
  deps: WatchDeps,
  token: string,
  chatId: string,
): Promise<string | null> {
  const at = deps.now();
  const [row] = await deps.db
    .select()
    .from(watches)
    .where(and(eq(watches.confirmTokenHash, sha256(token)), eq(watches.channel, "telegram")));
  if (!row || row.status !== "pending" || row.expiresAt <= at || confirmExpired(row, at)) {
    if (row?.status === "active" && row.contact === chatId) return null;
    if (row?.status === "active") return botReply("already_bound", row.language);
    return botReply("unknown_token", row?.language ?? "ru");
  }
  await deps.db
    .update(watches)
    .set({ status: "active", confirmedAt: at, contact: chatId })
    .where(and(eq(watches.id, row.id), eq(watches.status, "pending")));
  deps.logger.info("watch confirmed", { id: row.id, channel: "telegram" });
  deps.requestScan();
  return null;
}

/** `/stop` in a chat: every live watch of that chat ends. Answers the bot's reply. */
export async function stopTelegramChat(
  deps: WatchDeps,
  chatId: string,
  language: WatchLanguage,
): Promise<string> {
  const stopped = await deps.db
    .update(watches)
    .set({ status: "unsubscribed", endedAt: deps.now() })
    .where(
      and(
        eq(watches.channel, "telegram"),
        eq(watches.contact, chatId),
        inArray(watches.status, ["active", "pending"]),
      ),
    )
    .returning({ id: watches.id, language: watches.language });
  deps.logger.info("telegram chat stopped its watches", { count: stopped.length });
  if (stopped.length === 0) return botReply("nothing_to_stop", language);
  return botReply("stopped", stopped[0]!.language, stopped.length);
}

export interface ManagedWatches {
  channel: WatchChannel;
  /** The e-mail address with its local part masked (a.***@example.com), or "Telegram". */
  contact: string;
  language: WatchLanguage;
  watches: WatchView[];
}

function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

async function ownerOf(deps: WatchDeps, manageToken: string): Promise<WatchRow | null> {
  if (!manageToken || manageToken.length > 100) return null;
  const [row] = await deps.db.select().from(watches).where(eq(watches.manageToken, manageToken));
  return row ?? null;
}

/**
 * The manage page: every watch, live or waiting, of the contact whose link this is. A pending
 * watch's owner is not proven, so a pending token shows only its own watch.
 */
export async function manageWatches(deps: WatchDeps, manageToken: string): Promise<ManagedWatches | null> {
  const owner = await ownerOf(deps, manageToken);
  if (!owner) return null;
  const rows =
    owner.status === "active" && owner.contact
      ? await deps.db
          .select()
          .from(watches)
          .where(
            and(
              eq(watches.channel, owner.channel),
              eq(watches.contact, owner.contact),
              inArray(watches.status, ["active"]),
            ),
          )
          .orderBy(watches.createdAt)
      : owner.status === "active" || owner.status === "pending"
        ? [owner]
        : [];
  return {
    channel: owner.channel,
    contact: owner.channel === "email" && owner.contact ? maskEmail(owner.contact) : "Telegram",
    language: owner.language,
    watches: rows.map((row) => toWatchView(row, deps.airports)),
  };
}

/** Deletes one of the manage link's watches; false when it is not among them. */
export async function deleteWatch(deps: WatchDeps, manageToken: string, watchId: string): Promise<boolean> {
  const managed = await manageWatches(deps, manageToken);
  if (!managed?.watches.some((watch) => watch.id === watchId)) return false;
  await deps.db
    .update(watches)
    .set({ status: "deleted", endedAt: deps.now() })
    .where(and(eq(watches.id, watchId), inArray(watches.status, ["active", "pending"])));
  deps.logger.info("watch deleted", { id: watchId });
  return true;
}

/**
 * RFC 8058's one-click unsubscribe, and the page's button: the watch whose message carried the
 * link ends. Answers the watch, or null for an unknown link; ending an ended watch changes nothing.
 */
export async function unsubscribeWatch(deps: WatchDeps, manageToken: string): Promise<WatchView | null> {
  const owner = await ownerOf(deps, manageToken);
  if (!owner) return null;
  if (owner.status === "active" || owner.status === "pending") {
    const [updated] = await deps.db
      .update(watches)
      .set({ status: "unsubscribed", endedAt: deps.now() })
      .where(and(eq(watches.id, owner.id), inArray(watches.status, ["active", "pending"])))
      .returning();
    deps.logger.info("watch unsubscribed", { id: owner.id });
    return toWatchView(updated ?? owner, deps.airports);
  }
  return toWatchView(owner, deps.airports);
}

/** The console's view (supervisors): live watches by route, messages sent, unsubscribes. */
export async function watchesOverview(
  deps: Pick<WatchDeps, "db" | "now" | "airports">,
): Promise<WatchesOverview> {
  const at = deps.now();
  const since7 = new Date(at.getTime() - 7 * DAY).toISOString();
  const since30 = new Date(at.getTime() - 30 * DAY).toISOString();
  const routes = await deps.db
    .select({
      from: watches.fromPlace,
      to: watches.toPlace,
      active: sql<number>`count(*) filter (where ${watches.status} = 'active')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${watches.status} = 'pending')`.mapWith(Number),
    })
    .from(watches)
    .where(inArray(watches.status, ["active", "pending"]))
    .groupBy(watches.fromPlace, watches.toPlace)
    .orderBy(
      sql`count(*) filter (where ${watches.status} = 'active') desc`,
      watches.fromPlace,
      watches.toPlace,
    );
  const [counts] = await deps.db
    .select({
      active: sql<number>`count(*) filter (where ${watches.status} = 'active')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${watches.status} = 'pending')`.mapWith(Number),
      email:
        sql<number>`count(*) filter (where ${watches.status} = 'active' and ${watches.channel} = 'email')`.mapWith(
          Number,
        ),
      telegram:
        sql<number>`count(*) filter (where ${watches.status} = 'active' and ${watches.channel} = 'telegram')`.mapWith(
          Number,
        ),
      unsubscribed30:
        sql<number>`count(*) filter (where ${watches.status} = 'unsubscribed' and ${watches.endedAt} >= ${since30})`.mapWith(
          Number,
        ),
      unsubscribed: sql<number>`count(*) filter (where ${watches.status} = 'unsubscribed')`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${watches.status} = 'expired')`.mapWith(Number),
    })
    .from(watches);
  const [sent] = await deps.db
    .select({
      d7: sql<number>`count(*) filter (where ${watchMessages.createdAt} >= ${since7})`.mapWith(Number),
      d30: sql<number>`count(*) filter (where ${watchMessages.createdAt} >= ${since30})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(watchMessages)
    .where(inArray(watchMessages.kind, ["welcome", "legs"]));
  const view = (code: string) => {
    const place = placeOf(code, deps.airports);
    return place
      ? placeView(place, deps.airports)
      : { place: { kind: "anywhere" as const }, ru: code, en: code };
  };
  return {
    routes: routes.map((route) => ({
      from: view(route.from),
      to: view(route.to),
      active: route.active,
      pending: route.pending,
    })),
    totals: {
      active: counts?.active ?? 0,
      pending: counts?.pending ?? 0,
      email: counts?.email ?? 0,
      telegram: counts?.telegram ?? 0,
      sent_7d: sent?.d7 ?? 0,
      sent_30d: sent?.d30 ?? 0,
      sent_total: sent?.total ?? 0,
      unsubscribed_30d: counts?.unsubscribed30 ?? 0,
      unsubscribed_total: counts?.unsubscribed ?? 0,
      expired_total: counts?.expired ?? 0,
    },
  };
}

/** Thrown to the API as a 429 by consume(); re-exported for the route's tests. */
export { OrderingError };
