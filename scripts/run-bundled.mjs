/**
 * Runs a TypeScript script the way production runs the server: bundled by esbuild for Node,
 * without the name-keeping wrappers a development loader adds to every closure, so that
 * benchmarks measure the code as it ships.
 *
 *   node scripts/run-bundled.mjs scripts/bench-search.ts [args...]
 */
import { build } from "esbuild";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-bundled.mjs <script.ts> [args...]");
  process.exit(2);
}
// Inside the project, so the external packages resolve from its node_modules.
mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
const outfile = path.join(mkdtempSync(path.resolve("node_modules/.cache/run-bundled-")), "script.mjs");
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
