import { and, asc, eq, isNull, max, type SQL } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, aircraftPhotos, aircraftTypes, operators } from "~/db/schema";
import type { AircraftPhoto } from "../../contract/schemas";
import { newId } from "../../ids";
import { PHOTO_CONTENT_TYPES, processPhoto, type PhotoRefusal } from "../../media/photo-variants.server";
import { PHOTO_KINDS, photoView } from "../../media/photo-view";
import type { MediaStore } from "../../media/store.server";
import { recordAudit } from "../audit.server";
import type { SupplyScope } from "../scope";
import { audit, commit, type SupplyContext } from "./shared.server";

/**
 * An aircraft's photos in the console (issue 27, item 5; docs/decisions/038): uploaded, put in
 * order and removed by a supervisor or by a member of the aircraft's own operator. Every call
 * takes the member's scope and reads the aircraft through it in the query: another operator's
 * aircraft reads as absent. A refused file (not an image, not one of the four formats, too large)
 * changes nothing: it is judged before anything is stored or written.
 */

export type PhotoKind = AircraftPhoto["kind"];
export { PHOTO_KINDS };

/** What a photo write needs: the supply's write context, the member's scope and the store. */
export interface PhotoContext extends SupplyContext {
  scope: SupplyScope;
  store: MediaStore;
}

export type PhotoErrorCode =
  PhotoRefusal | "not_found" | "kind_required" | "file_required" | "already_removed" | "storage_failed";

export type PhotoOutcome<T> = { ok: true; value: T } | { ok: false; code: PhotoErrorCode };

/** The aircraft a member may work on, as the photos page names it. */
export interface PhotoAircraft {
  tailNumber: string;
  typeName: string;
  operatorName: string;
  operatorNameRu: string;
}

/** A photo as the console lists it. */
export interface ConsolePhoto {
  id: string;
  kind: PhotoKind;
  /** Its place among the aircraft's photos of its kind, from 1. */
  place: number;
  /** How many photos of its kind there are. */
  of: number;
  width: number;
  height: number;
  picture: AircraftPhoto;
  createdAt: string;
}

function inScope(scope: SupplyScope): SQL | undefined {
  return scope.kind === "operator" ? eq(aircraft.operatorId, scope.operatorId) : undefined;
}

/** The aircraft `tailNumber` if the scope covers it; null otherwise (the page answers 404). */
export async function photoAircraft(
  db: Pick<AppDatabase, "select">,
  scope: SupplyScope,
  tailNumber: string,
): Promise<PhotoAircraft | null> {
  const [row] = await db
    .select({
      tailNumber: aircraft.tailNumber,
      manufacturer: aircraftTypes.manufacturer,
      typeName: aircraftTypes.name,
      operatorName: operators.name,
      operatorNameRu: operators.nameRu,
    })
    .from(aircraft)
    .innerJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
    .innerJoin(operators, eq(operators.id, aircraft.operatorId))
    .where(and(eq(aircraft.tailNumber, tailNumber), inScope(scope)));
  if (!row) return null;
  const typeName = row.typeName.startsWith(row.manufacturer)
    ? row.typeName
    : `${row.manufacturer} ${row.typeName}`;
  return {
    tailNumber: row.tailNumber,
    typeName,
    operatorName: row.operatorName,
    operatorNameRu: row.operatorNameRu,
  };
}

/** The aircraft's photos in force, exterior first, each kind in its order; null outside the scope. */
export async function listAircraftPhotos(
  db: Pick<AppDatabase, "select">,
  scope: SupplyScope,
  tailNumber: string,
): Promise<{ aircraft: PhotoAircraft; photos: ConsolePhoto[] } | null> {
  const found = await photoAircraft(db, scope, tailNumber);
  if (!found) return null;
  const rows = await db
    .select()
    .from(aircraftPhotos)
    .where(and(eq(aircraftPhotos.tailNumber, found.tailNumber), isNull(aircraftPhotos.removedAt)))
    .orderBy(asc(aircraftPhotos.position), asc(aircraftPhotos.createdAt));
  const photos: ConsolePhoto[] = [];
  for (const kind of PHOTO_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    ofKind.forEach((row, index) =>
      photos.push({
        id: row.id,
        kind,
        place: index + 1,
        of: ofKind.length,
        width: row.width,
        height: row.height,
        picture: photoView(row),
        createdAt: row.createdAt.toISOString(),
      }),
    );
  }
  return { aircraft: found, photos };
}

function isKind(value: string | undefined): value is PhotoKind {
  return (PHOTO_KINDS as readonly string[]).includes(value ?? "");
}

/**
 * Uploads one photo: checked and resized (photo-variants.server.ts), its variants stored, then its
 * row and audit entry written in one transaction, last among the photos of its kind. The store
 * is written first: its keys are named by content, so a failure after it leaves only files no row
 * names, never a row without its files.
 */
