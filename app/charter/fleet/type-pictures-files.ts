import { AIRCRAFT_TYPES } from "./aircraft-types";
import { CABIN_LAYOUTS, drawSeatMap } from "./seat-map";
import { drawSideView, SIDE_VIEW_SHAPES } from "./side-view";
import { typePictureFileNames } from "./type-pictures";

/** Where the drawings are written, relative to the repository root. */
export const TYPE_PICTURES_DIR = "public/media/fleet/types";

/**
 * Every type's drawings (the side view, its 3:2 thumbnail and the seat map), file name and content: what `npm run draw:types` writes and what the
 * test compares the committed files with.
 */
export function drawTypePictures(): { file: string; svg: string }[] {
  return AIRCRAFT_TYPES.flatMap((type) => {
    const shape = SIDE_VIEW_SHAPES[type.id];
    const files = typePictureFileNames(type.id);
    return [
      { file: files.exterior, svg: drawSideView(type, shape) },
      { file: files.thumb, svg: drawSideView(type, shape, "thumb") },
      { file: files.seats, svg: drawSeatMap(type, CABIN_LAYOUTS[type.id], shape) },
    ];
  });
}
