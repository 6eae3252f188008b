import type { MetaDescriptor } from "@remix-run/node";
import { statusMeta } from "~/errors/status-meta";
import type { Language } from "~/utils/language";
import { breadcrumbList, seoMeta } from "~/seo/seo";

/** The information pages of spec §2 this folder renders; each names its breadcrumb (locale `company.pages`). */
export type CompanyPageKey = "about" | "contacts" | "restrictions" | "partners" | "howItWorks";

/** What `loadCompanyPage` returns for the meta tags, as the meta function receives it. */
export interface CompanyMetaData {
  seo: {
    title: string;
    description: string | null;
    keywords: string | null;
    robots: string;
    canonical: string | null;
    image: string | null;
    pathname: string;
    language: Language;
    siteUrl: string;
  };
  breadcrumbs: { name: string; path: string }[];
}

/**
 * Meta tags of an information page: every SEO field of its CMS document (title, description,
 * keywords, robots, canonical override, social image), hreflang for both languages, and the
 * BreadcrumbList Home → page. A page whose loader failed gets the error page's title and noindex.
 */
export function companyMeta(
  data: CompanyMetaData | undefined,
  error: unknown,
  siteName: string | undefined,
): MetaDescriptor[] {
  if (!data) return statusMeta(error);
  const { seo } = data;
  return seoMeta({
    ...seo,
    description: seo.description ?? undefined,
    siteName,
    jsonLd: [breadcrumbList(seo.siteUrl, data.breadcrumbs)],
  });
}
