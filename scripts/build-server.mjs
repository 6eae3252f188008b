/**
 * Bundles the Express entry (server/index.ts and the app modules it imports) into
 * build/express/index.js, and the pricing worker (issue 26, item 11) beside it into
 * build/express/pricing-worker.js, where the pool looks for it (pricing-pool.server.ts), and the
 * embedded database's thread into build/express/pglite-worker.js (pglite-thread.server.ts). Packages
 * stay external: production installs them from the lockfile.
 */
import { build } from "esbuild";

await build({
  entryPoints: {
    index: "server/index.ts",
    "pricing-worker": "app/charter/service/pricing-worker.server.ts",
    "pglite-worker": "app/db/pglite-thread-worker.server.ts",
  },
  outdir: "build/express",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  logLevel: "warning",
});
