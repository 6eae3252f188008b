import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { accessTokens, cards, deals, leads, logins, preOrders } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import {
  EMAIL_PATTERN,
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
import { consume, type LimitCheck } from "./rate-limit.server";

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
      const replyTo = EMAIL_PATTERN.test(fields.contact) ? fields.contact : null;
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

  /** The login a code may still be confirmed or re-sent for: unused, and its code alive or locked. */
  async function currentLogin(tx: Pick<AppDatabase, "select">, phone: string, at: Date) {
    const [latest] = await tx
      .select()
      .from(logins)
      .where(and(eq(logins.phone, phone), isNull(logins.usedAt)))
      .orderBy(desc(logins.createdAt))
      .limit(1)
      .for("update");
    if (!latest) return null;
    const locked = latest.lockedAt !== null && latest.lockedAt.getTime() + CODE.lockMs > at.getTime();
    const alive = latest.codeExpiresAt.getTime() > at.getTime();
    return locked || alive ? { login: latest, locked } : null;
  }

  return {
    createPartnerLead(body, clientAddress) {
      const isEmail = EMAIL_PATTERN.test(body.contact);
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
        const current = await currentLogin(tx, phone, at);
        if (current?.locked) {
          const wait = current.login.lockedAt!.getTime() + CODE.lockMs - at.getTime();
          throw new OrderingError(
            "rate_limited",
            "Too many wrong codes for this phone. Please try again later.",
            {
              retryAfter: seconds(wait),
            },
          );
        }
        if (current && current.login.sends >= CODE.maxSends) {
          throw new OrderingError(
            "rate_limited",
            "The code has already been sent again. Wait for it, or ask for a new one once it expires.",
            { retryAfter: seconds(current.login.codeExpiresAt.getTime() - at.getTime()) },
          );
        }
        if (current && at.getTime() - current.login.lastSentAt.getTime() < CODE.resendAfterMs) {
          throw new OrderingError(
            "rate_limited",
            "The code was sent a moment ago. Please wait before asking again.",
            {
              retryAfter: seconds(current.login.lastSentAt.getTime() + CODE.resendAfterMs - at.getTime()),
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
          loginId = current.login.id;
          sends = current.login.sends + 1;
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

    async confirmSms(body, clientAddress) {
      const phone = phoneOrFail(body.phone, "phone");
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        await consume(
          tx,
          [{ limit: LIMITS.confirmPerAddress10Min, key: clientAddress }],
          at,
          "Too many attempts from this address. Please try again later.",
        );
        const [login] = await tx
          .select()
          .from(logins)
          .where(eq(logins.phone, phone))
          .orderBy(desc(logins.createdAt))
          .limit(1)
          .for("update");
        if (!login || login.usedAt) {
          return new OrderingError(
            "gone",
            "No code is waiting for this phone, or it was already used. Ask for a new one.",
          );
        }
        if (login.failedAttempts >= CODE.maxFailures) {
          const wait = (login.lockedAt?.getTime() ?? at.getTime()) + CODE.lockMs - at.getTime();
          return wait > 0
            ? new OrderingError("rate_limited", "Too many wrong codes. Please ask for a new code later.", {
                retryAfter: seconds(wait),
              })
            : new OrderingError("gone", "This code has expired. Ask for a new one.");
        }
        if (login.codeExpiresAt.getTime() <= at.getTime()) {
          return new OrderingError("gone", "This code has expired. Ask for a new one.");
        }
        if (!sameHash(login.codeHash, hashCode(login.id, body.code))) {
          const failed = login.failedAttempts + 1;
          await tx
            .update(logins)
            .set({ failedAttempts: failed, lockedAt: failed >= CODE.maxFailures ? at : null })
            .where(eq(logins.id, login.id));
          return new OrderingError("unauthorized", "The code is wrong.", {
            attemptsLeft: CODE.maxFailures - failed,
          });
        }
        await tx.update(logins).set({ usedAt: at }).where(eq(logins.id, login.id));
        const token = randomBytes(TOKEN.bytes).toString("base64url");
        await tx.insert(accessTokens).values({
          id: newId(),
          tokenHash: sha256(token),
          loginId: login.id,
          phone,
          expiresAt: new Date(at.getTime() + TOKEN.ttlMs),
          createdAt: at,
        });
        return { access_token: token, expires_in: seconds(TOKEN.ttlMs) };
      });
      // A wrong code is committed (its count must stick) and only then reported.
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
