import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadShell } from "./shell.server";

/**
 * The root route's loader (app/root.tsx re-exports it): the shell's data for every page. It lives
 * in the frame so that pages read its type through `useRootData` (root-data.ts) without importing
 * the route above them (issue 31, item 2).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await loadShell(request, context.services);
  if (result.redirect) throw redirect(result.redirect.location, { headers: result.redirect.headers });
  // The shell shows the cookie notice until it is acknowledged, and `/` also depends on the
  // browser's languages: a shared cache must keep these variants apart.
  const vary = new URL(request.url).pathname === "/" ? "Cookie, Accept-Language" : "Cookie";
  // Draft preview (issue 17, item 1): the shell shows its banner; server/preview.ts keeps the page
  // out of every cache.
  return data({ ...result.shell, preview: context.preview === true }, { headers: { Vary: vary } });
}
