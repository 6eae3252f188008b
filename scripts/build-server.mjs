/**
 * Bundles the Express entry (server/index.ts and the app modules it imports) into
 * build/express/index.js. Packages stay external: production installs them from the lockfile.
 */
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/express/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  logLevel: "warning",
});
