import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { CharterClientError } from "~/charter/client/charter-client";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { outageOf } from "~/charter/outage";
import { needsDatabase } from "./unavailable.server";

function args(path: string) {
  const { logger, entries } = createMemoryLogger();
  return {
    entries,
    args: { request: new Request(`https://charterline.ru${path}`), context: { services: { logger } } },
  };
}

const dropped = new Error("Failed query: select 1\nparams: ", {
  cause: new Error("Connection terminated unexpectedly"),
});

describe("a page loader during a database outage (issue 7, database down)", () => {
  it("answers the 503 page with Retry-After, titled in the path's language, and logs the cause", async () => {
    const { args: ru, entries } = args("/search/r-1/");
    const thrown = await needsDatabase(ru, () => Promise.reject(dropped)).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: { title: "Сервис временно недоступен" },
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: "warn",
        path: "/search/r-1/",
        outage: "Connection terminated unexpectedly",
      }),
    );
    // drizzle's message carries the query and its parameters: it stays out of the log.
    expect(JSON.stringify(entries)).not.toContain("Failed query");

    const { args: en } = args("/en/flight/c-1/");
    const english = await needsDatabase(en, () => Promise.reject(dropped)).catch((error: unknown) => error);
    expect(english).toMatchObject({ data: { title: "Temporarily unavailable" }, init: { status: 503 } });
  });

  it("treats an operator's charter API answering 503 the same way", async () => {
    const remote = new CharterClientError(503, {
      error: { code: "unavailable", message: "Service unavailable." },
    });
    expect(outageOf(remote)).toBe("charter API: Service unavailable.");
    const thrown = await needsDatabase(args("/el/").args, () => Promise.reject(remote)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 503 } });
  });

  it("lets a thrown 404, a refusal and a bug through unchanged", async () => {
    const notFound = data({ title: "Страница не найдена" }, { status: 404 });
    const refused = new CharterClientError(500, { error: { code: "internal", message: "boom" } });
    const bug = new TypeError("card.routes is undefined");
    for (const error of [notFound, refused, bug]) {
      const { args: page, entries } = args("/flight/c-1/");
      await expect(needsDatabase(page, () => Promise.reject(error))).rejects.toBe(error);
      expect(entries).toEqual([]);
    }
  });

  it("returns what the loader returns", async () => {
    await expect(needsDatabase(args("/").args, async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });
});
