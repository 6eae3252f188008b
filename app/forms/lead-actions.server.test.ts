import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CharterClientError, type CharterClient } from "~/charter/client/charter-client";
import type { Database } from "~/db/client.server";
import { leads, outbox } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger, silentLogger } from "~/utils/logger.server";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { CONSENT_VERSION } from "~/forms/consent";
import { CALLBACK_NAME, sendCallback, sendPartnerEnquiry } from "./lead-actions.server";
import { CALLBACK_INTENT, PARTNER_INTENT } from "~/forms/lead-rules";
import { addressCounter, formPost } from "../../tests/support/requests";

/*
 * The actions of the callback widget and the partner form (issue 6 §5, §7), over the real charter
 * client, ordering service and database (PGlite, and Postgres when TEST_DATABASE_URL is set): what
 * a visitor's POST stores, what the sales team is sent, and what the form is told.
 */

const SALES = "sales@charterline.ru";

const post = formPost;

describe.each(databaseTargets())("lead actions on $name", (target) => {
  let database: Database;
  let client: CharterClient;
  const nextAddress = addressCounter();

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    // Wired as the server wires it: the in-process client over the ordering service.
    client = wireServices(parseEnv({ SALES_EMAIL: SALES }), silentLogger, database).charterClient;
  });
  afterAll(() => target.cleanup());

  const services = () => ({ charterClient: client, logger: silentLogger });
  const leadsTo = (contact: string) => database.db.select().from(leads).where(eq(leads.contact, contact));
  const mailsTo = async (text: string) =>
    (
      await database.db.select().from(outbox).where(eq(outbox.recipient, SALES)).orderBy(desc(outbox.id))
    ).filter((row) => row.body.includes(text));

  describe("callback widget", () => {
    it("stores the request and e-mails the sales team that the visitor asked for a call from the home page", async () => {
      const phone = "+79160000101";
      const result = await sendCallback(
        post("/?index", { intent: CALLBACK_INTENT, consent: "on", phone, [HONEYPOT_FIELD]: "" }),
        services(),
        nextAddress(),
      );
      expect(result).toEqual({ status: 200, body: { ok: true } });
      const [lead] = await leadsTo(phone);
      expect(lead).toMatchObject({ kind: "partner", name: CALLBACK_NAME, contact: phone, phone });
      expect(lead?.message).toMatch(/перезвонить/);
      expect(lead?.message).toMatch(/главной странице/);
      expect(lead?.message).toMatch(/Язык страницы: русский/);
      const [mail] = await mailsTo(phone);
      expect(mail).toMatchObject({ channel: "email", status: "pending", reference: `lead:${lead?.id}` });
      expect(mail?.body).toContain("главной странице");
    });

    it("records the consent's text version and time with the lead (issue 28, item 8)", async () => {
      const phone = "+79160000109";
      const before = Date.now();
      const result = await sendCallback(
        post("/", { intent: CALLBACK_INTENT, consent: "on", phone }),
        services(),
        nextAddress(),
      );
      expect(result.status).toBe(200);
      const [lead] = await leadsTo(phone);
      expect(lead?.consentVersion).toBe(CONSENT_VERSION);
      expect(lead?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(lead?.consentedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it("stores nothing without the ticked box and says why next to it (issue 28, item 8)", async () => {
      const phone = "+79160000110";
      for (const consent of [undefined, "", "off"]) {
        const result = await sendCallback(
          post("/", { intent: CALLBACK_INTENT, phone, ...(consent === undefined ? {} : { consent }) }),
          services(),
          nextAddress(),
        );
        expect(result, String(consent)).toEqual({
          status: 400,
          body: {
            ok: false,
            reason: "invalid",
            problems: { consent: "required" },
            values: { phone, consent: "" },
          },
        });
      }
      expect(await leadsTo(phone)).toEqual([]);
      expect(await mailsTo(phone)).toEqual([]);
    });

    it("tells the sales team when the request came from the English page", async () => {
      const phone = "+79160000102";
      const result = await sendCallback(
        post("/en", { intent: CALLBACK_INTENT, consent: "on", phone }),
        services(),
        nextAddress(),
      );
      expect(result.status).toBe(200);
      const [lead] = await leadsTo(phone);
      expect(lead?.message).toMatch(/Язык страницы: английский/);
    });

    it("takes the phone in the spelling people type and stores it in E.164 (API.md)", async () => {
      const result = await sendCallback(
        post("/", { intent: CALLBACK_INTENT, consent: "on", phone: "8 (916) 000-01-05" }),
        services(),
        nextAddress(),
      );
      expect(result).toEqual({ status: 200, body: { ok: true } });
      const [lead] = await leadsTo("+79160000105");
      expect(lead).toMatchObject({ contact: "+79160000105", phone: "+79160000105" });
    });

    it("refuses a phone that breaks the phone rule, or none, with the reason and the typed value", async () => {
      const where = nextAddress();
      for (const [phone, problem] of [
        ["12", "invalid"],
        ["+7 (916) 000-01", "invalid"],
        ["+7 (916) 000 - 01 - 03 . .", "tooLong"],
        ["  ", "required"],
      ] as const) {
        const result = await sendCallback(
          post("/", { intent: CALLBACK_INTENT, consent: "on", phone }),
          services(),
          where,
        );
        expect(result).toEqual({
          status: 400,
          body: {
            ok: false,
            reason: "invalid",
            problems: { phone: problem },
            values: { phone, consent: "on" },
          },
        });
      }
      expect(await leadsTo("12")).toEqual([]);
    });

    it("answers a filled honeypot as a success and stores nothing", async () => {
      const phone = "+79160000104";
      const result = await sendCallback(
        post("/", {
          intent: CALLBACK_INTENT,
          consent: "on",
          phone,
          [HONEYPOT_FIELD]: "https://spam.example",
        }),
        services(),
        nextAddress(),
      );
      expect(result).toEqual({ status: 200, body: { ok: true } });
      expect(await leadsTo(phone)).toEqual([]);
      expect(await mailsTo(phone)).toEqual([]);
    });

    it("answers 429 with the minutes to wait after five requests from one address", async () => {
      const where = nextAddress();
      for (let index = 0; index < 5; index += 1) {
        const result = await sendCallback(
          post("/", { intent: CALLBACK_INTENT, consent: "on", phone: `+7916000020${index}` }),
          services(),
          where,
        );
        expect(result.status).toBe(200);
      }
      const refused = await sendCallback(
        post("/", { intent: CALLBACK_INTENT, consent: "on", phone: "+79160000299" }),
        services(),
        where,
      );
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        ok: false,
        reason: "rate_limited",
        values: { phone: "+79160000299" },
      });
      const minutes = refused.body.ok ? 0 : (refused.body.retryAfterMinutes ?? 0);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(10);
      expect(await leadsTo("+79160000299")).toEqual([]);
      // Another visitor is not held back by this one.
      const other = await sendCallback(
        post("/", { intent: CALLBACK_INTENT, consent: "on", phone: "+79160000298" }),
        services(),
        nextAddress(),
      );
      expect(other.status).toBe(200);
    });

    it("never answers 500 to what a client sends: no intent, no form, a file for the phone", async () => {
      const where = nextAddress();
      expect((await sendCallback(post("/", { phone: "+79160000105" }), services(), where)).status).toBe(400);
      const json = new Request("http://localhost/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"phone":"+79160000106"}',
      });
      expect((await sendCallback(json, services(), where)).status).toBe(400);
      const withFile = new FormData();
      withFile.set("intent", CALLBACK_INTENT);
      withFile.set("phone", new Blob(["+79160000107"]), "phone.txt");
      const file = await sendCallback(
        new Request("http://localhost/", { method: "POST", body: withFile }),
        services(),
        where,
      );
      expect(file.body).toMatchObject({ ok: false, problems: { phone: "required" }, values: { phone: "" } });
    });

    it("answers 503 when the service fails, and logs it as ours", async () => {
      const logged: string[] = [];
      const logger = createLogger({ write: (line) => logged.push(line) });
      const broken = {
        createPartnerLead: () => Promise.reject(new Error("connection refused")),
      } as unknown as CharterClient;
      const result = await sendCallback(
        post("/", { intent: CALLBACK_INTENT, consent: "on", phone: "+79160000108" }),
        { charterClient: broken, logger },
        nextAddress(),
      );
      expect(result).toEqual({
        status: 503,
        body: {
          ok: false,
          reason: "unavailable",
          problems: {},
          values: { phone: "+79160000108", consent: "on" },
        },
      });
      expect(logged.join("\n")).toMatch(/callback request failed/);
    });
  });

  describe("partner enquiry", () => {
    const enquiry = (fields: Partial<Record<"name" | "contact" | "message", string>>) =>
      post("/partners", {
        intent: PARTNER_INTENT,
        consent: "on",
        name: "Ирина Волкова",
        contact: "irina@aero-partner.ru",
        message: "Мы эксплуатируем два Challenger 850 во Внуково и хотим продавать их рейсы через вас.",
        ...fields,
      });

    it("stores the enquiry with an e-mail contact and e-mails the sales team", async () => {
      const contact = "ops@north-wings.aero";
      const result = await sendPartnerEnquiry(enquiry({ contact }), services(), nextAddress());
      expect(result.status).toBe(200);
      expect(result.body.ok).toBe(true);
      const [lead] = await leadsTo(contact);
      expect(lead).toMatchObject({ kind: "partner", name: "Ирина Волкова", phone: null });
      const [mail] = await mailsTo(contact);
      expect(mail?.body).toContain("Challenger 850");
      expect(mail?.replyTo).toBe(contact);
    });

    it("takes a phone as the contact", async () => {
      const result = await sendPartnerEnquiry(
        enquiry({ contact: "+7 (916) 000-03-01" }),
        services(),
        nextAddress(),
      );
      expect(result.status).toBe(200);
      // Stored in E.164 (API.md), the contact as the phone.
      expect((await leadsTo("+79160000301"))[0]?.phone).toBe("+79160000301");
    });

    it("refuses empty and wrong fields with a reason each, keeping every typed value", async () => {
      const result = await sendPartnerEnquiry(
        enquiry({ name: " ", contact: "irina@aero", message: "" }),
        services(),
        nextAddress(),
      );
      expect(result).toEqual({
        status: 400,
        body: {
          ok: false,
          reason: "invalid",
          problems: { name: "required", contact: "invalid", message: "required" },
          values: { name: " ", contact: "irina@aero", message: "", consent: "on" },
        },
      });
      expect(await leadsTo("irina@aero")).toEqual([]);
      const long = await sendPartnerEnquiry(
        enquiry({ message: "a".repeat(2_001) }),
        services(),
        nextAddress(),
      );
      expect(long.body).toMatchObject({ ok: false, problems: { message: "tooLong" } });
    });

    it("passes on the contract's refusal of a field (a control character in the name)", async () => {
      const result = await sendPartnerEnquiry(
        enquiry({ name: "Ирина\u0007", contact: "bell@aero-partner.ru" }),
        services(),
        nextAddress(),
      );
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, reason: "invalid", problems: { name: "invalid" } });
      expect(await leadsTo("bell@aero-partner.ru")).toEqual([]);
    });

    it("answers a filled honeypot as a success and stores nothing", async () => {
      const contact = "bot@spam.example";
      const result = await sendPartnerEnquiry(
        post("/partners", {
          intent: PARTNER_INTENT,
          consent: "on",
          name: "Bot",
          contact,
          message: "Buy now",
          [HONEYPOT_FIELD]: "filled",
        }),
        services(),
        nextAddress(),
      );
      expect(result.status).toBe(200);
      expect(result.body.ok).toBe(true);
      expect(await leadsTo(contact)).toEqual([]);
    });

    it("answers 429 after five enquiries from one address", async () => {
      const where = nextAddress();
      for (let index = 0; index < 5; index += 1) {
        const result = await sendPartnerEnquiry(
          enquiry({ contact: `limit${index}@aero-partner.ru` }),
          services(),
          where,
        );
        expect(result.status).toBe(200);
      }
      const refused = await sendPartnerEnquiry(
        enquiry({ contact: "limit5@aero-partner.ru" }),
        services(),
        where,
      );
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ ok: false, reason: "rate_limited" });
      expect(refused.body.ok ? 0 : refused.body.retryAfterMinutes).toBeGreaterThanOrEqual(1);
    });

    it("says which field the API refused when its client is remote", async () => {
      const remote = {
        createPartnerLead: () =>
          Promise.reject(
            new CharterClientError(400, {
              error: {
                code: "validation_error",
                message: "Some fields are invalid: contact.",
                fields: { contact: "x" },
              },
            }),
          ),
      } as unknown as CharterClient;
      const result = await sendPartnerEnquiry(
        enquiry({}),
        { charterClient: remote, logger: silentLogger },
        nextAddress(),
      );
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, reason: "invalid", problems: { contact: "invalid" } });
    });
  });
});
