/**
 * Whether the document's first hydration is still going on (issue 28, item 12; decision 043).
 *
 * The server renders the whole page; in the browser React hydrates it once (entry.client.tsx),
 * and every component that renders during that pass matches markup already on screen. The root
 * layout's HydratedProvider marks the end of it in its first effect (app/utils/use-hydrated.tsx),
 * which React runs after the hydration has been committed, so every render of that pass (retries after a hydration error
 * included) sees `true`, and every later one (client navigation, "show more") sees `false`.
 * On the server there is nothing to hydrate: always `false`.
 */
let hydrated = false;

export function isHydrating(): boolean {
  return typeof document !== "undefined" && !hydrated;
}

/** Called once, by HydratedProvider's first effect. */
export function markHydrated(): void {
  hydrated = true;
}
