import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraft } from "~/db/schema";
import type { Images } from "../contract/schemas";
import { typePicturesOf } from "../fleet/type-pictures-lookup";
import { photoSrc } from "../media/photo-view";
import type { PhotosOf } from "./photos.server";
import type { FleetImagesOf } from "./pictures.server";

export interface ImagesDeps {
  db: AppDatabase;
  fleetImagesOf: FleetImagesOf;
  photosOf?: PhotosOf;
}

/** API.md GET /api/images/{aircraft_id}: an aircraft's pictures; null when it is not ours. */
export async function images(deps: ImagesDeps, tailNumber: string): Promise<Images | null> {
  const [row] = await deps.db
    .select({ tailNumber: aircraft.tailNumber, typeId: aircraft.typeId })
    .from(aircraft)
    .where(eq(aircraft.tailNumber, tailNumber.toUpperCase()));
  if (!row) return null;
  // Pictures come from the CMS fleet item with this tail number (spec §3). A partner's
  // aircraft, or one whose pictures are not uploaded yet, shows its type's drawings in the
  // slots left empty (issue 16, item 3), never a stock photo of another airframe.
  // The operator's own photos (issue 27, item 5) go first, in its order; the drawing stays only
  // for an aircraft with no picture of its own at all.
  const [found, photos] = await Promise.all([
    deps.fleetImagesOf(row.tailNumber),
    deps.photosOf?.(row.tailNumber) ?? [],
  ]);
  const drawn = typePicturesOf(row.typeId);
  const gallery = [
    ...photos.map((photo) => ({ thumb: photoSrc(photo, 640), image: photoSrc(photo, 1280) })),
    ...(found?.gallery ?? []),
  ];
  const cabin = photos.find((photo) => photo.kind === "cabin");
  return {
    gallery: gallery.length ? gallery : drawn ? [{ image: drawn.avatar, thumb: drawn.thumb }] : [],
    salon: (cabin && photoSrc(cabin, 1280)) ?? found?.salon ?? null,
    seats: found?.seats ?? drawn?.seats ?? null,
  };
}
