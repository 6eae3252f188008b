import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CharterClient } from "~/charter/client/charter-client";
import type { Database } from "~/db/client.server";
import { leads, outbox } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { CONSENT_VERSION } from "~/forms/consent";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { searchRequestAction } from "./results.server";
import { SEARCH_REQUEST_INTENT } from "./search-request-form";
import { addressCounter, formPost } from "../../tests/support/requests";

/*
 * The not-found block's request (spec §2, §4 "Not-found form"; API.md POST /api/search-email) over
 * the real charter client, ordering service and database: stored with its route, e-mailed to the
 * sales team, and answered in the page's language.
 */

const SALES = "sales@charterline.ru";
const ROUTE = {
  departure_airport: "UUWW",
  arrival_airport: "KLAX",
  departure_datetime: "2026-12-01T12:00",
  departure_datetime_back: "",
};

/** The not-found form as posted: its intent and route, plus what the test fills in. */
const post = (path: string, fields: Record<string, string>) =>
  formPost(path, { intent: SEARCH_REQUEST_INTENT, ...ROUTE, consent: "on", ...fields });

describe.each(databaseTargets())("search request on $name", (target) => {
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
  const leadsTo = (phone: string) => database.db.select().from(leads).where(eq(leads.contact, phone));

  it("stores the request with its route and e-mails it to the sales team", async () => {
    const phone = "+79160000401";
    const result = await searchRequestAction(
      post("/search/abcdefghijkl/", { name: "Олег", phone }),
      services(),
      nextAddress(),
    );
    expect(result).toEqual({ status: 200, body: { ok: true } });
    const [lead] = await leadsTo(phone);
    expect(lead).toMatchObject({ kind: "search", name: "Олег", phone });
    expect(lead?.details).toMatchObject({
      departure_airport: "UUWW",
      arrival_airport: "KLAX",
      departure_datetime: "2026-12-01T12:00:00",
      departure_datetime_back: null,
    });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `lead:${lead?.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email", recipient: SALES });
    expect(mails[0]?.subject).toContain("UUWW → KLAX");
    expect(mails[0]?.body).toContain(phone);
  });

  it("takes a request without a name (API.md: the name may be empty)", async () => {
    const phone = "+79160000402";
    const result = await searchRequestAction(
      post("/en/search/abcdefghijkl/", { phone }),
      services(),
      nextAddress(),
    );
    expect(result.status).toBe(200);
    expect((await leadsTo(phone))[0]?.name).toBe("");
  });

  it("refuses a bad phone in the page's language, keeping what was typed", async () => {
    const ru = await searchRequestAction(
      post("/search/abcdefghijkl/", { name: "Олег", phone: "12" }),
      services(),
      nextAddress(),
    );
    expect(ru).toEqual({
      status: 400,
      body: {
        ok: false,
        message: expect.stringMatching(/^Проверьте номер/),
        problems: { phone: "invalid" },
        values: { name: "Олег", phone: "12", consent: "on" },
      },
    });
    const en = await searchRequestAction(
      post("/en/search/abcdefghijkl/", { phone: "" }),
      services(),
      nextAddress(),
    );
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ ok: false, message: expect.stringMatching(/^Please check the number/) });
    expect(await leadsTo("12")).toEqual([]);
  });

  it("takes no request without the visitor's consent, however it was sent (issue 28, items 8 and 9)", async () => {
    const phone = "+79160000410";
    for (const [path, consent, words] of [
      ["/search/abcdefghijkl/", "", /^Отметьте согласие на обработку персональных данных/],
      ["/en/search/abcdefghijkl/", "off", /^Please tick the consent to the processing of your personal data/],
    ] as const) {
      const refused = await searchRequestAction(post(path, { phone, consent }), services(), nextAddress());
      expect(refused).toEqual({
        status: 400,
        body: {
          ok: false,
          message: expect.stringMatching(words),
          problems: { consent: "required" },
          values: { name: "", phone, consent: "" },
        },
      });
    }
    expect(await leadsTo(phone)).toEqual([]);
    // Ticked, the same request is taken, with the consent's text version and time.
    const before = Date.now();
    const taken = await searchRequestAction(
      post("/search/abcdefghijkl/", { phone, consent: "on" }),
      services(),
      nextAddress(),
    );
    expect(taken).toEqual({ status: 200, body: { ok: true } });
    const [lead] = await leadsTo(phone);
    expect(lead?.consentVersion).toBe(CONSENT_VERSION);
    expect(lead?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const phone = "+79160000403";
    const result = await searchRequestAction(
      post("/search/abcdefghijkl/", { phone, [HONEYPOT_FIELD]: "x" }),
      services(),
      nextAddress(),
    );
    expect(result).toEqual({ status: 200, body: { ok: true } });
    expect(await leadsTo(phone)).toEqual([]);
  });

  it("answers 429 with the minutes to wait after five requests from one address", async () => {
    const where = nextAddress();
    for (let index = 0; index < 5; index += 1) {
      const result = await searchRequestAction(
        post("/search/abcdefghijkl/", { phone: `+7916000050${index}` }),
        services(),
        where,
      );
      expect(result.status).toBe(200);
    }
    const refused = await searchRequestAction(
      post("/search/abcdefghijkl/", { phone: "+79160000599" }),
      services(),
      where,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Отправить новую можно через \d+ минут/),
      values: { phone: "+79160000599" },
    });
  });

  it("never answers 500 to what a client sends: a tampered route, no intent, no form", async () => {
    const tampered = await searchRequestAction(
      post("/search/abcdefghijkl/", { phone: "+79160000404", departure_airport: "<script>" }),
      services(),
      nextAddress(),
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ ok: false, message: expect.stringMatching(/маршрут/) });
    const noIntent = new FormData();
    noIntent.set("phone", "+79160000405");
    const missing = await searchRequestAction(
      new Request("http://localhost/search/abcdefghijkl/", { method: "POST", body: noIntent }),
      services(),
      nextAddress(),
    );
    expect(missing.status).toBe(400);
    const json = await searchRequestAction(
      new Request("http://localhost/search/abcdefghijkl/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }),
      services(),
      nextAddress(),
    );
    expect(json.status).toBe(400);
  });
});
