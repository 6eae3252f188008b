import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCharterService } from "~/charter/charter.server";
import { seedCharter } from "~/charter/seed/seed.server";
import type { Database } from "~/db/client.server";
import { accessTokens, leads, logins, outbox, preOrders, rateLimitEvents } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { searchCards } from "../../../tests/support/offers";
import { isOrderingError, type OrderingError } from "./errors";
import { CODE } from "./limits";
import { createOrderingService, type OrderingService } from "./ordering.server";

/*
 * Every rule of API.md "Rules behind the writes" and issue 6 "Abuse", on the real database engine
 * (PGlite, and Postgres when TEST_DATABASE_URL is set), with a clock the tests move.
 */

const MINUTE = 60_000;
const PHONE = "+79161234567";
const ADDRESS = "203.0.113.10";
const STRANGER = "198.51.100.66";
const OTHER_STRANGER = "198.51.100.67";

/** What a client is told: the status's code, the message and the extras (attempts_left, wait). */
const answerOf = (error: OrderingError) => ({ code: error.code, message: error.message, ...error.extra });

async function refused(promise: Promise<unknown>): Promise<OrderingError> {
  try {
    await promise;
  } catch (error) {
    if (isOrderingError(error)) return error;
    throw error;
  }
  throw new Error("expected the write to be refused");
}

