import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { logins, outbox, preOrders } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { CONSENT_VERSION } from "~/forms/consent";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { searchCards } from "../../../tests/support/offers";
import type { BookingResult, ConfirmationStep, DoneStep, RegistrationStep } from "./booking-result";
import { orderAction } from "./order.server";
import { addressCounter } from "../../../tests/support/requests";

/*
 * The order action (issue 6 §1) over the real parts: an in-memory PGlite with the project's
 * migrations and seeded fleet, the charter engine, the ordering service and the in-process charter
 * client, as the server wires them. The clock is ours, so the re-request's half minute and the
 * code's five minutes pass without waiting.
 */

const SITE = "https://charterline.ru";
const SALES = "sales@charterline.ru";
let database: Database;
let services: Services;
let cardId: string;
let clock = new Date();

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({ SITE_URL: SITE, SALES_EMAIL: SALES }), silentLogger, database, {
    now: () => clock,
  });
  cardId = (await searchCards(services.charter))[0]!.id;
});
afterAll(() => database.close());

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const nextAddress = addressCounter();

async function post(
  fields: Record<string, string>,
  options: { language?: "ru" | "en"; card?: string; clientAddress: string },
): Promise<{ status: number; body: BookingResult }> {
  const prefix = options.language === "en" ? "/en" : "";
  const request = new Request(`${SITE}${prefix}/flight/${options.card ?? cardId}/order/`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return orderAction({
    request,
    cardId: options.card ?? cardId,
    services,
    clientAddress: options.clientAddress,
  });
}

const person = (phone: string) => ({ name: "Анна Петрова", phone, email: "anna@example.ru", consent: "on" });

async function messagesTo(recipient: string) {
  return database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The code of the latest text message to a phone: the message ends with "#1234" (WebOTP). */
async function latestCode(phone: string): Promise<string> {
  const sms = (await messagesTo(phone)).filter((message) => message.channel === "sms");
  const body = sms.at(-1)?.body ?? "";
  return /#(\d{4})\s*$/.exec(body)?.[1] ?? "";
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

describe("the booking: registration, code, pre-order (spec §2 booking dialog, §4)", () => {
  it("sends a code, refuses a wrong one with the tries left, and completes with a pre-order and a sales e-mail", async () => {
    const clientAddress = nextAddress();
    // The usual Russian spelling (API.md "Conventions"), brackets and all.
    const fields = person("+7 (916) 555-01-01");
    const registered = await post({ intent: "register", ...fields }, { clientAddress });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      step: "confirmation",
      event: "sent",
      resendUsed: false,
      resendAfterSeconds: 30,
      fields: { name: fields.name, phone: fields.phone, email: fields.email, consent: true },
    } satisfies Partial<ConfirmationStep>);

    // The text message went to the normalised number, in Russian for a Russian page.
    const code = await latestCode("+79165550101");
    expect(code).toMatch(/^\d{4}$/);
    const [sms] = await messagesTo("+79165550101");
    expect(sms?.body).toContain("код");
    const [login] = await database.db.select().from(logins).where(eq(logins.phone, "+79165550101"));
    expect(login).toMatchObject({ name: fields.name, email: fields.email, url: `${SITE}/flight/${cardId}/` });
    // Issue 28, item 8: the login records the consent the visitor ticked, its text's version and when.
    expect(login?.consentVersion).toBe(CONSENT_VERSION);
    expect(login?.consentedAt).toBeInstanceOf(Date);

    const carried = { ...fields, resend_used: "0" };
    const wrong = await post({ intent: "confirm", ...carried, code: wrongCode(code) }, { clientAddress });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ step: "confirmation", event: "wrong_code", attemptsLeft: 4 });
    // What was typed comes back, so the field keeps it.
    expect((wrong.body as ConfirmationStep).code).toBe(wrongCode(code));

    const done = await post({ intent: "confirm", ...carried, code }, { clientAddress });
    expect(done.status).toBe(200);
    // The number is carried on in E.164; the page lays it out for the visitor.
    expect(done.body).toMatchObject({ step: "done", phone: "+79165550101" } satisfies Partial<DoneStep>);
    // Issue 28, item 5: the one order number, the pre-order's id as the console shows it.
    const { orderNumber } = done.body as DoneStep;
    expect(orderNumber).toMatch(/^[0-9A-Z]{12}$/);
    const preOrderId = orderNumber.toLowerCase();
    // The access token stayed on the server: nothing in the answer looks like one.
    expect(JSON.stringify(done.body)).not.toMatch(/[A-Za-z0-9_-]{40,}/);

    const [row] = await database.db.select().from(preOrders).where(eq(preOrders.id, preOrderId));
    expect(row).toMatchObject({
      cardId,
      phone: "+79165550101",
      name: fields.name,
      email: fields.email,
      // The pre-order keeps the consent the login recorded (issue 28, item 8).
      consentVersion: CONSENT_VERSION,
      consentedAt: login?.consentedAt,
    });
    const mail = (await messagesTo(SALES)).filter(
      (message) => message.reference === `pre_order:${preOrderId}`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: "email", replyTo: fields.email });
    expect(mail[0]?.body).toContain("+79165550101");
    // The sales team's e-mail names the order by the number the customer was given.
    expect(mail[0]?.subject).toContain(orderNumber);
    expect(mail[0]?.body).toContain(orderNumber);

    // Issue 28, item 4: the confirmation step summarises the order and says what happens next and
    // by when; the customer's SMS and e-mail carry the same number.
    const card = await services.charter.card(cardId);
    const step = done.body as DoneStep;
    expect(step.email).toBe(fields.email);
    expect(step.summary).toMatchObject({
      aircraftType: card!.aircraft_type,
      tail: card!.aircraft,
      price: { amount: card!.routes.reduce((sum, route) => sum + route.price.rub, 0), currency: "rub" },
    });
    expect(step.summary.legs[0]).toMatchObject({
      kind: "there",
      fromCity: "Москва",
      departsLocal: card!.routes[0]!.departure_date_local,
      passengers: card!.routes[0]!.pax,
    });
    expect(step.next).toMatchObject({ by: expect.stringMatching(/^(operator|manager)$/) });
    expect(new Date(step.next!.dueAt).getTime()).toBeGreaterThan(clock.getTime());
    const customer = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `pre_order:${preOrderId}:customer`));
    expect(customer.map((message) => message.channel).sort()).toEqual(["email", "sms"]);
    for (const message of customer) expect(message.body).toContain(orderNumber);
  });

  it("texts an English visitor in English, and takes the booking without an e-mail (decision 009)", async () => {
    const clientAddress = nextAddress();
    // The visitor looked at euros on the English flight page: every step's form carries them.
    const fields = { ...person("+79165550102"), email: "", currency: "eur" };
    const registered = await post({ intent: "register", ...fields }, { clientAddress, language: "en" });
    expect(registered.status).toBe(200);
    const [sms] = await messagesTo("+79165550102");
    expect(sms?.body).toMatch(/your code is \d{4}/);
    const code = await latestCode("+79165550102");
    const done = await post({ intent: "confirm", ...fields, code }, { clientAddress, language: "en" });
    expect(done.body.step).toBe("done");
    expect((done.body as DoneStep).summary.price.currency).toBe("eur");
    expect((done.body as DoneStep).summary.legs[0]?.fromCity).toBe("Moscow");
    const texts = (await messagesTo("+79165550102")).filter((message) => message.channel === "sms");
    expect(texts.at(-1)?.body).toMatch(/^Charterline: order [0-9A-Z]{12} received\. .+ €/);
    const [row] = await database.db
      .select()
      .from(preOrders)
      .where(and(eq(preOrders.cardId, cardId), eq(preOrders.phone, "+79165550102")));
    expect(row?.email).toBeNull();
  });

  it("pretends to send when the honeypot is filled, and sends nothing", async () => {
    const clientAddress = nextAddress();
    const answer = await post(
      { intent: "register", ...person("+79165550103"), [HONEYPOT_FIELD]: "https://spam.example" },
      { clientAddress },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: "confirmation", event: "sent" });
    expect(await messagesTo("+79165550103")).toEqual([]);
    expect(await database.db.select().from(logins).where(eq(logins.phone, "+79165550103"))).toEqual([]);
  });

  it("refuses each bad field with its reason, keeps what was typed, and sends nothing", async () => {
    const clientAddress = nextAddress();
    const typed = {
      intent: "register",
      name: "  ",
      phone: "+7 (916) 555-01",
      email: "anna@",
      consent: "",
    };
    const answer = await post(typed, { clientAddress });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      step: "registration",
      fields: { name: "  ", phone: "+7 (916) 555-01", email: "anna@", consent: false },
      errors: { name: "required", phone: "format", email: "format", consent: "required" },
      failure: null,
    } satisfies RegistrationStep);
    expect(await messagesTo("+7916555010")).toEqual([]);
  });

  it("sends no code until the visitor ticks the consent box, whatever else is right (issue 28, item 8)", async () => {
    const clientAddress = nextAddress();
    for (const consent of [undefined, "", "off"]) {
      const { consent: _ticked, ...fields } = person("+79165550109");
      const answer = await post(
        { intent: "register", ...fields, ...(consent === undefined ? {} : { consent }) },
        { clientAddress },
      );
      expect(answer.status, String(consent)).toBe(400);
      expect((answer.body as RegistrationStep).errors).toEqual({ consent: "required" });
      // Everything typed comes back, the box as it was posted: unticked.
      expect((answer.body as RegistrationStep).fields).toMatchObject({ name: fields.name, consent: false });
    }
    expect(await messagesTo("+79165550109")).toEqual([]);
    expect(await database.db.select().from(logins).where(eq(logins.phone, "+79165550109"))).toEqual([]);
  });

  it("refuses a number of the right length that no country has, and one too long to be typed", async () => {
    for (const phone of ["+7 000 000-00-00", "+7 (916) 555 - 01 - 06 . ."]) {
      const answer = await post({ intent: "register", ...person(phone) }, { clientAddress: nextAddress() });
      expect(answer.status).toBe(400);
      expect((answer.body as RegistrationStep).errors, phone).toEqual({
        phone: phone.length > 24 ? "tooLong" : "format",
      });
    }
    expect(await messagesTo("+79165550106")).toEqual([]);
  });

  it("answers an unknown card with 404 and sends nothing", async () => {
    const answer = await post(
      { intent: "register", ...person("+79165550105") },
      { clientAddress: nextAddress(), card: "zzzzzzzzzzzz" },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ step: "registration", failure: { reason: "not_found" } });
    expect(await messagesTo("+79165550105")).toEqual([]);
  });

  it("allows one re-request (spec §4) after its half minute, then refuses another", async () => {
    const clientAddress = nextAddress();
    const fields = person("+79165550106");
    await post({ intent: "register", ...fields }, { clientAddress });
    const first = await latestCode("+79165550106");

    // Too early: the server says how long to wait, in seconds.
    const early = await post({ intent: "resend", ...fields, resend_used: "0" }, { clientAddress });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ event: "resend_refused", resendUsed: false });
    expect((early.body as ConfirmationStep).failure?.retryAfterSeconds).toBeLessThanOrEqual(30);

    advance(31);
    const resent = await post({ intent: "resend", ...fields, resend_used: "0" }, { clientAddress });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ step: "confirmation", event: "resent", resendUsed: true });
    expect((await messagesTo("+79165550106")).filter((m) => m.channel === "sms")).toHaveLength(2);
    const second = await latestCode("+79165550106");

    advance(31);
    const again = await post({ intent: "resend", ...fields, resend_used: "1" }, { clientAddress });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ event: "resend_refused", resendUsed: true });
    expect((await messagesTo("+79165550106")).filter((m) => m.channel === "sms")).toHaveLength(2);

    // The new code works; the first one was replaced by it.
    if (first !== second) {
      const old = await post(
        { intent: "confirm", ...fields, resend_used: "1", code: first },
        { clientAddress },
      );
      expect(old.body).toMatchObject({ event: "wrong_code" });
    }
    const done = await post(
      { intent: "confirm", ...fields, resend_used: "1", code: second },
      { clientAddress },
    );
    expect(done.body.step).toBe("done");
  });

  it("answers an expired code with 410 and keeps the re-request state", async () => {
    const clientAddress = nextAddress();
    const fields = person("+79165550107");
    await post({ intent: "register", ...fields }, { clientAddress });
    const code = await latestCode("+79165550107");
    advance(5 * 60 + 1);
    const expired = await post({ intent: "confirm", ...fields, resend_used: "1", code }, { clientAddress });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ step: "confirmation", event: "expired", resendUsed: true, code });
    // "Enter the details again" brings the registration back filled in.
    const edit = await post({ intent: "edit", ...fields, resend_used: "1" }, { clientAddress });
    expect(edit).toEqual({
      status: 200,
      body: {
        step: "registration",
        fields: { ...fields, consent: true },
        errors: {},
        failure: null,
      },
    });
  });

  it("ends the code after five wrong tries, and a new code from the details again works (issue 15 item 5)", async () => {
    const clientAddress = nextAddress();
    const fields = person("+79165550108");
    await post({ intent: "register", ...fields }, { clientAddress });
    const right = await latestCode("+79165550108");
    const wrong = wrongCode(right);
    const answers: BookingResult[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await post({ intent: "confirm", ...fields, code: wrong }, { clientAddress })).body);
    }
    expect(answers.map((answer) => (answer as ConfirmationStep).attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    // The code is dead, the right one included: no tries left, which the dialog words as "ask for
    // a new code" with "Enter the details again" (booking-flow.tsx, outOfTries).
    const dead = await post({ intent: "confirm", ...fields, code: right }, { clientAddress });
    expect(dead.status).toBe(401);
    expect(dead.body).toMatchObject({ event: "wrong_code", attemptsLeft: 0 });
    // The phone is not locked: the details again send a new code, which completes the order.
    const again = await post({ intent: "register", ...fields }, { clientAddress });
    expect(again.body).toMatchObject({ step: "confirmation", event: "sent" });
    const done = await post(
      { intent: "confirm", ...fields, code: await latestCode("+79165550108") },
      { clientAddress },
    );
    expect(done.body.step).toBe("done");
  });

  it("locks an address after ten wrong codes, with the minutes to wait (issue 15 item 5)", async () => {
    const clientAddress = nextAddress();
    const answers: BookingResult[] = [];
    for (const phone of ["+79165550110", "+79165550111"]) {
      const fields = person(phone);
      await post({ intent: "register", ...fields }, { clientAddress });
      const wrong = wrongCode(await latestCode(phone));
      for (let i = 0; i < 5; i += 1) {
        answers.push((await post({ intent: "confirm", ...fields, code: wrong }, { clientAddress })).body);
      }
    }
    const fields = person("+79165550112");
    await post({ intent: "register", ...fields }, { clientAddress });
    const locked = await post(
      { intent: "confirm", ...fields, code: await latestCode("+79165550112") },
      { clientAddress },
    );
    expect(answers.every((answer) => (answer as ConfirmationStep).event === "wrong_code")).toBe(true);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ event: "locked", failure: { reason: "rate_limited" } });
    expect((locked.body as ConfirmationStep).failure?.retryAfterSeconds).toBe(15 * 60);
  });

  it("never answers a 500 for what a client posts", async () => {
    const clientAddress = nextAddress();
    const cases: [Record<string, string>, number][] = [
      [{}, 400],
      [{ intent: "nonsense" }, 400],
      [{ intent: "confirm", name: "A", phone: "+79165550109", code: "12" }, 400],
      [{ intent: "confirm", name: "A", phone: "not a phone", code: "1234" }, 400],
      [{ intent: "resend", name: "A" }, 400],
      [{ intent: "register", ...person("+79165550109"), name: "A\u0007" }, 400],
    ];
    for (const [fields, status] of cases) {
      const answer = await post(fields, { clientAddress });
      expect(answer.status, JSON.stringify(fields)).toBe(status);
    }
    // A body that is not a form at all.
    const request = new Request(`${SITE}/flight/${cardId}/order/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    const answer = await orderAction({ request, cardId, services, clientAddress });
    expect(answer.status).toBe(400);
  });
});
