import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CharterService } from "~/charter/charter.server";
import { addDays, earliestDeparture } from "~/charter/departure-window";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { runSearch } from "./run-search.server";

// The real engine over PGlite with the seeded marketplace (spec §2 "Address behaviour").
let database: Database;
let charter: CharterService;
let services: Parameters<typeof runSearch>[0];
const date = `${addDays(earliestDeparture(new Date()).slice(0, 10), 3)}T12:00`;

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  const wired = wireServices(parseEnv({}), silentLogger, database);
  charter = wired.charter;
  services = wired;
});
afterAll(() => database.close());

const url = (search = "") => new URL(`http://localhost/search/UUWW/LTFM/${date}/3/${search}`);

describe("the search address (spec §2)", () => {
  it("runs the search and settles on the saved result set, keeping the view's filters", async () => {
    const outcome = await runSearch(
      services,
      { from: "UUWW", to: "LTFM", date, pax: "3" },
      url("?currency=eur&sort=Year&back="),
      "en",
    );
    expect(outcome).toEqual({
      redirect: expect.stringMatching(/^\/en\/search\/[^/]+\/\?sort=Year&currency=eur$/),
    });
    const id = "redirect" in outcome ? outcome.redirect.split("/")[3]! : "";
    const saved = await charter.request(id);
    expect(saved?.query).toMatchObject({ departure_airport: "UUWW", arrival_airport: "LTFM", pax_there: 3 });
  });

  it("re-selects a card of the same aircraft when asked (select=<tail>)", async () => {
    const first = await runSearch(services, { from: "UUWW", to: "LTFM", date, pax: "3" }, url(), "ru");
    const id = "redirect" in first ? first.redirect.split("/")[2]! : "";
    const tail = (await charter.request(id))!.cards[0]!.aircraft;
    const again = await runSearch(
      services,
      { from: "UUWW", to: "LTFM", date, pax: "4" },
      url(`?select=${tail}`),
      "ru",
    );
    expect(again).toEqual({ redirect: expect.stringMatching(/^\/flight\/[^/]+\/$/) });
    const cardId = "redirect" in again ? again.redirect.split("/")[2]! : "";
    expect((await charter.card(cardId))?.aircraft).toBe(tail);
    const none = await runSearch(
      services,
      { from: "UUWW", to: "LTFM", date, pax: "4" },
      url("?select=RA-00000"),
      "ru",
    );
    expect(none).toEqual({ redirect: expect.stringMatching(/^\/search\/[^/]+\/$/) });
  });

  it("names the problems of a bad address instead of failing", async () => {
    expect(
      await runSearch(
        services,
        { from: "UUWW", to: "UUWW", date: "2026-02-30T12:00", pax: "0" },
        url(),
        "ru",
      ),
    ).toEqual({ problems: [{ key: "sameAirports" }, { key: "date" }, { key: "pax" }] });
  });

  it("words the engine's refusals: a date outside the window, an airport not served", async () => {
    const late = await runSearch(
      services,
      { from: "UUWW", to: "LTFM", date: "2030-01-01T12:00", pax: "1" },
      url(),
      "ru",
    );
    expect(late).toMatchObject({ problems: [{ key: "dateWindow" }] });
    const unknown = await runSearch(services, { from: "ZZZZ", to: "LTFM", date, pax: "1" }, url(), "ru");
    expect(unknown).toEqual({ problems: [{ key: "unknownAirport", values: { code: "ZZZZ" } }] });
  });
});
