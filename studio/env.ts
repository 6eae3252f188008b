import { parseSiteOrigin } from "../schemas/site-paths";

/**
 * Where the Studio reads and writes content, and which site it opens. `sanity build` inlines
 * `process.env.SANITY_STUDIO_*` into the bundle and the CLI reads them (and `.env` files in this
 * folder) at run time, so one module serves both sanity.config.ts and sanity.cli.ts.
 *
 * "jetcharter" is a placeholder that satisfies Sanity's project-id format ([a-z0-9-]) so the Studio
 * builds and its schema extracts without an account; editors set their own id (studio/README.md).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "jetcharter";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";

/**
 * The site the "Open on site" and "Preview" actions and the search snippets point at (issue 17,
 * items 1 and 5). The default is the app's development server (PORT 3000, app/utils/env.server.ts).
 * A value that is not an http(s) origin stops the build and the dev server here, naming the variable,
 * rather than giving editors links that go nowhere.
 */
const rawSiteUrl = process.env.SANITY_STUDIO_SITE_URL || "http://localhost:3000";
const parsedSiteUrl = parseSiteOrigin(rawSiteUrl);
if (!parsedSiteUrl) {
  throw new Error(
    `SANITY_STUDIO_SITE_URL must be the site's origin, such as https://charterline.ru; got "${rawSiteUrl}"`,
  );
}
export const siteOrigin: string = parsedSiteUrl;

/**
 * The site's SANITY_PREVIEW_SECRET, which its /api/preview checks before showing drafts. Null when
 * unset: the "Preview" action is then disabled and says which variable to set. Like every
 * SANITY_STUDIO_ variable it ends up in the Studio's JavaScript, readable by whoever loads the Studio
 * (README.md, "The site").
 */
export const previewSecret = process.env.SANITY_STUDIO_PREVIEW_SECRET?.trim() || null;
