/**
 * Regenerates app/charter/airports/airports.generated.json (decision record 005):
 *
 *   node scripts/build-airports.mjs
 *
 * Run it after changing the selection rule, the Russian names or the package version, and commit
 * the result; the airports test fails while the committed file differs from what this writes.
 * The building code is TypeScript shared with that test; tsx loads it in this process.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const { buildAirportsFile, GENERATED_FILE } = await tsImport(
  "../app/charter/airports/build.ts",
  import.meta.url,
);

const text = await buildAirportsFile();
await writeFile(GENERATED_FILE, text);
const count = JSON.parse(text).length;
const bytes = Buffer.byteLength(text);
console.log(`Wrote ${count} airports (${bytes} bytes) to ${fileURLToPath(GENERATED_FILE)}`);