describe.each(databaseTargets())("ordering on $name", (target) => {
  let database: Database;
  let clock: Date;
  let ordering: OrderingService;
  let cardId: string;
  let otherCardId: string;
  let preOrdered = 0;

  const build = (smsDailyCap = 1_000) =>
    createOrderingService({
      db: database.db,
      logger: silentLogger,
      siteUrl: "https://charterline.ru",
      salesEmail: "sales@charterline.ru",
      smsDailyCap,
      now: () => clock,
      onPreOrdered: () => (preOrdered += 1),
      // As services.server.ts wires it: a card is rebuilt from its saved set when ordered.
      orderableCard: (id) =>
        createCharterService({ db: database.db, logger: silentLogger }).orderableCard(id),
    });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** The code of the latest text message to a phone, read from the outbox as a developer would. */
  async function lastCode(phone = PHONE): Promise<string> {
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = row?.body.match(/\b(\d{4})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");
  const send = (phone = PHONE, address = ADDRESS) =>
    ordering.sendLoginSms(
      {
        phone,
        name: "Анна Петрова",
        email: "anna@example.com",
        url: "https://charterline.ru/flight/x/",
        its_legal: true,
        consent_version: "pd-test-1",
      },
      address,
    );
  const confirm = (code: string, phone = PHONE, address = ADDRESS) =>
    ordering.confirmSms({ code, phone }, address);

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger);
    const charter = createCharterService({ db: database.db, logger: silentLogger });
    const [first, second] = await searchCards(charter, "URSS");
    cardId = first!.id;
    otherCardId = second!.id;
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    for (const table of [preOrders, accessTokens, logins, leads, outbox, rateLimitEvents]) {
      await database.db.delete(table);
    }
    clock = new Date("2026-12-01T09:00:00Z");
    ordering = build();
  });

  describe("one-time codes", () => {
    it("texts a 4-digit code through the outbox and stores only its hash", async () => {
      expect(await send()).toEqual({ sent: true, expires_in: 300, resend_after: 30 });
      const code = await lastCode();
      expect(code).toMatch(/^\d{4}$/);
      const [login] = await database.db.select().from(logins);
      expect(login!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(login)).not.toContain(`"${code}"`);
      const [sms] = await database.db.select().from(outbox).where(eq(outbox.channel, "sms"));
      // The origin-bound line lets the browser offer the code on this site only.
      expect(sms!.body).toContain(`@charterline.ru #${code}`);
      expect(sms!.body).toContain("Никому его не сообщайте");
    });

    it("exchanges the right code for a 24-hour token stored as a hash, once", async () => {
      await send();
      const code = await lastCode();
      const answer = await confirm(code);
      expect(answer.expires_in).toBe(86_400);
      // ≥ 128 random bits (API.md): 32 bytes in base64url.
      expect(answer.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [token] = await database.db.select().from(accessTokens);
      expect(token!.tokenHash).not.toContain(answer.access_token);
      expect(token!.phone).toBe(PHONE);
      // Single use: the same code again is gone.
      expect((await refused(confirm(code))).code).toBe("gone");
    });

    it("kills the login after five wrong codes, even for the right one, and lets a new login start", async () => {
      await send();
      const code = await lastCode();
      for (let left = 4; left >= 0; left -= 1) {
        const error = await refused(confirm(wrong(code)));
        expect(error.code).toBe("unauthorized");
        expect(error.extra.attemptsLeft).toBe(left);
      }
      // Issue 15 item 5: the login is dead, not the phone. The right code is refused as a wrong
      // one with no tries left (the dialog then asks for a new code) ...
      const dead = await refused(confirm(code));
      expect(dead.code).toBe("unauthorized");
      expect(dead.extra.attemptsLeft).toBe(0);
      // ... and the next send is a new login, whose code works (decision 016).
      expect(await send()).toEqual({ sent: true, expires_in: 300, resend_after: 30 });
      expect(await database.db.select().from(logins)).toHaveLength(2);
      expect(await confirm(await lastCode())).toHaveProperty("access_token");
    });

    it("allows one resend, after 30 seconds, which does not reset the wrong-try count", async () => {
      await send();
      const first = await lastCode();
      for (let i = 0; i < 3; i += 1) await refused(confirm(wrong(first)));
      // Too soon: a double tap does not spend the resend.
      const soon = await refused(send());
      expect(soon.code).toBe("rate_limited");
      expect(soon.extra.retryAfter).toBeLessThanOrEqual(30);
      advance(31_000);
      expect((await send()).resend_after).toBe(300);
      const second = await lastCode();
      // The count goes on from three: two more wrong tries lock the login.
      expect((await refused(confirm(wrong(second)))).extra.attemptsLeft).toBe(1);
      expect((await refused(confirm(wrong(second)))).extra.attemptsLeft).toBe(0);
      // Dead: the right code is one more wrong guess.
      expect((await refused(confirm(second))).extra).toEqual({ attemptsLeft: 0 });
    });

    it("waits LOGIN_CODE_RESEND_SECONDS before the resend when configured (the e2e server's 2 s)", async () => {
      ordering = createOrderingService({
        db: database.db,
        logger: silentLogger,
        siteUrl: "https://charterline.ru",
        salesEmail: "sales@charterline.ru",
        smsDailyCap: 1_000,
        resendAfterSeconds: 2,
        now: () => clock,
      });
      expect((await send()).resend_after).toBe(2);
      advance(1_000);
      const soon = await refused(send());
      expect(soon.code).toBe("rate_limited");
      expect(soon.extra.retryAfter).toBe(1);
      advance(1_000);
      expect((await send()).sent).toBe(true);
    });

    it("refuses a second resend", async () => {
      await send();
      advance(31_000);
      await send();
      advance(31_000);
      const error = await refused(send());
      expect(error.code).toBe("rate_limited");
      expect(error.message).toMatch(/already been sent again/);
    });

    it("answers 410 for an expired code only to the address that asked for it", async () => {
      await send();
      const code = await lastCode();
      advance(CODE.ttlMs + 1_000);
      expect((await refused(confirm(code))).code).toBe("gone");
      // Anyone else hears what a wrong code for a phone with no code hears (decision 016).
      const stranger = await refused(confirm(code, PHONE, STRANGER));
      const nobody = await refused(confirm("1234", "+79167654321", OTHER_STRANGER));
      expect(stranger.code).toBe("unauthorized");
      expect(answerOf(stranger)).toEqual(answerOf(nobody));
    });

    it("counts one phone however it is written (libphonenumber-js normalisation)", async () => {
      await send("+7 916 123-45-67");
      advance(31_000);
      // The same subscriber written the Russian domestic way: this is the resend, not a new login.
      expect((await send("8 (916) 123-45-67")).resend_after).toBe(300);
      expect(await database.db.select().from(logins)).toHaveLength(1);
      expect(await confirm(await lastCode(), "+79161234567")).toHaveProperty("access_token");
    });

    it("refuses a number that cannot receive a text message", async () => {
      const error = await refused(send("12345"));
      expect(error.code).toBe("validation_error");
      expect(error.extra.fields).toHaveProperty("phone");
    });
  });

  describe("wrong guesses lock the login and the guessing address, never the phone (issue 15 item 5)", () => {
    it("five wrong codes from a stranger kill the login; the owner's new code, from another address, works", async () => {
      await send(PHONE, ADDRESS);
      const code = await lastCode();
      for (let i = 0; i < 5; i += 1) await refused(confirm(wrong(code), PHONE, STRANGER));
      // The login the guesses were made against is dead for everyone, its owner included.
      expect((await refused(confirm(code))).extra.attemptsLeft).toBe(0);
      // The owner asks again from another network, within the send caps: a new login, which works.
      advance(31_000);
      expect(await send(PHONE, "192.0.2.44")).toMatchObject({ sent: true, resend_after: 30 });
      expect(await confirm(await lastCode(), PHONE, "192.0.2.44")).toHaveProperty("access_token");
    });

    it("lets the owner ask again from the same address too, and a stranger's guess never matches the new code", async () => {
      await send();
      const first = await lastCode();
      for (let i = 0; i < 5; i += 1) await refused(confirm(wrong(first), PHONE, STRANGER));
      await send();
      const second = await lastCode();
      // The first code, even if it were the stranger's next guess, is dead with its login.
      if (first !== second) {
        expect((await refused(confirm(first, PHONE, STRANGER))).code).toBe("unauthorized");
      }
      expect(await confirm(second)).toHaveProperty("access_token");
    });

    it("refuses a dead login's right code from any address", async () => {
      await send();
      const code = await lastCode();
      for (let i = 0; i < 5; i += 1) await refused(confirm(wrong(code)));
      // The address that asked hears that the code is dead; a stranger, only that it is wrong.
      expect(answerOf(await refused(confirm(code)))).toMatchObject({ code: "unauthorized", attemptsLeft: 0 });
      expect(answerOf(await refused(confirm(code, PHONE, STRANGER)))).toEqual(
        answerOf(await refused(confirm("1234", "+79167654321", OTHER_STRANGER))),
      );
      expect(await database.db.select().from(accessTokens)).toHaveLength(0);
    });

    it("locks an address after 10 wrong codes in 15 minutes across phones, even for a right code", async () => {
      const phones = ["+79160001001", "+79160001002", "+79160001003"];
      for (const phone of phones) await send(phone, `192.0.2.${phones.indexOf(phone) + 1}`);
      // The third phone's code is known to the test, so the lock is seen to refuse a right code.
      const right = await lastCode(phones[2]);
      for (let i = 0; i < 10; i += 1) {
        const error = await refused(confirm(wrong(right), phones[i % 2]!, STRANGER));
        expect(error.code).toBe("unauthorized");
      }
      const locked = await refused(confirm(right, phones[2]!, STRANGER));
      expect(locked.code).toBe("rate_limited");
      expect(locked.extra.retryAfter).toBe(15 * 60);
      // The lock is the address's: the phone's owner confirms from theirs.
      expect(await confirm(right, phones[2]!, "192.0.2.3")).toHaveProperty("access_token");
      // It slides: a quarter of an hour later the address may guess again.
      advance(15 * MINUTE + 1_000);
      expect((await refused(confirm("0000", phones[0]!, STRANGER))).code).toBe("unauthorized");
    });

    it("answers a wrong code alike with a code pending, expired, used, dead or never sent", async () => {
      const pending = "+79160002001";
      const expired = "+79160002002";
      const used = "+79160002003";
      const dead = "+79160002004";
      const never = "+79160002005";
      await send(expired, "192.0.2.20");
      advance(CODE.ttlMs + 1_000);
      await send(pending, "192.0.2.21");
      await send(used, "192.0.2.22");
      await confirm(await lastCode(used), used, "192.0.2.22");
      await send(dead, "192.0.2.23");
      for (let i = 0; i < 5; i += 1) await refused(confirm(wrong(await lastCode(dead)), dead, "192.0.2.23"));
      const pendingCode = await lastCode(pending);
      // Each case from its own stranger, three guesses each: the answers are one sequence.
      const sequences = [];
      for (const [index, phone] of [pending, expired, used, dead, never].entries()) {
        const sequence = [];
        for (let i = 0; i < 3; i += 1) {
          sequence.push(
            answerOf(await refused(confirm(wrong(pendingCode), phone, `198.51.100.${index + 1}`))),
          );
        }
        sequences.push(sequence);
      }
      for (const sequence of sequences) expect(sequence).toEqual(sequences[0]);
      expect(sequences[0]!.map((answer) => answer.attemptsLeft)).toEqual([4, 3, 2]);
      expect(sequences[0]![0]).toEqual({
        code: "unauthorized",
        message: "The code is wrong.",
        attemptsLeft: 4,
      });
      // The owner, who asked for the pending code, hears the truth: three strangers' tries spent.
      expect((await refused(confirm(wrong(pendingCode), pending, "192.0.2.21"))).extra.attemptsLeft).toBe(1);
    });

    it("answers an address from its own login once someone else's newer login supersedes it", async () => {
      await send(PHONE, STRANGER);
      advance(CODE.ttlMs + 1_000);
      expect((await refused(confirm("1234", PHONE, STRANGER))).code).toBe("gone");
      // The owner starts ordering: the stranger's answer does not change, and so tells nothing.
      await send(PHONE, ADDRESS);
      const code = await lastCode();
      expect((await refused(confirm(wrong(code), PHONE, STRANGER))).code).toBe("gone");
      // Its guesses still count against the owner's open login.
      expect((await refused(confirm(wrong(code)))).extra.attemptsLeft).toBe(3);
    });
  });

  describe("send caps", () => {
    it("sends at most 3 codes per phone in 10 minutes", async () => {
      await send(); // login 1
      advance(31_000);
      await send(); // its resend
      advance(CODE.ttlMs); // the code expires: a new login may start
      await send(); // login 2: third send in under 10 minutes
      advance(31_000);
      const error = await refused(send());
      expect(error.code).toBe("rate_limited");
      expect(error.message).toMatch(/Too many codes/);
      // The window slides: ten minutes after the first send, a send is allowed again.
      advance(10 * MINUTE);
      await expect(send()).resolves.toHaveProperty("sent", true);
    });

    it("sends at most 10 codes per phone a day", async () => {
      for (let i = 0; i < 10; i += 1) {
        await send();
        advance(11 * MINUTE);
      }
      expect((await refused(send())).code).toBe("rate_limited");
      advance(24 * 60 * MINUTE);
      await expect(send()).resolves.toHaveProperty("sent", true);
    });

    it("sends at most 10 codes an hour from one client address, whatever the phones", async () => {
      for (let i = 0; i < 10; i += 1) await send(`+7916000${String(i).padStart(4, "0")}`);
      const error = await refused(send("+79160009999"));
      expect(error.code).toBe("rate_limited");
      await expect(send("+79160009999", "198.51.100.7")).resolves.toHaveProperty("sent", true);
    });

    it("stops at the global daily cap against SMS pumping", async () => {
      ordering = build(3);
      for (let i = 0; i < 3; i += 1) await send(`+7916100${String(i).padStart(4, "0")}`, `198.51.100.${i}`);
      expect((await refused(send("+79161009999", "198.51.100.99"))).code).toBe("rate_limited");
    });

    it("records no send and no outbox row when a cap refuses", async () => {
      ordering = build(1);
      await send();
      await refused(send("+79167654321", "198.51.100.5"));
      expect(await database.db.select().from(outbox)).toHaveLength(1);
      expect(await database.db.select().from(logins)).toHaveLength(1);
    });
  });

  describe("pre-orders", () => {
    async function tokenFor(phone: string, address = ADDRESS): Promise<string> {
      await send(phone, address);
      return (await confirm(await lastCode(phone), phone, address)).access_token;
    }

    it("orders a card once: a repeat answers the same pre-order and e-mails sales once", async () => {
      const token = await tokenFor(PHONE);
      const before = preOrdered;
      const first = await ordering.createPreOrder({ accessToken: token, cardId }, ADDRESS);
      expect(first.created).toBe(true);
      // The searches' market forgets an ordered empty leg at once (issue 14, item 7), and only once.
      expect(preOrdered).toBe(before + 1);
      expect(first.preOrder).toMatchObject({ status: "received", card_id: cardId });
      const again = await ordering.createPreOrder({ accessToken: token, bodyToken: token, cardId }, ADDRESS);
      expect(again).toEqual({ created: false, preOrder: first.preOrder });
      expect(preOrdered).toBe(before + 1);
      const mails = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "email"), eq(outbox.recipient, "sales@charterline.ru")));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe("sales@charterline.ru");
      expect(mails[0]!.replyTo).toBe("anna@example.com");
      // The card's details, so the sales team can call without looking it up.
      // Issue 28, item 5: named by the order number the customer is given (the id in capitals).
      expect(mails[0]!.subject).toMatch(new RegExp(`^Заказ ${first.preOrder.id.toUpperCase()}: .+ → URSS, `));
      expect(mails[0]!.body).toContain("Анна Петрова");
      expect(mails[0]!.body).toContain(PHONE);
      expect(mails[0]!.body).toContain(`https://charterline.ru/flight/${cardId}/`);
      // Another card with the same token is another pre-order.
      expect(
        (await ordering.createPreOrder({ accessToken: token, cardId: otherCardId }, ADDRESS)).created,
      ).toBe(true);
    });

    it("refuses a token of another phone in the body, an unknown token and an expired one", async () => {
      const mine = await tokenFor(PHONE);
      const theirs = await tokenFor("+79037654321", "198.51.100.20");
      const mixed = await refused(
        ordering.createPreOrder({ accessToken: mine, bodyToken: theirs, cardId }, ADDRESS),
      );
      expect(mixed.code).toBe("unauthorized");
      const unknown = await refused(
        ordering.createPreOrder({ accessToken: "x".repeat(43), cardId }, ADDRESS),
      );
      expect(unknown.code).toBe("unauthorized");
      advance(24 * 60 * MINUTE + 1_000);
      expect((await refused(ordering.createPreOrder({ accessToken: mine, cardId }, ADDRESS))).code).toBe(
        "unauthorized",
      );
      expect(await database.db.select().from(preOrders)).toHaveLength(0);
    });

    it("keeps the consent given when the code was asked for, a resend not moving it (issue 28, item 8)", async () => {
      const asked = clock;
      await send();
      advance(MINUTE);
      await send();
      const [login] = await database.db.select().from(logins).where(eq(logins.phone, PHONE));
      expect(login).toMatchObject({ sends: 2, consentVersion: "pd-test-1", consentedAt: asked });
      advance(MINUTE);
      const token = (await confirm(await lastCode(PHONE), PHONE, ADDRESS)).access_token;
      const { preOrder } = await ordering.createPreOrder({ accessToken: token, cardId }, ADDRESS);
      const [row] = await database.db.select().from(preOrders).where(eq(preOrders.id, preOrder.id));
      expect(row).toMatchObject({ consentVersion: "pd-test-1", consentedAt: asked });
    });

    it("answers 404 for an unknown card", async () => {
      const token = await tokenFor(PHONE);
      const error = await refused(
        ordering.createPreOrder({ accessToken: token, cardId: "zzzzzzzzzzzz" }, ADDRESS),
      );
      expect(error.code).toBe("not_found");
    });
  });

  describe("leads", () => {
    const partner = { name: "Ирина", contact: "+7 916 555-44-33", message: "Перезвоните, пожалуйста." };

    it("stores the lead and its e-mail to sales in one transaction", async () => {
      const { id } = await ordering.createPartnerLead(partner, ADDRESS);
      const [lead] = await database.db.select().from(leads);
      expect(lead).toMatchObject({ id, kind: "partner", phone: "+79165554433", clientAddress: ADDRESS });
      const [mail] = await database.db.select().from(outbox);
      expect(mail).toMatchObject({
        channel: "email",
        recipient: "sales@charterline.ru",
        reference: `lead:${id}`,
      });
      expect(mail!.body).toContain("Перезвоните, пожалуйста.");
    });

    it("records consent with its text's version and time when the body says it was given (issue 28, item 8)", async () => {
      const given = await ordering.createPartnerLead(
        { ...partner, its_legal: true, consent_version: "pd-2026-11-28" },
        ADDRESS,
      );
      const none = await ordering.createSearchLead(
        {
          name: "",
          phone: "+7 916 222-33-45",
          departure_airport: null,
          arrival_airport: null,
          departure_datetime: null,
          departure_datetime_back: null,
        },
        ADDRESS,
      );
      const rows = await database.db.select().from(leads);
      expect(rows.find((row) => row.id === given.id)).toMatchObject({
        consentVersion: "pd-2026-11-28",
        consentedAt: clock,
      });
      // API.md's bodies do not require it: a lead sent without it records none.
      expect(rows.find((row) => row.id === none.id)).toMatchObject({
        consentVersion: null,
        consentedAt: null,
      });
    });

    it("keeps an e-mail contact as the reply address", async () => {
      await ordering.createPartnerLead({ ...partner, contact: "ops@airline.ru" }, ADDRESS);
      const [mail] = await database.db.select().from(outbox);
      expect(mail!.replyTo).toBe("ops@airline.ru");
    });

    it("takes 5 leads per address in 10 minutes and 3 per phone an hour, storing nothing past them", async () => {
      for (let i = 0; i < 5; i += 1) {
        await ordering.createPartnerLead(
          { ...partner, contact: `+7916555${String(i).padStart(4, "0")}` },
          ADDRESS,
        );
      }
      expect((await refused(ordering.createPartnerLead(partner, ADDRESS))).code).toBe("rate_limited");
      for (let i = 0; i < 3; i += 1) await ordering.createPartnerLead(partner, `198.51.100.${30 + i}`);
      expect((await refused(ordering.createPartnerLead(partner, "198.51.100.40"))).code).toBe("rate_limited");
      expect(await database.db.select().from(leads)).toHaveLength(8);
      expect(await database.db.select().from(outbox)).toHaveLength(8);
    });

    it("stores a not-found search request with its route and dates", async () => {
      await ordering.createSearchLead(
        {
          name: "",
          phone: "+7 916 222-33-44",
          departure_airport: "UUWW",
          arrival_airport: "KJFK",
          departure_datetime: "2026-12-20T12:00",
          departure_datetime_back: null,
        },
        ADDRESS,
      );
      const [mail] = await database.db.select().from(outbox);
      expect(mail!.subject).toBe("Запрос рейса: UUWW → KJFK, без имени");
      expect(mail!.body).toContain("Вылет туда (местное время): 20.12.2026 12:00");
    });
  });
});
