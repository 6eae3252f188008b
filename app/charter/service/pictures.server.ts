import type { Logger } from "~/utils/logger.server";
import type { CardPictures, PictureUrls } from "../cards";
import type { Card, Images } from "../contract/schemas";
import { typePicturesOfName } from "../fleet/type-pictures-lookup";
import { photoSrc } from "../media/photo-view";
import type { PhotosOf } from "./photos.server";

export const NO_PICTURES: PictureUrls = { salon: null, avatar: null, seats: null };

/** An aircraft's CMS pictures; null without a fleet document, or when the CMS cannot answer. */
export type FleetImagesOf = (tail: string) => Promise<Images | null>;

/** The CMS fleet's pictures of an aircraft, with a CMS that cannot answer logged and read as none. */
export function fleetImagesFrom(deps: {
  logger: Logger;
  fleetImages?: ((tailNumber: string) => Promise<Images | null>) | undefined;
}): FleetImagesOf {
  return async (tail) =>
    (await deps.fleetImages?.(tail).catch((error: unknown) => {
      deps.logger.warn("fleet pictures unavailable", {
        tail,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    })) ?? null;
}

/**
 * The pictures a card shows (spec §3: aircraft_picture_urls {salon, avatar, seats}): the CMS fleet
 * item with the card's tail number, its first gallery thumbnail as the avatar. Each slot the CMS
 * leaves empty (no fleet document, a picture not uploaded, a CMS that cannot answer) takes the
 * type's drawing (issue 16, item 3: fleet/type-pictures.ts): the side view as the avatar, the
 * typical seat map as the seats; the salon stays empty. A type with no drawing leaves it empty.
 *
 * The operator's own photos (issue 27, item 5; docs/decisions/038) come first: the card carries
 * them whole (`aircraft_photos`), and the first exterior and cabin photos fill the avatar and
 * salon slots for clients that read only those.
 */
export async function cardPictures(
  deps: { fleetImagesOf: FleetImagesOf; photosOf?: PhotosOf },
  aircraft: readonly { tailNumber: string; typeName: string }[],
): Promise<Map<string, CardPictures>> {
  const pictures = new Map<string, CardPictures>();
  const typeOf = new Map(aircraft.map((one) => [one.tailNumber, one.typeName]));
  await Promise.all(
    [...typeOf].map(async ([tail, typeName]) => {
      const [images, photos] = await Promise.all([deps.fleetImagesOf(tail), deps.photosOf?.(tail) ?? []]);
      const drawn = typePicturesOfName(typeName);
      const exterior = photos.find((photo) => photo.kind === "exterior");
      const cabin = photos.find((photo) => photo.kind === "cabin");
      pictures.set(tail, {
        salon: (cabin && photoSrc(cabin, 1280)) ?? images?.salon ?? null,
        avatar: (exterior && photoSrc(exterior, 640)) ?? images?.gallery[0]?.thumb ?? drawn?.avatar ?? null,
        seats: images?.seats ?? drawn?.seats ?? null,
        ...(photos.length > 0 ? { photos } : {}),
      });
    }),
  );
  return pictures;
}

/**
 * A card kept whole (an ordered card, a set saved before issue 15) with its type's drawings in
 * the slots it was saved without, as cardPictures gives a card rebuilt today.
 */
export function withTypePictures<T extends Card>(card: T): T {
  const drawn = typePicturesOfName(card.aircraft_type);
  if (!drawn) return card;
  const fill = (urls: PictureUrls): PictureUrls => ({
    salon: urls.salon,
    avatar: urls.avatar ?? drawn.avatar,
    seats: urls.seats ?? drawn.seats,
  });
  return {
    ...card,
    aircraft_picture_url: card.aircraft_picture_url ?? drawn.avatar,
    aircraft_picture_urls: fill(card.aircraft_picture_urls),
    routes: card.routes.map((route) => ({
      ...route,
      aircraft_picture_urls: fill(route.aircraft_picture_urls),
    })),
  };
}
