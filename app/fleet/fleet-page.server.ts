import { data } from "@remix-run/node";
import { isContentError, type ContentService } from "~/content/content.server";
import { languageFromPath, localizePath } from "~/i18n/config";
import { remixI18n } from "~/i18n/i18n.server";
import type { Env } from "~/utils/env.server";
import { loadFleetPage } from "./fleet-page";

// How long a search engine or a browser should wait before asking again when the CMS is down.
const RETRY_AFTER_SECONDS = 60;

/**
 * Everything the fleet route renders: the page and its aircraft in the path's language, the SEO
 * fields for `seoMeta`, and the breadcrumbs Home → Fleet, shown on the page and given to search
 * engines as BreadcrumbList (issue 3, item 5).
 *
 * When the content layer has nothing to serve (the CMS never answered since start, or the document
 * is missing or malformed; each logged there), the page answers 503 with Retry-After, as the other
 * information pages do: a crawler comes back later instead of indexing an error.
 */
export async function loadFleetRoute({
  request,
  context,
}: {
  request: Request;
  context: { services: { content: ContentService; env: Pick<Env, "SITE_URL"> } };
}) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const t = await remixI18n.getFixedT(request);
  let page;
  try {
    page = await loadFleetPage(context.services.content, language);
  } catch (error) {
    if (!isContentError(error)) throw error;
    throw data(
      { title: t("meta.errorTitle") },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
  const { seo, ...content } = page;
  return {
    language,
    page: content,
    seo: { ...seo, pathname, language, siteUrl: context.services.env.SITE_URL },
    breadcrumbs: [
      { name: t("nav.main"), path: localizePath("/", language) },
      { name: t("nav.fleet"), path: pathname },
    ],
  };
}
