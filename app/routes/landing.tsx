import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusMeta } from "~/errors/status-meta";
import { remixI18n } from "~/i18n/i18n.server";
import { loadLanding } from "~/landing/landing.server";
import { LandingView } from "~/landing/landing-view";
import type { loader as rootLoader } from "~/root";
import { breadcrumbList, faqPage, seoMeta } from "~/seo/seo";
import styles from "~/styles/landing.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";

// A content page: shared caches may keep it (issue 7 §2).
export const headers = cachedPageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: searchFormStyles },
];

/**
 * A Russian landing page at /{slug}/ (spec §2), mounted at the root only. Any other single-segment
 * address reaches this route too, so a slug without a published page answers the not-found page,
 * with the editors' texts like every unknown path (spec §2, last row).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const view = await loadLanding(context.services, params.slug ?? "");
  if (!view) return throwNotFoundPage(request, context.services.content);
  const t = await remixI18n.getFixedT(request);
  // The page reads nothing of its query: one shared copy (server/page-cache.ts).
  return cachedPage({ view, siteUrl: context.services.env.SITE_URL, homeName: t("nav.main") });
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  const { page } = data.view;
  const siteName = matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName;
  const pathname = `/${page.slug}/`;
  return seoMeta({
    ...page.seo,
    pathname,
    siteUrl: data.siteUrl,
    language: "ru",
    siteName,
    // spec §2: landing pages exist in Russian only, so they carry no hreflang alternates.
    bilingual: false,
    jsonLd: [
      ...(page.faq.items.length > 0 ? [faqPage(page.faq.items)] : []),
      breadcrumbList(data.siteUrl, [
        { name: data.homeName, path: "/" },
        { name: page.header, path: pathname },
      ]),
    ],
  });
};

export default function LandingRoute() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingView data={view} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
