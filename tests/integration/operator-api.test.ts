import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, HOUSE_SCOPE, pollFeed, revokeApiKey, setFeedUrl } from "~/charter/index.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { aircraft, auditLog, availabilityBlocks, publishedEmptyLegs } from "~/db/schema";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createApp } from "../../server/app";
import { listenOnLoopback } from "../support/listen";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/*
 * Issue 27, item 4, through real HTTP: the operator API served by the Express app of server/app.ts
 * with the Remix build (keys, scopes, the per-key limit, blocks and empty legs, and that one
 * operator's key cannot touch another's aircraft or legs), and the calendar-feed poller reading a
 * feed from a local node:http server (ETag honoured, a removed event lifts its block).
 */
const SITE_URL = "https://charterline.ru";
const LIMIT = 30;
const A_TAIL = "RA-67950";
const B_TAIL = "RA-67951";
const DAY = 86_400_000;

let vite: ViteBuild;
let database: Database;
let services: Services;
let origin: string;
let close: () => Promise<void>;
const keys: Record<"a" | "aBlocksOnly" | "b" | "revoked" | "limited", string> = {
  a: "",
  aBlocksOnly: "",
  b: "",
  revoked: "",
  limited: "",
};

async function newKey(operatorId: string, scopes: string[]) {
  const created = await createApiKey(
    { db: database.db, staffId: "sup-1", clientAddress: null, now: new Date() },
    HOUSE_SCOPE,
    operatorId,
    { name: "Scheduling sync", scopes },
  );
  if (!created.ok) throw new Error("key not created");
  return created.value;
}

beforeAll(async () => {
  vite = await startViteBuild();
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  const plane = { typeId: "challenger-850", homeBase: "UUWW", maxPassengers: 12, yearOfCreation: 2012 };
  await database.db.insert(aircraft).values([
    { tailNumber: A_TAIL, operatorId: "charterline", ...plane },
    { tailNumber: B_TAIL, operatorId: "ladoga-jet", ...plane },
  ]);
  services = wireServices(
    parseEnv({ NODE_ENV: "test", SITE_URL, OPERATOR_API_REQUESTS_PER_MINUTE: String(LIMIT) }),
    silentLogger,
    database,
  );
  const both = ["availability:write", "empty_legs:write"];
  keys.a = (await newKey("charterline", both)).secret;
  keys.aBlocksOnly = (await newKey("charterline", ["availability:write"])).secret;
  keys.b = (await newKey("ladoga-jet", both)).secret;
  keys.limited = (await newKey("charterline", both)).secret;
  const revoked = await newKey("charterline", both);
  keys.revoked = revoked.secret;
  await revokeApiKey(
    { db: database.db, staffId: "sup-1", clientAddress: null, now: new Date() },
    HOUSE_SCOPE,
    "charterline",
    revoked.key.id,
  );
  ({ origin, close } = await listenOnLoopback(createApp({ services, build: vite.build })));
}, 120_000);

afterAll(async () => {
  await close?.();
  await database?.close();
  await vite?.close();
});

