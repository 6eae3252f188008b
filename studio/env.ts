/**
 * Where the Studio reads and writes content. `sanity build` inlines `process.env.SANITY_STUDIO_*`
 * into the bundle and the CLI reads them (and `.env` files in this folder) at run time, so one module
 * serves both sanity.config.ts and sanity.cli.ts.
 *
 * "jetcharter" is a placeholder that satisfies Sanity's project-id format ([a-z0-9-]) so the Studio
 * builds and its schema extracts without an account; editors set their own id (studio/README.md).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "jetcharter";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
