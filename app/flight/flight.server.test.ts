import { describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { CharterClientError, type CharterClient } from "~/charter/client/charter-client";
import { cardExample, resultSetExample } from "~/charter/contract/examples";
import type { Card } from "~/charter/contract/schemas";
import { createContentCache } from "~/content/cache.server";
import { createContentService, type ContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { Services } from "~/services.server";
import { loadFlight } from "./flight.server";

const SITE_URL = "https://charterline.example";

// A card of the house fleet: its mark has carrier documents in the shipped dataset (spec §3).
const card: Card = { ...cardExample, aircraft: "RA-67470", request_id: resultSetExample.id };

function services(overrides: { client?: Partial<CharterClient>; content?: ContentService } = {}) {
  const { logger, entries } = createMemoryLogger();
  const content =
    overrides.content ??
    createContentService({
      source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
  const charterClient: Partial<CharterClient> = {
    card: async (id) => (id === card.id ? card : null),
    request: async (id) => (id === resultSetExample.id ? { ...resultSetExample, cards: [card] } : null),
    images: async () => ({
      gallery: [{ thumb: "/media/t.svg", image: "/media/i.svg" }],
      salon: null,
      seats: null,
    }),
    ...overrides.client,
  };
  const value = {
    logger,
    content,
    charterClient,
    charter: { airport: () => undefined },
  } as unknown as Services;
  return { value, entries };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

const request = (path: string) => new Request(`${SITE_URL}${path}`);

describe("loadFlight", () => {
  it("gives the card, the result set it was chosen among, its pictures and the carrier documents", async () => {
    const flight = await loadFlight(services().value, request(`/flight/${card.id}/`), card.id, "ru");
    expect(flight.card).toEqual(card);
    expect(flight.results?.requestId).toBe(resultSetExample.id);
    expect(flight.results?.cards.map((c) => c.id)).toEqual([card.id]);
    expect(flight.images.gallery).toHaveLength(1);
    expect(flight.documents?.compensations).toBe("/docs/compensation-ra-67xxx-73532.pdf");
  });

  it("answers the not-found page with 404 for an unknown card and for an id the API refuses", async () => {
    const unknown = await thrown(loadFlight(services().value, request("/flight/nope/"), "nope", "ru"));
    expect(unknown).toMatchObject({ init: { status: 404 } });
    const refusing = services({
      client: {
        card: async () => {
          throw new CharterClientError(400, { error: { code: "validation_error", message: "bad id" } });
        },
      },
    });
    const malformed = await thrown(loadFlight(refusing.value, request("/en/flight/bad!/"), "bad!", "en"));
    expect(malformed).toMatchObject({ init: { status: 404 }, data: { title: "Page not found" } });
  });

  it("shows the flight without documents when the CMS fails, and without pictures when they fail", async () => {
    const { logger } = createMemoryLogger();
    const failing = createContentService({
      source: {
        kind: "dataset",
        fetch: async () => {
          throw new Error("CMS down");
        },
      },
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
    const { value, entries } = services({
      content: failing,
      client: {
        images: async () => {
          throw new Error("images down");
        },
      },
    });
    const flight = await loadFlight(value, request(`/flight/${card.id}/`), card.id, "ru");
    expect(flight.card.id).toBe(card.id);
    expect(flight.documents).toBeNull();
    expect(flight.images).toEqual({ gallery: [], salon: null, seats: null });
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(["registration-mark documents unavailable", "aircraft images unavailable"]),
    );
  });

  it("shows the flight alone when its result set is gone", async () => {
    const { value } = services({ client: { request: async () => null } });
    const flight = await loadFlight(value, request(`/flight/${card.id}/`), card.id, "ru");
    expect(flight.results).toBeNull();
    expect(flight.card.id).toBe(card.id);
  });
});
