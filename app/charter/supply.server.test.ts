import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  accessTokens,
  aircraft,
  availabilityBlocks,
  cards as cardRows,
  logins,
  preOrders,
  publishedEmptyLegs,
} from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "./airports/airports";
import { createCharterService, type CharterService } from "./charter.server";
import { CardSchema } from "./contract/schemas";
import { findEmptyLegs } from "./engine/empty-legs";
import { estimateLeg } from "./engine/flight";
import { searchOffers, type OfferQuery } from "./engine/offers";
import { loadMarket, marketAirport } from "./market.server";
import { seedCharter } from "./seed/seed.server";

// The supply the operations console edits, read by the engine at once (issue 18, item 3): on the
// project's migrations, the seeded fleet and schedule, and the generated airport list. The dates
// searched lie past the seeded schedule's 30 days, where the aircraft wait at their bases.
describe.each(databaseTargets())("the console's supply on $name (issue 18)", (target) => {
  let database: Database;
  let charter: CharterService;
  const now = new Date("2026-12-01T09:00:00Z");
  // A Hawker 800XP of the house fleet, based at Vnukovo (fleet/fleet.ts).
  const TAIL = "RA-02795";
  const hour = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * 3_600_000);
  const market = (at = now) => loadMarket(database.db, airportIndex, at);
  const offerOf = async (query: OfferQuery, at = now) =>
    searchOffers(await market(at), query).find((offer) => offer.aircraft.tailNumber === TAIL);
  /** The empty legs of one aircraft; `day` narrows them to one local date (the seeded ones differ). */
  const emptyLegsOf = async (
    tail: string,
    filter: { from?: string; to?: string; day?: string } = {},
    at = now,
  ) =>
    findEmptyLegs(await market(at), {
      from: filter.from,
      to: filter.to,
      ...(filter.day ? { dateFrom: filter.day, dateTo: filter.day } : {}),
      pax: 1,
      now: at,
    }).filter((offer) => offer.aircraft.tailNumber === tail);
  const route = (offer: { legs: { from: string; to: string; departsAt: Date }[] }) =>
    `${offer.legs[0]!.from}-${offer.legs[0]!.to} ${offer.legs[0]!.departsAt.toISOString()}`;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, now);
    charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
  });
  afterAll(() => target.cleanup());

  describe("availability blocks", () => {
    // Noon in Moscow on 20 January, 09:00Z.
    const trip = { from: "UUWW", to: "URSS", departureLocal: "2027-01-20T12:00", pax: 2 };
    const block = (id: string, kind: "busy" | "maintenance", airportIcao: string, from: string, to: string) =>
      database.db
        .insert(availabilityBlocks)
        .values({ id, tailNumber: TAIL, kind, airportIcao, startsAt: new Date(from), endsAt: new Date(to) });
    const cancel = (id: string) =>
      database.db.update(availabilityBlocks).set({ cancelledAt: now }).where(eq(availabilityBlocks.id, id));

    it("takes the aircraft out of the offers in its window, busy or in maintenance, until cancelled", async () => {
      expect(await offerOf(trip)).toBeDefined();

      await block("busy-1", "busy", "UUWW", "2027-01-20T06:00:00Z", "2027-01-21T06:00:00Z");
      expect(await offerOf(trip)).toBeUndefined();
      // The day before, it flies and is home in time.
      expect(await offerOf({ ...trip, departureLocal: "2027-01-19T12:00" })).toBeDefined();

      await cancel("busy-1");
      expect(await offerOf(trip)).toBeDefined();

      await block("maintenance-1", "maintenance", "UUWW", "2027-01-20T06:00:00Z", "2027-01-21T06:00:00Z");
      expect(await offerOf(trip)).toBeUndefined();
      await cancel("maintenance-1");
      expect(await offerOf(trip)).toBeDefined();

      // The broker's case (issue 26, item 9): maintenance at Vnukovo from the 5th to the 9th, and a
      // flight asked on the 7th, in the middle of it.
      await block("maintenance-5-9", "maintenance", "UUWW", "2027-01-05T00:00:00Z", "2027-01-09T21:00:00Z");
      for (const day of ["05", "07", "09"]) {
        expect(await offerOf({ ...trip, departureLocal: `2027-01-${day}T12:00` })).toBeUndefined();
      }
      expect(await offerOf({ ...trip, departureLocal: "2027-01-10T12:00" })).toBeDefined();
      await cancel("maintenance-5-9");
    });

    it("positions the aircraft to a block at another airport and away from it, and never sells the block", async () => {
      await block("busy-pulkovo", "busy", "ULLI", "2027-01-25T06:00:00Z", "2027-01-26T18:00:00Z");
      const aircraftNow = (await market()).aircraft.find((a) => a.tailNumber === TAIL)!;
      const at = aircraftNow.schedule.findIndex((leg) => leg.kind === "block");
      const [before, theBlock, after] = aircraftNow.schedule.slice(at - 1, at + 2);
      expect(theBlock).toMatchObject({ from: "ULLI", to: "ULLI", departsAt: hour("2027-01-25T06:00:00Z") });
      // It must be at Pulkovo, turned round, when the block starts, and its next flight leaves
      // from there once it ends: out from base before, home after, both sold as empty legs.
      expect(before).toMatchObject({ from: "UUWW", to: "ULLI", kind: "positioning" });
      expect(before!.arrivesAt.getTime()).toBeLessThanOrEqual(theBlock!.departsAt.getTime());
      expect(after).toMatchObject({ from: "ULLI", to: "UUWW", kind: "positioning" });
      expect(after!.departsAt.getTime()).toBeGreaterThanOrEqual(theBlock!.arrivesAt.getTime());
      const sold = (await emptyLegsOf(TAIL)).map(route);
      expect(sold).toContain(`UUWW-ULLI ${before!.departsAt.toISOString()}`);
      expect(sold).toContain(`ULLI-UUWW ${after!.departsAt.toISOString()}`);
      expect(sold.some((leg) => leg.startsWith("ULLI-ULLI"))).toBe(false);

      // A trip the evening before is flown; after it, the aircraft goes home for its flight out.
      const evening = await offerOf({ ...trip, departureLocal: "2027-01-24T12:00" });
      expect(evening).toBeDefined();
      expect(
        evening!.legs[0]!.price.filter((line) => line.item === "positioning").map((line) => line.to),
      ).toEqual(["UUWW"]);
      // Noon on the 25th: Pulkovo, not Vnukovo.
      expect(await offerOf({ ...trip, departureLocal: "2027-01-25T12:00" })).toBeUndefined();
      await cancel("busy-pulkovo");
      expect(await offerOf({ ...trip, departureLocal: "2027-01-25T12:00" })).toBeDefined();
    });
  });

  describe("published empty legs", () => {
    const publish = (
      id: string,
      leg: { tail?: string; from: string; to: string; windowStart: string; windowEnd: string },
      sale: { priceEur: number } | { discountPercent: number },
    ) =>
      database.db.insert(publishedEmptyLegs).values({
        id,
        tailNumber: leg.tail ?? TAIL,
        fromIcao: leg.from,
        toIcao: leg.to,
        windowStart: new Date(leg.windowStart),
        windowEnd: new Date(leg.windowEnd),
        ...sale,
      });
    const withdraw = (id: string) =>
      database.db.update(publishedEmptyLegs).set({ withdrawnAt: now }).where(eq(publishedEmptyLegs.id, id));
    const toSochi = {
      from: "UUWW",
      to: "URSS",
      windowStart: "2027-01-10T08:00:00Z",
      windowEnd: "2027-01-10T12:00:00Z",
    };

    it("sells a leg published at a price, at that price, until it is withdrawn", async () => {
      expect((await emptyLegsOf(TAIL, { from: "UUWW", to: "URSS", day: "2027-01-10" })).map(route)).toEqual(
        [],
      );
      // Pulkovo at 10:00 Moscow on the 10th: free before the leg is published.
      const pulkovo = { from: "UUWW", to: "ULLI", departureLocal: "2027-01-10T10:00", pax: 2 };
      expect(await offerOf(pulkovo)).toBeDefined();

      await publish("el-price", toSochi, { priceEur: 3000 });
      const [offer, ...others] = await emptyLegsOf(TAIL, { from: "UUWW", to: "URSS", day: "2027-01-10" });
      expect(others).toEqual([]);
      // Offered at the window's start, for the engine's block time.
      const minutes = estimateLeg(
        marketAirport(airportIndex.byIcao("UUWW")!),
        marketAirport(airportIndex.byIcao("URSS")!),
        offer!.aircraft,
      ).minutes;
      expect(offer!.legs[0]!.departsAt).toEqual(hour(toSochi.windowStart));
      expect(offer!.legs[0]!.arrivesAt).toEqual(hour(toSochi.windowStart, minutes / 60));
      expect(offer!.totalEur).toBe(3000);
      // It occupies the aircraft: Pulkovo an hour before it leaves is no longer offered.
      expect(await offerOf(pulkovo)).toBeUndefined();

      // The card the API serves (/api/cards/el) costs exactly the price, in a valid breakdown.
      charter.invalidate();
      const result = await charter.emptyLegs({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        date_from: "2027-01-10",
        date_to: "2027-01-10",
        pax_there: 1,
      });
      const card = result.cards.find((c) => c.aircraft === TAIL)!;
      expect(CardSchema.parse(card).routes[0]!.price.eur).toBe(3000);
      expect(card.routes[0]!.price_breakdown.map((line) => line.item)).toEqual([
        "flight_hours",
        "airport_fees",
        "empty_leg_discount",
        // Domestic: the 22% VAT the price includes (issue 26, item 7), not added to it.
        "vat",
      ]);
      expect(card.routes[0]!.price_breakdown.at(-1)).toMatchObject({ percent: 22, included: true });
      // Issue 28, item 11: the card carries the window staff entered, on Vnukovo's clock (UTC+3).
      expect(card.departure_window).toEqual({
        from_local: "2027-01-10T11:00:00",
        to_local: "2027-01-10T15:00:00",
      });
      // A leg the engine derived from the bookings leaves at one time: no window.
      const all = await charter.emptyLegs({
        departure_airport: null,
        arrival_airport: null,
        date_from: null,
        date_to: null,
        pax_there: 1,
      });
      expect(all.cards.filter((c) => c.departure_window).map((c) => c.aircraft)).toEqual([TAIL]);

      await withdraw("el-price");
      expect(await emptyLegsOf(TAIL, { from: "UUWW", to: "URSS", day: "2027-01-10" })).toEqual([]);
      expect(await offerOf(pulkovo)).toBeDefined();
    });

    it("takes a published discount off the flight hours in place of the curve's", async () => {
      await publish(
        "el-discount",
        { from: "URSS", to: "UUWW", windowStart: "2027-01-12T08:00:00Z", windowEnd: "2027-01-12T12:00:00Z" },
        { discountPercent: 40 },
      );
      const [offer] = await emptyLegsOf(TAIL, { from: "URSS", to: "UUWW", day: "2027-01-12" });
      const lines = offer!.legs[0]!.price;
      const hours = lines.find((line) => line.item === "flight_hours")!;
      expect(lines.find((line) => line.item === "empty_leg_discount")).toEqual({
        item: "empty_leg_discount",
        eur: -hours.eur * 0.4,
        share: 0.4,
      });
      await withdraw("el-discount");
      expect(await emptyLegsOf(TAIL, { from: "URSS", to: "UUWW", day: "2027-01-12" })).toEqual([]);
    });

    it("sells no published leg the rule book closes, though the aircraft still flies it", async () => {
      // Rostov-on-Don has been closed since 24 February 2022 (restrictions/rules-data.ts).
      const rostov = {
        from: "UUWW",
        to: "URRP",
        windowStart: "2027-01-15T08:00:00Z",
        windowEnd: "2027-01-15T12:00:00Z",
      };
      await publish("el-closed", rostov, { priceEur: 2000 });
      expect(await emptyLegsOf(TAIL, { to: "URRP" })).toEqual([]);
      const schedule = (await market()).aircraft.find((a) => a.tailNumber === TAIL)!.schedule;
      expect(schedule.some((leg) => leg.to === "URRP")).toBe(true);
      await withdraw("el-closed");
    });

    it("is taken by a pre-order, though its departure moves with the clock once the window is open", async () => {
      // Another Vnukovo jet; the window opened an hour ago and closes this evening.
      const tail = "RA-02863";
      await publish(
        "el-today",
        {
          tail,
          from: "UUWW",
          to: "URSS",
          windowStart: "2026-12-01T08:00:00Z",
          windowEnd: "2026-12-01T20:00:00Z",
        },
        { priceEur: 2500 },
      );
      // Three hours' notice from 09:00Z: it leaves at 12:00Z; twenty minutes later, at 12:30Z.
      expect((await emptyLegsOf(tail, { from: "UUWW", to: "URSS", day: "2026-12-01" })).map(route)).toEqual([
        "UUWW-URSS 2026-12-01T12:00:00.000Z",
      ]);
      const later = hour(now.toISOString(), 1 / 3);
      expect(
        (await emptyLegsOf(tail, { from: "UUWW", to: "URSS", day: "2026-12-01" }, later)).map(route),
      ).toEqual(["UUWW-URSS 2026-12-01T12:30:00.000Z"]);

      charter.invalidate();
      const { cards } = await charter.emptyLegs({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        date_from: null,
        date_to: null,
        pax_there: 1,
      });
      const card = cards.find((c) => c.aircraft === tail)!;
      expect(card.departure_date).toBe("2026-12-01T12:00:00Z");
      await database.db.insert(logins).values({
        id: "login-el",
        phone: "+79161234567",
        name: "Анна",
        codeHash: "0".repeat(64),
        codeExpiresAt: now,
        lastSentAt: now,
        clientAddress: "127.0.0.1",
      });
      await database.db.insert(accessTokens).values({
        id: "token-el",
        tokenHash: "e".repeat(64),
        loginId: "login-el",
        phone: "+79161234567",
        expiresAt: hour(now.toISOString(), 24),
      });
      // As createPreOrder does: the ordered card is kept whole (issue 15).
      await database.db.insert(cardRows).values((await charter.orderableCard(card.id))!);
      await database.db.insert(preOrders).values({
        id: "order-el",
        tokenId: "token-el",
        cardId: card.id,
        phone: "+79161234567",
        name: "Анна",
        status: "received",
        clientAddress: "127.0.0.1",
      });

      // Taken at the next load, and twenty minutes on, when it would leave at 12:30Z; it still
      // flies, with its customer.
      for (const [at, departs] of [
        [now, "2026-12-01T12:00:00Z"],
        [later, "2026-12-01T12:30:00Z"],
      ] as const) {
        expect(await emptyLegsOf(tail, { from: "UUWW", to: "URSS", day: "2026-12-01" }, at)).toEqual([]);
        const schedule = (await market(at)).aircraft.find((a) => a.tailNumber === tail)!.schedule;
        const flight = schedule.find(
          (leg) => leg.from === "UUWW" && leg.departsAt.getTime() === Date.parse(departs),
        );
        expect(flight).toMatchObject({ to: "URSS", kind: "charter" });
      }
    });
  });

  it("charges an aircraft's own overnight rate, when the console sets one, for a waited-out stay", async () => {
    const roundTrip = {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2027-02-01T12:00",
      returnLocal: "2027-02-02T12:00",
      pax: 2,
    };
    const overnight = (offer: Awaited<ReturnType<typeof offerOf>>) =>
      offer!.legs.flatMap((leg) => leg.price).find((line) => line.item === "crew_overnight");
    const before = await offerOf(roundTrip);
    // The class's figure: 700 EUR a day for a mid-size jet (fleet/airport-fees.ts).
    expect(overnight(before)).toMatchObject({ nights: 1, rate: 700, eur: 700 });

    await database.db.update(aircraft).set({ overnightRateEur: 1234 }).where(eq(aircraft.tailNumber, TAIL));
    const after = await offerOf(roundTrip);
    expect(overnight(after)).toMatchObject({ nights: 1, rate: 1234, eur: 1234 });
    expect(after!.totalEur - before!.totalEur).toBeCloseTo(534, 6);

    await database.db.update(aircraft).set({ overnightRateEur: null }).where(eq(aircraft.tailNumber, TAIL));
    expect(overnight(await offerOf(roundTrip))).toMatchObject({ rate: 700 });
  });
});
