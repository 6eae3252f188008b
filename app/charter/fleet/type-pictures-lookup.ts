import { AIRCRAFT_TYPES, type AircraftTypeId } from "./aircraft-types";
import { typePictureUrls, type TypePictures } from "./type-pictures";

/** The drawn pictures of a type (type-pictures.ts), found by its id or by the name a card shows. */

const typesById: ReadonlySet<string> = new Set(AIRCRAFT_TYPES.map((type) => type.id));
const typesByName: ReadonlyMap<string, AircraftTypeId> = new Map(
  AIRCRAFT_TYPES.map((type) => [type.name, type.id]),
);

/** A type's pictures by its id (the database's `aircraft.type_id`); null for a type not drawn. */
export function typePicturesOf(typeId: string): TypePictures | null {
  return typesById.has(typeId) ? typePictureUrls(typeId) : null;
}

/**
 * A type's pictures by the name a card shows (`aircraft_type`, which saved result sets keep), so
 * cards saved before the drawings existed get them too; null for a name no type has.
 */
export function typePicturesOfName(name: string): TypePictures | null {
  const id = typesByName.get(name);
  return id ? typePictureUrls(id) : null;
}
