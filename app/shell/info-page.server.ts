import { throwUnavailable } from "~/errors/unavailable.server";
import { languageFromPath, localizePath, type Language } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import type { Env } from "~/utils/env.server";
import { isContentError, type ContentService } from "~/content/content.server";
import type { SeoFields } from "~/content/seo-fields";

/*
 * This loader lives with the content layer rather than in app/ui: it renders nothing, and what it
 * shares between the information pages is how a page document is served from the CMS (read through
 * the content service, a 503 when that service has nothing to serve, the document's SEO fields).
 * The pages themselves (company, fleet) stay in their capability folders and pass in their query.
 */

/** What the loader reads of the services: the content layer and the site's address. */
export interface InfoPageServices {
  content: ContentService;
  env: Pick<Env, "SITE_URL">;
}

/** The loader arguments an information page's route hands on. */
export interface InfoPageArgs {
  request: Request;
  context: { services: InfoPageServices };
}

/**
 * The shared loader of the information pages (spec §2: about, contacts, restrictions, partners,
 * how it works, fleet): reads the page with `load` in the path's language and adds what every one
 * of them carries: the SEO fields for `seoMeta`, and the breadcrumbs Home → page (the page named by
 * the locale key `crumbKey`), shown on the page and given to search engines as BreadcrumbList
 * (issue 3, item 5).
 *
 * When the content layer has nothing to serve (the CMS never answered since start, or the document
 * is missing or malformed; each logged there), the page answers 503 with Retry-After: the error page
 * says so in the visitor's language, and a crawler comes back later instead of indexing an error.
 * Any other error is a bug and propagates as one.
 */
export async function loadInfoPage<Page extends { seo: SeoFields }>(
  { request, context }: InfoPageArgs,
  {
    crumbKey,
    load,
  }: { crumbKey: string; load: (content: ContentService, language: Language) => Promise<Page> },
) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const t = await remixI18n.getFixedT(request);
  let page: Page;
  try {
    page = await load(context.services.content, language);
  } catch (error) {
    if (!isContentError(error)) throw error;
    // The same 503 page as a database outage (decision 011): "temporarily unavailable".
    return throwUnavailable(request);
  }
  const { seo, ...content } = page;
  return {
    language,
    page: content,
    seo: { ...seo, pathname, language, siteUrl: context.services.env.SITE_URL },
    breadcrumbs: [
      { name: t("nav.main"), path: localizePath("/", language) },
      { name: t(crumbKey), path: pathname },
    ],
  };
}
