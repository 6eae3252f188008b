/**
 * The log of content-cache purges triggered by the signed Sanity webhook. /healthz shows the last
 * one so operations can tell whether editors' changes are reaching the site.
 */
import { desc } from "drizzle-orm";

import type { AppDatabase } from "./client.server";
import { contentPurges } from "./schema";

export interface ContentPurge {
  receivedAt: Date;
  documentId: string | null;
  documentType: string | null;
}

export interface ContentPurgeEntry {
  documentId?: string | null;
  documentType?: string | null;
  /** Who asked for the purge, e.g. 'webhook'. */
  source: string;
}

const purgeColumns = {
  receivedAt: contentPurges.receivedAt,
  documentId: contentPurges.documentId,
  documentType: contentPurges.documentType,
};

/** Records one purge; the time is taken from the database clock, shared by every instance. */
export async function recordContentPurge(db: AppDatabase, entry: ContentPurgeEntry): Promise<ContentPurge> {
  const [row] = await db
    .insert(contentPurges)
    .values({
      documentId: entry.documentId ?? null,
      documentType: entry.documentType ?? null,
      source: entry.source,
    })
    .returning(purgeColumns);
  if (!row) throw new Error("insert into content_purges returned no row");
  return row;
}

/** The most recent purge, or null when the content cache has never been purged. */
export async function lastContentPurge(db: AppDatabase): Promise<ContentPurge | null> {
  // id breaks ties: rows written in one transaction share now() as received_at.
  const [row] = await db
    .select(purgeColumns)
    .from(contentPurges)
    .orderBy(desc(contentPurges.receivedAt), desc(contentPurges.id))
    .limit(1);
  return row ?? null;
}
