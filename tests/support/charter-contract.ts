import assert from "node:assert/strict";
import { isCharterClientError, type CharterClient } from "~/charter/client/charter-client";

/**
 * One contract suite for both CharterClient implementations (issue 4, item 6): the in-process one
 * in Vitest, the HTTP one against the running server in Playwright. Written with node:assert so
 * either runner can run it.
 */
export interface ContractCheck {
  name: string;
  run(client: CharterClient): Promise<void>;
}

/** A local date-time `days` ahead of today at `hour`:00, in the shape API.md's queries take. */
export function daysAhead(days: number, hour = 12): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, "0")}:00`;
}

async function rejects(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isCharterClientError(error), `expected a CharterClientError, got ${String(error)}`);
    return { status: error.status, code: error.code, fields: error.fields };
  }
  assert.fail("expected the call to be refused");
}

export const charterContractChecks: ContractCheck[] = [
  {
    name: "airports: the full list, and a ranked search in Russian and by code",
    async run(client) {
      const all = await client.airports();
      assert.ok(all.length > 1000, `only ${all.length} airports`);
      assert.equal((await client.airports({ q: "внуково", limit: 3 }))[0]?.icao, "UUWW");
      assert.equal((await client.airports({ q: "LED" }))[0]?.icao, "ULLI");
      const istanbul = await client.airports({ q: "стамбул", limit: 5 });
      assert.ok(istanbul.some((airport) => airport.icao === "LTFM"));
    },
  },
  {
    name: "search: priced cards, cheapest first, saved and served again",
    async run(client) {
      const result = await client.searchCards({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        departure_date_there: daysAhead(20),
        pax_there: 4,
      });
      assert.ok(result.cards.length > 0, "no offers Moscow–Sochi");
      const totals = result.cards.map((card) => card.routes.reduce((sum, route) => sum + route.price.eur, 0));
      assert.deepEqual(
        totals,
        [...totals].sort((a, b) => a - b),
      );
      for (const card of result.cards) {
        const [route] = card.routes;
        assert.ok(
          route && route.distance_km > 1300 && route.distance_km < 1450,
          `distance ${route?.distance_km}`,
        );
        assert.ok(route.max_pax >= 4);
        // The lines add up to the price; the VAT line is part of them already (issue 26, item 7).
        const added = route.price_breakdown.filter((line) => !line.included);
        const breakdown = added.reduce((sum, line) => sum + line.amount.eur, 0);
        assert.equal(breakdown, route.price.eur);
        const vat = route.price_breakdown.filter((line) => line.item === "vat");
        assert.equal(vat.length, 1);
        // Moscow–Sochi is domestic: 22/122 of the price.
        assert.ok(Math.abs(vat[0]!.amount.eur - (route.price.eur * 22) / 122) <= 1);
      }
      assert.deepEqual(await client.request(result.id), result);
      assert.deepEqual(await client.card(result.cards[0]!.id), result.cards[0]);
      // API.md "Saved result sets": the same search minutes later answers the same saved set.
      const repeated = await client.searchCards({
        departure_airport: result.query.departure_airport,
        arrival_airport: result.query.arrival_airport,
        departure_date_there: result.query.departure_date_there,
        pax_there: result.query.pax_there,
      });
      assert.equal(repeated.id, result.id);
      assert.deepEqual(repeated, result);
    },
  },
  {
    name: "search: a return trip has the outbound and the return leg",
    async run(client) {
      const result = await client.searchCards({
        departure_airport: "UUWW",
        arrival_airport: "ULLI",
        departure_date_there: daysAhead(25, 10),
        departure_date_back: daysAhead(27, 18),
        pax_there: 2,
      });
      assert.ok(result.cards.length > 0);
      for (const card of result.cards) {
        assert.equal(card.routes.length, 2);
        assert.equal(card.routes[1]!.departure_airport, "ULLI");
      }
      assert.equal(result.query.pax_back, 2);
    },
  },
  {
    name: "empty legs: upcoming positioning flights, not saved, each card found by its leg",
    async run(client) {
      const result = await client.emptyLegs({ pax_there: 1 });
      assert.ok(result.cards.length > 0, "no empty legs");
      const soon = Date.now() + 31 * 86_400_000;
      for (const card of result.cards) {
        assert.equal(card.is_empty_leg, true);
        assert.ok(Date.parse(card.departure_date) < soon);
      }
      // Issue 15, item 1: a listing stores nothing; the same listing has the same ids.
      assert.equal(await client.request(result.id), null);
      const again = await client.emptyLegs({ pax_there: 1 });
      assert.equal(again.id, result.id);
      assert.deepEqual(
        again.cards.map((card) => card.id),
        result.cards.map((card) => card.id),
      );
      const first = result.cards[0]!;
      const opened = await client.card(first.id);
      assert.ok(opened, "an empty-leg card is found while its leg is on sale");
      assert.deepEqual(
        { ...opened, request_id: first.request_id, datetime: first.datetime },
        first,
        "the card opened alone is the card the listing showed",
      );
    },
  },
  {
    name: "price calendar: one entry per day, the cheapest one-way of each, dated rates",
    async run(client) {
      const first = daysAhead(2).slice(0, 10);
      const last = daysAhead(8).slice(0, 10);
      const calendar = await client.priceCalendar({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        date_from: first,
        date_to: last,
        pax_there: 2,
      });
      assert.equal(calendar.days.length, 7);
      assert.equal(calendar.days[0]?.date, first);
      assert.equal(calendar.days[6]?.date, last);
      assert.match(calendar.rates_date ?? "", /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(calendar.restriction, null);
      assert.ok(
        calendar.days.some((day) => day.price !== null),
        "no day has a price",
      );
      // A day's price is the cheapest card of a search for that day at 12:00 (spec §9).
      const day = calendar.days.find((entry) => entry.price !== null)!;
      const search = await client.searchCards({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        departure_date_there: `${day.date}T12:00`,
        pax_there: 2,
      });
      const cheapest = Math.min(...search.cards.map((card) => card.routes[0]!.price.eur));
      assert.ok(Math.abs(day.price!.eur - cheapest) <= 5, `${day.price!.eur} vs ${cheapest}`);
      const tooWide = await rejects(
        client.priceCalendar({
          departure_airport: "UUWW",
          arrival_airport: "URSS",
          date_from: first,
          date_to: daysAhead(80).slice(0, 10),
        }),
      );
      assert.equal(tooWide.status, 400);
      assert.ok(tooWide.fields.date_to);
    },
  },
  {
    name: "bad input is refused with validation_error naming each field",
    async run(client) {
      const refused = await rejects(
        client.searchCards({
          departure_airport: "UUWW",
          arrival_airport: "UUWW",
          departure_date_there: "2026-02-30T12:00",
          pax_there: 0,
        }),
      );
      assert.equal(refused.status, 400);
      assert.equal(refused.code, "validation_error");
      assert.ok(
        "pax_there" in refused.fields && "departure_date_there" in refused.fields,
        JSON.stringify(refused.fields),
      );
      const past = await rejects(
        client.searchCards({
          departure_airport: "UUWW",
          arrival_airport: "URSS",
          departure_date_there: "2020-01-01T12:00",
          pax_there: 1,
        }),
      );
      assert.deepEqual(Object.keys(past.fields), ["departure_date_there"]);
      const unknown = await rejects(
        client.searchCards({
          departure_airport: "ZZZZ",
          arrival_airport: "URSS",
          departure_date_there: daysAhead(5),
          pax_there: 1,
        }),
      );
      assert.deepEqual(Object.keys(unknown.fields), ["departure_airport"]);
      assert.equal((await rejects(client.airports({ limit: 0 }))).code, "validation_error");
    },
  },
  {
    name: "unknown ids answer null; a known aircraft has an images answer",
    async run(client) {
      assert.equal(await client.request("nosuchrequest"), null);
      assert.equal(await client.card("nosuchcard"), null);
      assert.equal(await client.images("RA-00000"), null);
      // The shipped dataset's fleet item of the Global 5000 (spec §3: gallery, salon and seat layout).
      const images = await client.images("RA-73532");
      assert.ok(images && images.gallery.length > 0, "the fleet item's gallery");
      for (const picture of images.gallery) assert.match(picture.image, /^\/media\/fleet\/.+\.svg$/);
      assert.match(images.salon ?? "", /^\/media\/fleet\/.+\.svg$/);
      assert.equal(images.seats, "/media/fleet/ra-73532-seats.svg");
    },
  },
  {
    name: "writes: a lead is stored, a code is sent, a wrong code and a bad token are refused",
    async run(client) {
      // A client address and a phone of this run only, so the per-address and per-phone limits of
      // API.md count this check alone (the HTTP client forwards the address as X-Forwarded-For).
      const suffix = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
      const context = {
        clientAddress: `198.18.${Number(suffix.slice(0, 3)) % 256}.${Number(suffix.slice(3)) % 256}`,
      };
      const phone = `+7916${suffix}9`;
      const lead = await client.createPartnerLead(
        { name: "Контракт", contact: `contract${suffix}@charterline.ru`, message: "Проверка контракта" },
        context,
      );
      assert.match(lead.id, /^[0-9a-z]{12}$/);
      const sent = await client.sendLoginSms({ phone, name: "Контракт", its_legal: true }, context);
      // The resend wait is the server's LOGIN_CODE_RESEND_SECONDS (30 by default, 2 on the e2e server).
      assert.deepEqual(sent, { sent: true, expires_in: 300, resend_after: sent.resend_after });
      assert.ok(Number.isInteger(sent.resend_after) && sent.resend_after > 0 && sent.resend_after < 300);
      // One code in ten thousand is 0000 or 9999; either wrong guess below is refused the same way.
      const wrong = await rejects(client.confirmSms({ phone, code: "0000" }, context)).catch(() => null);
      if (wrong) {
        assert.equal(wrong.status, 401);
        assert.equal(wrong.code, "unauthorized");
      }
      const noConsent = await rejects(
        client.sendLoginSms({ phone, name: "Контракт", its_legal: false }, context),
      );
      assert.deepEqual(Object.keys(noConsent.fields), ["its_legal"]);
      const badToken = await rejects(
        client.createPreOrder({ accessToken: "A".repeat(43), cardId: "nosuchcard00" }, context),
      );
      assert.equal(badToken.status, 401);
    },
  },
  {
    name: "watches: a watch waits for its confirmation (202), and an unknown place is named (issue 29)",
    async run(client) {
      const suffix = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
      const context = {
        clientAddress: `198.19.${Number(suffix.slice(0, 3)) % 256}.${Number(suffix.slice(3)) % 256}`,
      };
      const base = { from: "UUWW", to: "city:RU:Sochi", days_ahead: 30, pax: 2, its_legal: true } as const;
      const created = await client.createWatch({ ...base, email: `watch${suffix}@example.com` }, context);
      assert.match(created.id, /^[0-9a-z]{12}$/);
      assert.deepEqual(
        { status: created.status, channel: created.channel, telegram_url: created.telegram_url },
        { status: "pending", channel: "email", telegram_url: null },
      );
      const unknown = await rejects(
        client.createWatch({ ...base, from: "ZZZZ", email: `watch${suffix}@example.com` }, context),
      );
      assert.equal(unknown.status, 400);
      assert.deepEqual(Object.keys(unknown.fields), ["from"]);
    },
  },
];
