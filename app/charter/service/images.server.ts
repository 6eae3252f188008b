import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraft } from "~/db/schema";
import type { Images } from "../contract/schemas";
import { typePicturesOf } from "../fleet/type-pictures-lookup";
import type { FleetImagesOf } from "./pictures.server";

export interface ImagesDeps {
  db: AppDatabase;
  fleetImagesOf: FleetImagesOf;
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
  const found = await deps.fleetImagesOf(row.tailNumber);
  const drawn = typePicturesOf(row.typeId);
  return {
    gallery: found?.gallery.length
      ? found.gallery
      : drawn
        ? [{ image: drawn.avatar, thumb: drawn.thumb }]
        : [],
    salon: found?.salon ?? null,
    seats: found?.seats ?? drawn?.seats ?? null,
  };
}