async function call(
  method: string,
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}/api/operator/v1/${path}`, {
    method,
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    // Each call answers its own shape (a block list, a leg, an error); the tests read what they assert.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await response.json()) as Record<string, any>,
  };
}

const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);
const iso = (date: Date) => `${date.toISOString().slice(0, 13)}:00:00Z`;

const apiBlocks = (tail: string) =>
  database.db
    .select()
    .from(availabilityBlocks)
    .where(
      and(
        eq(availabilityBlocks.tailNumber, tail),
        eq(availabilityBlocks.source, "api"),
        isNull(availabilityBlocks.cancelledAt),
      ),
    );

describe("the operator API's keys (issue 27, item 4)", () => {
  const body = { blocks: [] };

  it("refuses a request without a key, with an unknown key and with a revoked key (401)", async () => {
    const none = await call("PUT", `aircraft/${A_TAIL}/availability`, null, body);
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(none.body.error.code).toBe("unauthorized");
    const unknown = await call("PUT", `aircraft/${A_TAIL}/availability`, `jc_live_${"x".repeat(43)}`, body);
    expect(unknown.status).toBe(401);
    const revoked = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.revoked, body);
    expect(revoked.status).toBe(401);
  });

  it("refuses a key without the call's scope (403)", async () => {
    const answer = await call("POST", "empty-legs", keys.aBlocksOnly, { tail: A_TAIL });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("forbidden");
  });

  it("limits each key's requests a minute (429 with Retry-After), other keys unaffected", async () => {
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      answers.push(
        (await call("PUT", `aircraft/${A_TAIL}/availability`, keys.limited, { blocks: "x" })).status,
      );
    }
    expect(answers.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
    const refused = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.limited, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await call("PUT", `aircraft/${B_TAIL}/availability`, keys.b, body)).status).toBe(200);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const answer = await call("GET", `aircraft/${A_TAIL}/availability`, keys.a);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toContain("PUT");
  });
});

describe("PUT /api/operator/v1/aircraft/{tail}/availability (issue 27, item 4)", () => {
  const first = {
    blocks: [
      { id: "trip-1", kind: "busy", airport: "UUWW", starts_at: iso(at(3)), ends_at: iso(at(3, 5)) },
      {
        id: "mx-1",
        kind: "maintenance",
        airport: "ULLI",
        starts_at: iso(at(10)),
        ends_at: iso(at(12)),
        note: "C-check",
      },
    ],
  };

  it("adds the blocks, and the same body again changes nothing", async () => {
    const answer = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, first);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tail: A_TAIL, added: 2, updated: 0, removed: 0, unchanged: 0 });
    expect(answer.body.blocks.map((block: { id: string }) => block.id)).toEqual(["trip-1", "mx-1"]);
    const audits = (await database.db.select().from(auditLog)).length;
    const again = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, first);
    expect(again.body).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: 2 });
    expect((await database.db.select().from(auditLog)).length).toBe(audits);
    expect(await apiBlocks(A_TAIL)).toHaveLength(2);
  });

  it("updates a changed block in place and lifts one no longer sent", async () => {
    const moved = { blocks: [{ ...first.blocks[0]!, ends_at: iso(at(3, 8)) }] };
    const answer = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, moved);
    expect(answer.body).toMatchObject({ added: 0, updated: 1, removed: 1, unchanged: 0 });
    const live = await apiBlocks(A_TAIL);
    expect(live.map((row) => [row.externalId, row.endsAt.toISOString()])).toEqual([
      ["trip-1", new Date(iso(at(3, 8))).toISOString()],
    ]);
  });

  it("reads airport-local times without an offset at the block's airport", async () => {
    const local = {
      blocks: [
        {
          id: "local-1",
          kind: "busy",
          airport: "UUWW",
          starts_at: "2027-01-20T10:00",
          ends_at: "2027-01-20T12:00",
        },
      ],
    };
    const answer = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, local);
    expect(answer.body.blocks[0]).toMatchObject({
      starts_at: "2027-01-20T07:00:00Z",
      ends_at: "2027-01-20T09:00:00Z",
    });
  });

  it("answers 400 naming each bad field, and changes nothing", async () => {
    const before = await apiBlocks(A_TAIL);
    const answer = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, {
      blocks: [
        { id: "x", kind: "busy", airport: "ZZZZ", starts_at: iso(at(1)), ends_at: iso(at(2)) },
        { id: "x", kind: "busy", airport: "UUWW", starts_at: iso(at(2)), ends_at: iso(at(1)) },
        { id: "y", kind: "repair", airport: "UUWW", starts_at: "tomorrow", ends_at: iso(at(1)) },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("validation_error");
    expect(Object.keys(answer.body.error.fields)).toEqual(
      expect.arrayContaining(["blocks.2.kind", "blocks.2.starts_at"]),
    );
    const semantic = await call("PUT", `aircraft/${A_TAIL}/availability`, keys.a, {
      blocks: [
        { id: "x", kind: "busy", airport: "ZZZZ", starts_at: iso(at(1)), ends_at: iso(at(2)) },
        { id: "x", kind: "busy", airport: "UUWW", starts_at: iso(at(2)), ends_at: iso(at(1)) },
      ],
    });
    expect(semantic.body.error.fields).toEqual({
      "blocks.0.airport": "is not an airport we know",
      "blocks.1.id": "is repeated: each block needs its own id",
      "blocks.1.ends_at": "must be after starts_at",
    });
    expect(await apiBlocks(A_TAIL)).toEqual(before);
  });

  it("answers 404 for another operator's aircraft and for an unknown one, changing nothing", async () => {
    const before = await apiBlocks(B_TAIL);
    expect((await call("PUT", `aircraft/${B_TAIL}/availability`, keys.a, first)).status).toBe(404);
    expect((await call("PUT", "aircraft/RA-00000/availability", keys.a, first)).status).toBe(404);
    expect(await apiBlocks(B_TAIL)).toEqual(before);
  });
});

describe("POST and DELETE /api/operator/v1/empty-legs (issue 27, item 4)", () => {
  const leg = () => ({
    external_id: "leg-777",
    tail: A_TAIL,
    from: "UUWW",
    to: "URSS",
    window_start: iso(at(20)),
    window_end: iso(at(20, 6)),
    price_eur: 9_500,
  });

  it("publishes a leg (201), and the same external_id or Idempotency-Key answers the same leg", async () => {
    const created = await call("POST", "empty-legs", keys.a, leg(), { "Idempotency-Key": "k-1" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      external_id: "leg-777",
      tail: A_TAIL,
      status: "on_sale",
      price_eur: 9_500,
    });
    const replay = await call("POST", "empty-legs", keys.a, leg(), { "Idempotency-Key": "k-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotency-Replayed")).toBe("true");
    expect(replay.body.id).toBe(created.body.id);
    const again = await call("POST", "empty-legs", keys.a, leg());
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    const changed = await call("POST", "empty-legs", keys.a, { ...leg(), price_eur: 9_000 });
    expect(changed.status).toBe(409);
    const rows = await database.db
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.externalId, "leg-777"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "api", operatorId: "charterline", createdBy: null });
  });

  it("checks a leg by the console's rules (400 with the API's field names)", async () => {
    const answer = await call("POST", "empty-legs", keys.a, {
      ...leg(),
      external_id: "leg-bad",
      to: "UUWW",
      discount_percent: 20,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      price_eur: "give exactly one of price_eur and discount_percent",
    });
    const far = await call("POST", "empty-legs", keys.a, { ...leg(), external_id: "leg-far", to: "KJFK" });
    expect(far.body.error.fields.to).toMatch(/beyond the aircraft's range/);
  });

  it("keeps operators apart: B's key cannot publish on A's aircraft nor withdraw A's leg (404)", async () => {
    expect((await call("POST", "empty-legs", keys.b, { ...leg(), external_id: "b-1" })).status).toBe(404);
    const [row] = await database.db
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.externalId, "leg-777"));
    expect((await call("DELETE", `empty-legs/${row!.id}`, keys.b)).status).toBe(404);
    expect((await call("DELETE", "empty-legs/leg-777", keys.b)).status).toBe(404);
    const [still] = await database.db
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.id, row!.id));
    expect(still!.withdrawnAt).toBeNull();
  });

  it("withdraws a leg by its id or external_id, and a repeat answers the same", async () => {
    const first = await call("DELETE", "empty-legs/leg-777", keys.a);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ external_id: "leg-777", status: "withdrawn" });
    const again = await call("DELETE", `empty-legs/${first.body.id}`, keys.a);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await call("DELETE", "empty-legs/nothing-here", keys.a)).status).toBe(404);
  });
});

describe("calendar feeds, polled from a local HTTP server (issue 27, item 4)", () => {
  const seen: IncomingHttpHeaders[] = [];
  let feed = "";
  let etag = '"v1"';
  let feedUrl = "";
  let stop: () => Promise<void>;
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
  const event = (uid: string, from: Date, to: Date, extra: string[] = []) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART:${stamp(from)}`,
    `DTEND:${stamp(to)}`,
    ...extra,
    "END:VEVENT",
  ];
  // The flight's times, fixed once: every version of the feed lists the same event.
  const flight = () => event("flight-1@leon", flightStart, flightEnd, ["SUMMARY:UUWW-LFPB charter"]);
  const flightStart = at(2);
  const flightEnd = at(2, 4);
  const calendar = (events: string[][]) =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed//EN", ...events.flat(), "END:VCALENDAR"].join(
      "\r\n",
    );

  beforeAll(async () => {
    const server = createServer((req, res) => {
      seen.push(req.headers);
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, { ETag: etag });
        res.end();
        return;
      }
      res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag });
      res.end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/RA-67950.ics`;
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    feed = calendar([
      flight(),
      event("mx@leon", at(5), at(6), ["SUMMARY:Maintenance", "LOCATION:ULLI"]),
      event("free@leon", at(7), at(8), ["TRANSP:TRANSPARENT"]),
    ]);
    const set = await setFeedUrl(
      { db: database.db, staffId: "sup-1", clientAddress: null, now: new Date(), invalidate: () => {} },
      HOUSE_SCOPE,
      A_TAIL,
      feedUrl,
    );
    expect(set).toEqual({ ok: true });
  });
  afterAll(() => stop?.());

  let invalidations = 0;
  const deps = (allowPrivate = true) => ({
    db: database.db,
    airport: (icao: string) => services.charter.airport(icao),
    invalidate: () => {
      invalidations += 1;
    },
    logger: silentLogger,
    allowPrivate,
    now: () => new Date(),
  });
  const feedBlocks = () =>
    database.db
      .select()
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.tailNumber, A_TAIL),
          eq(availabilityBlocks.source, "ical"),
          isNull(availabilityBlocks.cancelledAt),
        ),
      );

  it("refuses a feed on a loopback address unless allowed, and stores why", async () => {
    const outcome = await pollFeed(deps(false), A_TAIL);
    expect(outcome).toMatchObject({ status: "failed" });
    const [plane] = await database.db.select().from(aircraft).where(eq(aircraft.tailNumber, A_TAIL));
    expect(plane!.icalError).toMatch(/internal address/);
    expect(seen).toHaveLength(0);
  });

  it("turns busy events into blocks, keyed by UID, at the airports they name", async () => {
    const outcome = await pollFeed(deps(), A_TAIL);
    expect(outcome).toMatchObject({ status: "updated", counts: { added: 2, removed: 0 } });
    const rows = await feedBlocks();
    expect(rows.map((row) => [row.externalId, row.kind, row.airportIcao]).sort()).toEqual([
      ["flight-1@leon", "busy", "LFPB"],
      ["mx@leon", "maintenance", "ULLI"],
    ]);
    const [plane] = await database.db.select().from(aircraft).where(eq(aircraft.tailNumber, A_TAIL));
    expect(plane).toMatchObject({ icalEtag: '"v1"', icalError: null });
    expect(invalidations).toBe(1);
  });

  it("sends the ETag back, and a 304 changes nothing", async () => {
    const before = await feedBlocks();
    const outcome = await pollFeed(deps(), A_TAIL);
    expect(outcome.status).toBe("not_modified");
    expect(seen[seen.length - 1]!["if-none-match"]).toBe('"v1"');
    expect(await feedBlocks()).toEqual(before);
    expect(invalidations).toBe(1);
  });

  it("lifts the block of an event the feed no longer lists", async () => {
    feed = calendar([flight()]);
    etag = '"v2"';
    const outcome = await pollFeed(deps(), A_TAIL);
    expect(outcome).toMatchObject({ status: "updated", counts: { removed: 1, unchanged: 1 } });
    const rows = await feedBlocks();
    expect(rows.map((row) => row.externalId)).toEqual(["flight-1@leon"]);
    const [lifted] = await database.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.externalId, "mx@leon"));
    expect(lifted!.cancelledAt).not.toBeNull();
    // The API's blocks of the same aircraft are another source's: untouched.
    expect((await apiBlocks(A_TAIL)).length).toBeGreaterThan(0);
  });

  it("stores a failure and keeps the blocks it had", async () => {
    feed = "<html>Service unavailable</html>";
    etag = '"v3"';
    const outcome = await pollFeed(deps(), A_TAIL);
    expect(outcome).toMatchObject({ status: "failed", error: "the answer is not an iCalendar file" });
    expect(await feedBlocks()).toHaveLength(1);
  });
});
