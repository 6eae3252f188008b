import type { ContentService } from "~/content/content.server";
import { loadInfoPage, type InfoPageArgs } from "~/shell/info-page.server";
import type { SeoFields } from "~/content/seo-fields";
import type { Language } from "~/utils/language";
import type { CompanyPageKey } from "./company-meta";

/**
 * The loader of the company's information pages (spec §2): the shared information-page loader
 * (page, SEO fields, breadcrumbs, a 503 while the CMS has nothing to serve), the page named in the
 * breadcrumbs by its key in the locale's `company.pages`.
 */
export function loadCompanyPage<Page extends { seo: SeoFields }>(
  args: InfoPageArgs,
  key: CompanyPageKey,
  load: (content: ContentService, language: Language) => Promise<Page>,
) {
  return loadInfoPage(args, { crumbKey: `company.pages.${key}`, load });
}