export async function uploadAircraftPhoto(
  context: PhotoContext,
  tailNumber: string,
  input: { kind: string | undefined; file: Uint8Array | null },
): Promise<PhotoOutcome<{ id: string }>> {
  const found = await photoAircraft(context.db, context.scope, tailNumber);
  if (!found) return { ok: false, code: "not_found" };
  if (!isKind(input.kind)) return { ok: false, code: "kind_required" };
  if (!input.file || input.file.byteLength === 0) return { ok: false, code: "file_required" };
  const processed = await processPhoto(input.file);
  if (!processed.ok) return processed;
  const { photo } = processed;
  try {
    for (const variant of photo.variants) {
      await context.store.put(variant.key, variant.bytes, PHOTO_CONTENT_TYPES[variant.format]);
    }
  } catch {
    return { ok: false, code: "storage_failed" };
  }
  const kind = input.kind;
  const id = newId();
  await commit(context, async (tx) => {
    const [last] = await tx
      .select({ position: max(aircraftPhotos.position) })
      .from(aircraftPhotos)
      .where(
        and(
          eq(aircraftPhotos.tailNumber, found.tailNumber),
          eq(aircraftPhotos.kind, kind),
          isNull(aircraftPhotos.removedAt),
        ),
      );
    const variants = photo.variants.map(({ format, width, height, key, bytes }) => ({
      format,
      width,
      height,
      key,
      bytes: bytes.byteLength,
    }));
    await tx.insert(aircraftPhotos).values({
      id,
      tailNumber: found.tailNumber,
      kind,
      position: (last?.position ?? -1) + 1,
      width: photo.width,
      height: photo.height,
      variants,
      storage: context.store.kind,
      uploadedBy: context.staffId,
      createdAt: context.now,
    });
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.photo-add",
      entity: "aircraft",
      entityId: found.tailNumber,
      after: { photo: id, kind, width: photo.width, height: photo.height },
    });
  });
  return { ok: true, value: { id } };
}

/** The photo `id` of the aircraft, in force, locked for the transaction; undefined otherwise. */
async function lockedPhoto(
  tx: Parameters<Parameters<AppDatabase["transaction"]>[0]>[0],
  tail: string,
  id: string,
) {
  const [row] = await tx
    .select()
    .from(aircraftPhotos)
    .where(and(eq(aircraftPhotos.id, id), eq(aircraftPhotos.tailNumber, tail)))
    .for("update");
  return row;
}

/** Moves a photo one place earlier or later among the aircraft's photos of its kind. */
export async function moveAircraftPhoto(
  context: PhotoContext,
  tailNumber: string,
  id: string,
  direction: "earlier" | "later",
): Promise<PhotoOutcome<{ id: string }>> {
  const found = await photoAircraft(context.db, context.scope, tailNumber);
  if (!found) return { ok: false, code: "not_found" };
  return commit(context, async (tx): Promise<PhotoOutcome<{ id: string }>> => {
    const row = await lockedPhoto(tx, found.tailNumber, id);
    if (!row) return { ok: false, code: "not_found" };
    if (row.removedAt) return { ok: false, code: "already_removed" };
    const siblings = await tx
      .select({ id: aircraftPhotos.id })
      .from(aircraftPhotos)
      .where(
        and(
          eq(aircraftPhotos.tailNumber, found.tailNumber),
          eq(aircraftPhotos.kind, row.kind),
          isNull(aircraftPhotos.removedAt),
        ),
      )
      .orderBy(asc(aircraftPhotos.position), asc(aircraftPhotos.createdAt));
    const order = siblings.map((sibling) => sibling.id);
    const from = order.indexOf(id);
    const to = direction === "earlier" ? from - 1 : from + 1;
    // Already first (or last): nothing to change, and nothing to record.
    if (to < 0 || to >= order.length) return { ok: true, value: { id } };
    [order[from], order[to]] = [order[to]!, order[from]!];
    // The kind's places written afresh, 0 to n-1, so earlier gaps and ties disappear.
    for (const [position, photoId] of order.entries()) {
      await tx.update(aircraftPhotos).set({ position }).where(eq(aircraftPhotos.id, photoId));
    }
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.photo-move",
      entity: "aircraft",
      entityId: found.tailNumber,
      before: { photo: id, place: from + 1 },
      after: { photo: id, place: to + 1 },
    });
    return { ok: true, value: { id } };
  });
}

/**
 * Takes a photo off the cards: its row is stamped `removed_at` and kept for the record. Its files
 * stay in the store (docs/decisions/038): their keys are named by content and no page links them
 * any more.
 */
export async function removeAircraftPhoto(
  context: PhotoContext,
  tailNumber: string,
  id: string,
): Promise<PhotoOutcome<{ id: string }>> {
  const found = await photoAircraft(context.db, context.scope, tailNumber);
  if (!found) return { ok: false, code: "not_found" };
  return commit(context, async (tx): Promise<PhotoOutcome<{ id: string }>> => {
    const row = await lockedPhoto(tx, found.tailNumber, id);
    if (!row) return { ok: false, code: "not_found" };
    if (row.removedAt) return { ok: false, code: "already_removed" };
    await tx.update(aircraftPhotos).set({ removedAt: context.now }).where(eq(aircraftPhotos.id, id));
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.photo-remove",
      entity: "aircraft",
      entityId: found.tailNumber,
      before: { photo: id, kind: row.kind, removed_at: null },
      after: { photo: id, removed_at: context.now },
    });
    return { ok: true, value: { id } };
  });
}
