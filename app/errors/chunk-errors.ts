/**
 * A script chunk that fails to load (spec §8: "Loading chunk failed") surfaces as an error whose
 * wording depends on the browser. Remix itself reloads the page when a route module fails to
 * load; this recognises the rest (lazy components, preloads) so the error page can say what
 * happened and offer a reload instead of a generic failure.
 */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style wording, kept for third-party code
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : "";
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
