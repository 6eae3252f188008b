import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpiredResultSetErrorSchema, ResultSetSchema } from "~/charter/contract/schemas";
import { sweepSavedSets } from "~/charter/saved.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createApp } from "../../server/app";
import { listenOnLoopback } from "../support/listen";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/**
 * Issue 15, item 1 and API.md "Saved result sets", through the real Express app with the Remix
 * build compiled by Vite: a search's address settles on a saved set that a second identical
 * search shares, the API and the page serve it, and once the sweep has expired it the API answers
 * 410 with its query and the page (410) offers the same route anew, in Russian and in English.
 */
const SITE_URL = "https://charterline.ru";
const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;

let vite: ViteBuild;
let database: Database;
let services: Services;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  vite = await startViteBuild();
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({ NODE_ENV: "test", SITE_URL }), silentLogger, database);
  ({ origin, close } = await listenOnLoopback(createApp({ services, build: vite.build })));
}, 120_000);

afterAll(async () => {
  await close?.();
  await database?.close();
  await vite?.close();
});

/** A departure date a week or two ahead, local to Vnukovo. */
const day = new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10);

describe("saved result sets through the site", () => {
  it(
    "shares one set between identical searches, then answers 410 and offers the route anew",
    async () => {
      // The search address runs the search and redirects to its saved set (spec §2).
      const address = `/search/UUWW/LTFM/${day}T12:00/3/`;
      const first = await fetch(`${origin}${address}`, { redirect: "manual" });
      expect(first.status).toBe(302);
      const setPath = first.headers.get("location")!;
      expect(setPath).toMatch(/^\/search\/[0-9a-z]{10}00\/$/);
      const again = await fetch(`${origin}${address}`, { redirect: "manual" });
      expect(again.headers.get("location")).toBe(setPath);
      const id = setPath.split("/")[2]!;

      const api = await fetch(`${origin}/api/requests/${id}`);
      expect(api.status).toBe(200);
      const set = ResultSetSchema.parse(await api.json());
      expect(set.cards.length).toBeGreaterThan(0);
      const live = await fetch(`${origin}${setPath}`);
      expect(live.status).toBe(200);
      expect(live.headers.get("cache-control")).toBe("private, no-store");

      // A week after the last departure the sweep expires it.
      const lastDeparture = Math.max(...set.cards.map((card) => Date.parse(card.departure_date)));
      expect(await sweepSavedSets(database.db, new Date(lastDeparture + 8 * DAY))).toMatchObject({
        ran: true,
        expired: 1,
      });

      const gone = await fetch(`${origin}/api/requests/${id}`);
      expect(gone.status).toBe(410);
      const body = ExpiredResultSetErrorSchema.parse(await gone.json());
      expect(body.error.code).toBe("gone");
      expect(body.error.query).toEqual(set.query);

      const russian = await fetch(`${origin}${setPath}`);
      expect(russian.status).toBe(410);
      const ru = await russian.text();
      expect(ru).toContain("Эта подборка предложений устарела");
      // The same route and party, and the date, which can still be flown, filled in.
      expect(ru).toContain('name="from" placeholder="Город, аэропорт или код" autoComplete="off"');
      expect(ru).toMatch(/name="from"[^>]*value="Внуково, Москва \(VKO\)"/);
      expect(ru).toMatch(/name="to"[^>]*value="Стамбул \(IST\)"/);
      expect(ru).toMatch(new RegExp(`name="date"[^>]*value="${day}T12:00"`));
      expect(ru).toMatch(/name="pax"[^>]*value="3"/);
      expect(ru).toContain('name="robots" content="noindex');

      const english = await fetch(`${origin}/en${setPath}`);
      expect(english.status).toBe(410);
      expect(await english.text()).toContain("This set of offers has expired");

      // Its cards went with it; an unknown set stays a 404.
      expect((await fetch(`${origin}/api/cards/${set.cards[0]!.id}`)).status).toBe(404);
      expect((await fetch(`${origin}/api/requests/zzzzzzzzzz00`)).status).toBe(404);
    },
    SLOW,
  );
});
