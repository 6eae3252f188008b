/**
 * Draws every aircraft type's side view and typical seat map (issue 16, item 3) into
 * public/media/fleet/types/, from the type table and the shapes in app/charter/fleet/side-view.ts
 * and seat-map.ts. The files are committed; a unit test fails when they differ from what this
 * draws, so run it after changing a type or a shape:
 *
 *   npm run draw:types
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drawTypePictures, TYPE_PICTURES_DIR } from "../app/charter/index.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, TYPE_PICTURES_DIR);
mkdirSync(dir, { recursive: true });
const pictures = drawTypePictures();
const wanted = new Set(pictures.map((picture) => picture.file));
// A type taken out of the table takes its drawings with it.
for (const file of readdirSync(dir)) {
  if (file.endsWith(".svg") && !wanted.has(file)) rmSync(path.join(dir, file));
}
for (const { file, svg } of pictures) writeFileSync(path.join(dir, file), svg);
console.log(`${pictures.length} drawings in ${TYPE_PICTURES_DIR}`);
