import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "./client.server";
import { lastContentPurge, recordContentPurge } from "./content-purges.server";
import { contentPurges } from "./schema";
import { databaseTargets } from "./testing.server";

describe.each(databaseTargets())("content purges on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(contentPurges);
  });

  it("has no last purge before the first one", async () => {
    expect(await lastContentPurge(database.db)).toBeNull();
  });

  it("records a purge stamped by the database clock and reads it back", async () => {
    const before = Date.now();
    const recorded = await recordContentPurge(database.db, {
      source: "webhook",
      documentId: "drafts-free",
      documentType: "landingPage",
    });
    const after = Date.now();

    expect(recorded.receivedAt).toBeInstanceOf(Date);
    // Same machine in tests, so the database clock agrees with ours to well within a second.
    expect(recorded.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(recorded.receivedAt.getTime()).toBeLessThanOrEqual(after + 1_000);
    expect(recorded).toEqual({
      receivedAt: recorded.receivedAt,
      documentId: "drafts-free",
      documentType: "landingPage",
    });
    expect(await lastContentPurge(database.db)).toEqual(recorded);
  });

  it("stores null for a purge that names no document, and keeps the source", async () => {
    await recordContentPurge(database.db, { source: "manual" });
    expect(await lastContentPurge(database.db)).toMatchObject({
      documentId: null,
      documentType: null,
    });
    const rows = await database.db.select({ source: contentPurges.source }).from(contentPurges);
    expect(rows).toEqual([{ source: "manual" }]);
  });

  it("returns the newest of several purges", async () => {
    for (const documentId of ["a", "b", "c"]) {
      await recordContentPurge(database.db, { source: "webhook", documentId });
    }
    expect(await lastContentPurge(database.db)).toMatchObject({
      documentId: "c",
    });
  });

  it("breaks a tie on received_at by insertion order", async () => {
    // Inside one transaction now() is constant, so both rows share received_at.
    await database.db.transaction(async (tx) => {
      await recordContentPurge(tx, { source: "webhook", documentId: "first" });
      await recordContentPurge(tx, { source: "webhook", documentId: "second" });
    });
    expect(await lastContentPurge(database.db)).toMatchObject({
      documentId: "second",
    });
  });

  it("rolls back with the transaction it was recorded in", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordContentPurge(tx, {
          source: "webhook",
          documentId: "rolled-back",
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await lastContentPurge(database.db)).toBeNull();
  });

  it("reads an instant written with another offset back as the same instant", async () => {
    await database.db.insert(contentPurges).values({
      source: "webhook",
      receivedAt: sql`'2026-01-02T03:04:05.678+03:00'::timestamptz`,
    });
    const last = await lastContentPurge(database.db);
    expect(last?.receivedAt.toISOString()).toBe("2026-01-02T00:04:05.678Z");
  });
});
