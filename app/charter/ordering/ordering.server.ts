import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import type { KeptCard } from "../saved.server";
import { accessTokens, cards, deals, leads, logins, preOrders } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { isValidEmail } from "~/utils/email";
import {
  type Card,
  type ConfirmSmsBody,
  type ConfirmSmsResponse,
  type LeadCreated,
  type PartnerEmailBody,
  type PreOrder,
  type SearchEmailBody,
  type SendLoginSmsBody,
  type SendLoginSmsResponse,
} from "../contract/schemas";
import { newId } from "../ids";
import { OrderingError } from "./errors";
import { CODE, LIMITS, TOKEN, smsGlobalDay } from "./limits";
import { languageOfPage, leadEmail, loginCodeText, preOrderEmail } from "./messages";
import { enqueue } from "./outbox.server";
import { normalisePhone } from "./phone";
import { consume, ensureRoom, eventsInWindow, record, type LimitCheck } from "./rate-limit.server";

/**
 * Ordering and lead intake (issue 6; API.md "Writes" and "Rules behind the writes"): leads, login
 * codes, access tokens and pre-orders. Every write commits its row, its rate-limit events and its
 * outbox message in one transaction before the caller answers 2xx; delivery is the outbox worker's.
 */
export interface OrderingService {
  createPartnerLead(body: PartnerEmailBody, clientAddress: string): Promise<LeadCreated>;
  createSearchLead(body: SearchEmailBody, clientAddress: string): Promise<LeadCreated>;
  sendLoginSms(body: SendLoginSmsBody, clientAddress: string): Promise<SendLoginSmsResponse>;
  confirmSms(body: ConfirmSmsBody, clientAddress: string): Promise<ConfirmSmsResponse>;
  /** `created` is false when this token already ordered this card (API.md: answered 200). */
  createPreOrder(
    input: { accessToken: string; bodyToken?: string | undefined; cardId: string },
    clientAddress: string,
  ): Promise<{ created: boolean; preOrder: PreOrder }>;
}

