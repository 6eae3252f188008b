import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusMeta } from "~/errors/status-meta";
import { languageFromPath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import type { loader as rootLoader } from "~/root";
import { routePagePath, routePageReads } from "~/route-pages/paths";
import { loadRoutePage } from "~/route-pages/route-page.server";
import { RoutePageView } from "~/route-pages/route-page-view";
import { breadcrumbList, faqPage, seoMeta } from "~/seo/seo";
import landingStyles from "~/styles/landing.css?url";
import styles from "~/styles/route-page.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";

/**
 * A content page with a live figure on it. Shared caches keep it like a landing page (issue 7 §2):
 * s-maxage=60 with stale-while-revalidate=600 (app/utils/cache-control.ts), so a CDN or the server's
 * page cache serves a copy at most about 11 minutes old, inside the hour the from-prices themselves
 * are kept (app/route-pages/from-prices.server.ts, FROM_PRICE_TTL_MS); the page never shows a
 * price older than the price cache would. A purge (CMS webhook, a console write to the supply)
 * empties both at once.
 */
export const headers = cachedPageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: landingStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: searchFormStyles },
];

/** A route page at /routes/{slug}/ and /en/routes/{slug}/ (issue 17, item 3). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const outcome = await loadRoutePage(context.services, {
    slug: params.slug ?? "",
    language,
    search: url.searchParams,
  });
  if (outcome.kind === "redirect") throw redirect(outcome.location, 301);
  if (outcome.kind === "not-found") return throwNotFoundPage(request, context.services.content);
  const t = await remixI18n.getFixedT(request);
  // Priced in the visitor's currency: the page cache keys it by that (server/page-cache.ts).
  return cachedPage(
    { view: outcome.view, siteUrl: context.services.env.SITE_URL, homeName: t("nav.main") },
    routePageReads(outcome.view.currency, language),
  );
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  const { view } = data;
  const siteName = matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName;
  const pathname = routePagePath(view.slugs[view.language]!, view.language);
  const home = view.language === "en" ? "/en/" : "/";
  return seoMeta({
    ...view.page.seo,
    description: view.page.seo.description ?? undefined,
    pathname,
    siteUrl: data.siteUrl,
    language: view.language,
    siteName,
    // hreflang pairs the two slugs: /routes/moskva-dubaj/ ↔ /en/routes/moscow-dubai/.
    alternates: {
      ru: view.slugs.ru ? routePagePath(view.slugs.ru, "ru") : null,
      en: view.slugs.en ? routePagePath(view.slugs.en, "en") : null,
    },
    jsonLd: [
      ...(view.page.faq.length > 0 ? [faqPage(view.page.faq)] : []),
      breadcrumbList(data.siteUrl, [
        { name: data.homeName, path: home },
        { name: view.page.heading, path: pathname },
      ]),
    ],
  });
};

export default function RoutePageRoute() {
  const { view } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <RoutePageView data={view} pathname={pathname} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
