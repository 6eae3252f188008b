import { loadInfoPage, type InfoPageArgs } from "~/shell/info-page.server";
import { loadFleetPage } from "~/content/fleet-page";

/**
 * Everything the fleet route renders: the page and its aircraft in the path's language, with the
 * SEO fields, the breadcrumbs Home → Fleet and the 503 while the CMS has nothing to serve that
 * every information page has (the shared loader).
 */
export function loadFleetRoute(args: InfoPageArgs) {
  return loadInfoPage(args, { crumbKey: "nav.fleet", load: loadFleetPage });
}