export interface OrderingOptions {
  db: AppDatabase;
  logger: Logger;
  /**
   * A card rebuilt whole from its saved set or the empty legs on sale (issue 15: only ordered
   * cards are kept as rows, the pre-order's record of what was sold); null when unknown.
   */
  orderableCard?: (cardId: string) => Promise<KeptCard | null>;
  /** SITE_URL: links in the sales e-mail and the origin line of the text message. */
  siteUrl: string;
  salesEmail: string;
  smsDailyCap: number;
  airportName?: (icao: string) => string;
  now?: () => Date;
  /** Called after a commit that enqueued a message, so the worker delivers it at once. */
  onEnqueued?: () => void;
  /**
   * Called after a new pre-order is committed: an ordered empty leg is taken, and the market the
   * searches reuse must forget it at once (issue 14, item 7).
   */
  onPreOrdered?: () => void;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Codes are stored as SHA-256 of the login's random id and the code. Four digits are ten thousand
 * values, so no hash protects them from someone holding the table: what protects them is the five
 * minutes, the five tries and the send caps. The hash keeps them out of backups and query logs.
 */
function hashCode(loginId: string, code: string): string {
  return sha256(`${loginId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a guess is compared with when the phone has no login: the same hashing, no match. */
const DECOY_LOGIN_ID = "decoy";
const DECOY_HASH = sha256(`${DECOY_LOGIN_ID}:no code`);

/** The one answer to every wrong guess (decision 016): a stranger cannot tell the cases apart. */
function wrongCode(attemptsLeft: number): OrderingError {
  return new OrderingError("unauthorized", "The code is wrong.", { attemptsLeft });
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE.digits)).padStart(CODE.digits, "0");
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function phoneOrFail(raw: string, field: string): string {
  const phone = normalisePhone(raw);
  if (!phone) {
    throw new OrderingError("validation_error", `Some fields are invalid: ${field}.`, {
      fields: { [field]: "is not a phone number that can receive text messages" },
    });
  }
  return phone;
}

/**
 * The console's kind of a lead (issue 18): the home page's callback widget files a search lead
 * with no route, which the sales team treats as a call-back request.
 */
export function dealKind(
  kind: "partner" | "search",
  details: Record<string, string | null>,
): "partner" | "search" | "callback" {
  if (kind === "partner") return "partner";
  return details.departure_airport ? "search" : "callback";
}

export function createOrderingService(options: OrderingOptions): OrderingService {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const siteHost = new URL(options.siteUrl).host;
  const airportName = options.airportName ?? ((icao: string) => icao);
  const enqueued = () => options.onEnqueued?.();

  async function storeLead(
    kind: "partner" | "search",
    fields: {
      name: string;
      contact: string;
      phone: string | null;
      message: string;
      details: Record<string, string | null>;
    },
    clientAddress: string,
  ): Promise<LeadCreated> {
    const at = now();
    const checks: LimitCheck[] = [
      { limit: LIMITS.leadsPerAddress10Min, key: clientAddress },
      { limit: LIMITS.leadsPerAddressDay, key: clientAddress },
    ];
    if (fields.phone) checks.push({ limit: LIMITS.leadsPerPhoneHour, key: fields.phone });
    const id = newId();
    await db.transaction(async (tx) => {
      await consume(tx, checks, at, "Too many requests from this address or phone. Please try again later.");
      await tx.insert(leads).values({ id, kind, ...fields, clientAddress, createdAt: at });
      // The sales team works it in the console (issue 18): it enters the pipeline as new.
      await tx
        .insert(deals)
        .values({ id, kind: dealKind(kind, fields.details), leadId: id, createdAt: at, updatedAt: at });
      const email = leadEmail({ leadId: id, kind, ...fields });
      const replyTo = isValidEmail(fields.contact) ? fields.contact : null;
      await enqueue(tx, {
        channel: "email",
        recipient: options.salesEmail,
        ...email,
        replyTo,
        reference: `lead:${id}`,
      });
    });
    logger.info("lead stored", { id, kind });
    enqueued();
    return { id };
  }

  /**
   * The login a send re-sends: the phone's latest unused one while its code is alive and not dead
   * of wrong tries. A dead login is left behind, so a new send starts a new login: wrong guesses
   * kill a code, never the phone for its owner (issue 15 item 5, decision 016).
   */
  async function openLogin(tx: Pick<AppDatabase, "select">, phone: string, at: Date) {
    const [latest] = await tx
      .select()
      .from(logins)
      .where(and(eq(logins.phone, phone), isNull(logins.usedAt)))
      .orderBy(desc(logins.createdAt))
      .limit(1)
      .for("update");
    if (!latest) return null;
    const dead = latest.failedAttempts >= CODE.maxFailures;
    const alive = latest.codeExpiresAt.getTime() > at.getTime();
    return alive && !dead ? latest : null;
  }

  return {
    createPartnerLead(body, clientAddress) {
      const isEmail = isValidEmail(body.contact);
      return storeLead(
        "partner",
        {
          name: body.name,
          contact: body.contact,
          phone: isEmail ? null : normalisePhone(body.contact),
          message: body.message,
          details: {},
        },
        clientAddress,
      );
    },

    createSearchLead(body, clientAddress) {
      const phone = phoneOrFail(body.phone, "phone");
      const details = {
        departure_airport: body.departure_airport ?? null,
        arrival_airport: body.arrival_airport ?? null,
        departure_datetime: body.departure_datetime ?? null,
        departure_datetime_back: body.departure_datetime_back ?? null,
      };
      return storeLead(
        "search",
        {
          name: body.name,
          contact: body.phone,
          phone,
          message: "Поиск не нашёл самолёт: клиент просит подобрать рейс вручную.",
          details,
        },
        clientAddress,
      );
    },

    async sendLoginSms(body, clientAddress) {
      const phone = phoneOrFail(body.phone, "phone");
      const at = now();
      const code = newCode();
      const answer = await db.transaction(async (tx) => {
        const current = await openLogin(tx, phone, at);
        if (current && current.sends >= CODE.maxSends) {
          throw new OrderingError(
            "rate_limited",
            "The code has already been sent again. Wait for it, or ask for a new one once it expires.",
            { retryAfter: seconds(current.codeExpiresAt.getTime() - at.getTime()) },
          );
        }
        if (current && at.getTime() - current.lastSentAt.getTime() < CODE.resendAfterMs) {
          throw new OrderingError(
            "rate_limited",
            "The code was sent a moment ago. Please wait before asking again.",
            {
              retryAfter: seconds(current.lastSentAt.getTime() + CODE.resendAfterMs - at.getTime()),
            },
          );
        }
        await consume(
          tx,
          [
            { limit: LIMITS.smsPerPhone10Min, key: phone },
            { limit: LIMITS.smsPerPhoneDay, key: phone },
            { limit: LIMITS.smsPerAddressHour, key: clientAddress },
            { limit: LIMITS.smsPerAddressDay, key: clientAddress },
            { limit: smsGlobalDay(options.smsDailyCap), key: "all" },
          ],
          at,
          "Too many codes were requested. Please try again later.",
        );
        const expiresAt = new Date(at.getTime() + CODE.ttlMs);
        let loginId: string;
        let sends: number;
        if (current) {
          // A resend: a new code and a new expiry, the failure count kept (API.md).
          loginId = current.id;
          sends = current.sends + 1;
          await tx
            .update(logins)
            .set({
              codeHash: hashCode(loginId, code),
              codeExpiresAt: expiresAt,
              sends,
              lastSentAt: at,
              name: body.name,
              email: body.email ?? null,
              url: body.url ?? null,
            })
            .where(eq(logins.id, loginId));
        } else {
          loginId = newId();
          sends = 1;
          await tx.insert(logins).values({
            id: loginId,
            phone,
            name: body.name,
            email: body.email ?? null,
            url: body.url ?? null,
            codeHash: hashCode(loginId, code),
            codeExpiresAt: expiresAt,
            lastSentAt: at,
            clientAddress,
            createdAt: at,
          });
        }
        await enqueue(tx, {
          channel: "sms",
          recipient: phone,
          body: loginCodeText(code, languageOfPage(body.url), siteHost),
          reference: `login:${loginId}`,
        });
        return {
          sent: true as const,
          expires_in: seconds(CODE.ttlMs),
          // After the one resend there is none left: the next send is a new login once this code expires.
          resend_after: sends < CODE.maxSends ? seconds(CODE.resendAfterMs) : seconds(CODE.ttlMs),
        };
      });
      enqueued();
      return answer;
    },

    /*
     * Issue 15 item 5 and decision 016. Wrong guesses lock the login they were made against (dead
     * after five, whoever made them) and the guessing address (10 wrong codes in 15 minutes, across
     * phones), never the phone: a new login starts at the next send. And a wrong code answers a
     * stranger alike whether or not someone is ordering: every refusal is the same 401, whose
     * `attempts_left` counts only that address's own wrong guesses for this phone. Only the address
     * that asked for a code hears the truth about it (410 expired or used, tries left after others'
     * guesses, 0 once dead); it asked for that code, so the truth tells it nothing new. The same
     * queries and the same hash comparison run on every path but the success.
     */
    async confirmSms(body, clientAddress) {
      const phone = phoneOrFail(body.phone, "phone");
      const at = now();
      const wrongGuess: LimitCheck[] = [
        { limit: LIMITS.wrongCodesPerAddress15Min, key: clientAddress },
        { limit: LIMITS.wrongCodesPerAddressAndPhone, key: `${clientAddress} ${phone}` },
      ];
      const outcome = await db.transaction(async (tx) => {
        await consume(
          tx,
          [{ limit: LIMITS.confirmPerAddress10Min, key: clientAddress }],
          at,
          "Too many attempts from this address. Please try again later.",
        );
        // A locked address is refused before its guess is looked at, the right code included.
        await ensureRoom(
          tx,
          [wrongGuess[0]!],
          at,
          "Too many wrong codes from this address. Please try again later.",
        );
        const [latest] = await tx
          .select()
          .from(logins)
          .where(eq(logins.phone, phone))
          .orderBy(desc(logins.createdAt))
          .limit(1)
          .for("update");
        // The login this address asked for last: whose truth it may hear.
        const [own] = await tx
          .select()
          .from(logins)
          .where(and(eq(logins.phone, phone), eq(logins.clientAddress, clientAddress)))
          .orderBy(desc(logins.createdAt))
          .limit(1);
        const open =
          latest !== undefined &&
          latest.usedAt === null &&
          latest.failedAttempts < CODE.maxFailures &&
          latest.codeExpiresAt.getTime() > at.getTime();
        // With no login the guess is compared with a decoy, so both paths do the same work.
        const matches = sameHash(
          latest?.codeHash ?? DECOY_HASH,
          hashCode(latest?.id ?? DECOY_LOGIN_ID, body.code),
        );
        if (open && matches) {
          await tx.update(logins).set({ usedAt: at }).where(eq(logins.id, latest.id));
          const token = randomBytes(TOKEN.bytes).toString("base64url");
          await tx.insert(accessTokens).values({
            id: newId(),
            tokenHash: sha256(token),
            loginId: latest.id,
            phone,
            expiresAt: new Date(at.getTime() + TOKEN.ttlMs),
            createdAt: at,
          });
          return { access_token: token, expires_in: seconds(TOKEN.ttlMs) };
        }

        // Every other outcome is a wrong guess: it counts against the open login (none matches
        // the empty id otherwise, so the statement runs either way) and against the address.
        const failed = open ? latest.failedAttempts + 1 : 0;
        await tx
          .update(logins)
          .set({ failedAttempts: failed, lockedAt: failed >= CODE.maxFailures ? at : null })
          .where(eq(logins.id, open ? latest.id : ""));
        const { used: guessed } = await eventsInWindow(tx, wrongGuess[1]!, at);
        await record(tx, wrongGuess, at);

        if (!own) {
          return wrongCode(Math.max(0, CODE.maxFailures - guessed - 1));
        }
        // The address's own login: the latest, or one a newer login (someone else's) superseded,
        // which is closed and answered as if the newer one did not exist.
        const mine =
          own.id === latest?.id ? { ...own, failedAttempts: open ? failed : own.failedAttempts } : own;
        if (
          mine.usedAt !== null ||
          (mine.codeExpiresAt.getTime() <= at.getTime() && mine.failedAttempts < CODE.maxFailures)
        ) {
          return new OrderingError("gone", "This code has expired or was already used. Ask for a new one.");
        }
        return wrongCode(Math.max(0, CODE.maxFailures - mine.failedAttempts));
      });
      // A wrong code is committed (its counts must stick) and only then reported.
      if (outcome instanceof OrderingError) throw outcome;
      return outcome;
    },

    async createPreOrder(input, clientAddress) {
      if (input.bodyToken !== undefined && input.bodyToken !== input.accessToken) {
        throw new OrderingError(
          "unauthorized",
          "The access token in the body differs from the one in Authorization.",
        );
      }
      const at = now();
      // Rebuilt before the transaction: it reads the market, which is no part of the order.
      const orderable = (await options.orderableCard?.(input.cardId)) ?? null;
      const result = await db.transaction(async (tx) => {
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
        const email = preOrderEmail({
          preOrderId: inserted.id,
          card,
          customer: {
            name: token.login.name,
            phone: token.token.phone,
            email: token.login.email,
            url: token.login.url,
          },
          airportName,
          flightUrl: `${options.siteUrl}/flight/${card.id}/`,
          createdAt: at,
        });
        await enqueue(tx, {
          channel: "email",
          recipient: options.salesEmail,
          ...email,
          replyTo: token.login.email,
          reference: `pre_order:${inserted.id}`,
        });
        return { created: true, row: inserted };
      });
      if (result instanceof OrderingError) throw result;
      if (result.created) {
        logger.info("pre-order stored", { id: result.row.id, card: input.cardId });
        enqueued();
        options.onPreOrdered?.();
      }
      return {
        created: result.created,
        preOrder: { id: result.row.id, status: result.row.status, card_id: result.row.cardId },
      };
    },
  };
}
