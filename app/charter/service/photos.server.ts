import { asc, isNull } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraftPhotos } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import type { AircraftPhoto } from "../contract/schemas";
import { PHOTO_KINDS, photoView } from "../media/photo-view";

/** An aircraft's own photos, in the order cards show them; empty when it has none. */
export type PhotosOf = (tail: string) => Promise<readonly AircraftPhoto[]>;

/**
 * Every aircraft's photos (issue 27, item 5), read in one query when first asked for and kept
 * until the market is dropped (CharterService.invalidate, which a console write that uploads,
 * orders or removes a photo calls on every instance). A fleet has a few hundred aircraft with a
 * handful of photos each: a few hundred KB of rows, not worth a query per search.
 */
export function createPhotoIndex(deps: { db: AppDatabase; logger: Logger }): {
  photosOf: PhotosOf;
  clear(): void;
} {
  let loading: Promise<Map<string, AircraftPhoto[]>> | null = null;
  const load = async () => {
    const rows = await deps.db
      .select({
        tailNumber: aircraftPhotos.tailNumber,
        kind: aircraftPhotos.kind,
        variants: aircraftPhotos.variants,
      })
      .from(aircraftPhotos)
      .where(isNull(aircraftPhotos.removedAt))
      .orderBy(asc(aircraftPhotos.position), asc(aircraftPhotos.createdAt));
    const byTail = new Map<string, AircraftPhoto[]>();
    for (const kind of PHOTO_KINDS) {
      for (const row of rows) {
        if (row.kind !== kind || row.variants.length === 0) continue;
        const list = byTail.get(row.tailNumber) ?? [];
        list.push(photoView(row));
        byTail.set(row.tailNumber, list);
      }
    }
    return byTail;
  };
  return {
    async photosOf(tail) {
      loading ??= load();
      const current = loading;
      try {
        return (await current).get(tail) ?? [];
      } catch (error) {
        // A database that cannot answer: the cards show the CMS pictures or the drawings, and the
        // next card asks again.
        if (loading === current) loading = null;
        deps.logger.warn("aircraft photos unavailable", {
          error: error instanceof Error ? error.message : String(error),
        });
        return [];
      }
    },
    clear() {
      loading = null;
    },
  };
}
