import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import { languageFromPath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import type { loader as rootLoader } from "~/root";
import { requestPath } from "~/offers/address";
import { resultsHeaderInfo, type HeaderHandle, type ResultsData } from "~/offers/results-data";
import { ExpiredResultsScreen } from "~/search/expired-results";
import { isExpiredResults, loadResults } from "~/offers/result-set.server";
import { nearestOpenForResults } from "~/search/nearest-open.server";
import { resultsDescription, resultsTitle, searchRequestAction } from "~/search/results.server";
import { ResultsScreen } from "~/search/results-screen";
import { searchRequestClientAction } from "~/search/search-request-form";
import { seoMeta } from "~/seo/seo";
import offerCardStyles from "~/styles/offer-card.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import styles from "~/styles/search.css?url";
import watchStyles from "~/forms/watches.css?url";

// The search form's sheet styles the passenger stepper and the date picker of the top block.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: offerCardStyles },
  { rel: "stylesheet", href: styles },
  // The link to watch the route for empty legs (issue 29, item 2).
  { rel: "stylesheet", href: watchStyles },
];

// The Retry-After of the 503 a database outage answers (issue 7, "database down").
export const headers = statusHeaders;

/** `search/{requestId}/` (spec §2): a saved result set, filtered in the browser by its query string. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const results = await needsDatabase({ request, context }, () =>
    loadResults(context.services, params.requestId ?? "", language),
  );
  if (!results) return throwNotFoundPage(request, context.services.content);
  const t = await remixI18n.getFixedT(request);
  if (isExpiredResults(results)) {
    // API.md "Saved result sets": past its time a set answers 410 and offers the same search anew.
    return data(
      {
        expired: results,
        results: null,
        nearestOpen: [],
        title: t("search.expired.title"),
        description: t("search.expired.intro"),
        seo: { pathname: url.pathname, siteUrl: context.services.env.SITE_URL },
      },
      { status: 410 },
    );
  }
  return {
    expired: null,
    results,
    // A domestic closure's nearest open airports (issue 26, item 9); empty otherwise.
    nearestOpen: await nearestOpenForResults(context.services, results),
    title: resultsTitle(results, t),
    description: resultsDescription(results, t),
    seo: { pathname: requestPath(results.requestId, language), siteUrl: context.services.env.SITE_URL },
  };
}

/** The not-found block's phone request (spec §2); see `searchRequestAction`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await searchRequestAction(request, context.services, context.clientAddress);
  return data(result.body, { status: result.status });
}

/** With JavaScript, a request that cannot reach the server is answered in the form (issue 6 §5). */
export const clientAction = searchRequestClientAction;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: loaderData,
  error,
  matches,
}) => {
  if (!loaderData) return statusMeta(error);
  return seoMeta({
    title: loaderData.title,
    description: loaderData.description,
    pathname: loaderData.seo.pathname,
    siteUrl: loaderData.seo.siteUrl,
    language: loaderData.results?.language ?? loaderData.expired!.language,
    // A result set is one visitor's moment: never a search-engine result (spec §2).
    robots: "noindex, follow",
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
  });
};

// spec §2 "Header and footer": the tagline, and on mobile the number of variants.
export const handle: HeaderHandle = {
  header: (routeData) =>
    resultsHeaderInfo((routeData as { results?: ResultsData | null } | undefined)?.results ?? undefined),
};

// Sort, class, currency and cap live in the query string and are applied in the browser
// (issue 5, item 5): a change of the query string alone needs no loader call.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function SearchRequestRoute() {
  const { results, expired, nearestOpen } = useLoaderData<typeof loader>();
  return results ? (
    <ResultsScreen data={results} nearestOpen={nearestOpen} />
  ) : (
    <ExpiredResultsScreen data={expired!} />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
