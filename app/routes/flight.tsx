import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import { FlightDetail } from "~/flight/flight-detail";
import { flightDescription, flightTitle } from "~/offers/flight-title";
import { loadFlight } from "~/flight/flight.server";
import { FlightStickyLine, useFlightOpened } from "~/flight/flight-sticky-line";
import { languageFromPath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import type { loader as rootLoader } from "~/root";
import { flightPath } from "~/offers/address";
import { currencyOf } from "~/offers/results";
import { resultsHeaderInfo, type HeaderHandle, type ResultsData } from "~/offers/results-data";
import { ResultsScreen } from "~/search/results-screen";
import { seoMeta } from "~/seo/seo";
import styles from "~/styles/flight.css?url";
import offerCardStyles from "~/styles/offer-card.css?url";
import searchStyles from "~/styles/search.css?url";
import watchStyles from "~/forms/watches.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: offerCardStyles },
  { rel: "stylesheet", href: styles },
  // The link to watch the route for empty legs (issue 29, item 2).
  { rel: "stylesheet", href: watchStyles },
];

// The Retry-After of the 503 a database outage answers (issue 7, "database down").
export const headers = statusHeaders;

/** `flight/{cardId}/` (spec §2): one opened card on the results screen it was chosen from. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const flight = await needsDatabase({ request, context }, () =>
    loadFlight(context.services, request, params.cardId ?? "", language),
  );
  const t = await remixI18n.getFixedT(request);
  return {
    ...flight,
    title: flightTitle(flight.card, flight.airports, language, t),
    description: flightDescription(
      flight.card,
      flight.airports,
      language,
      currencyOf(url.searchParams, language),
      t,
    ),
    seo: { pathname: flightPath(flight.card.id, language), siteUrl: context.services.env.SITE_URL },
  };
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  return seoMeta({
    title: data.title,
    description: data.description,
    pathname: data.seo.pathname,
    siteUrl: data.seo.siteUrl,
    language: data.language,
    // An offer is one visitor's quote at one moment: never a search-engine result (spec §2).
    robots: "noindex, follow",
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
  });
};

// spec §2 "Header and footer": the tagline, and on mobile the number of variants of the search.
export const handle: HeaderHandle = {
  header: (routeData) =>
    resultsHeaderInfo((routeData as { results?: ResultsData | null } | undefined)?.results),
};

// The currency, sort and filters ride in the query string and apply in the browser (issue 5,
// item 5); the flight and its result set stay the same, so a change of it alone needs no loader.
// A booking step posted from the dialog (to this flight's order page) changes nothing this page
// loaded either: re-pricing the result set behind each step would only keep the dialog busy.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formAction?.split("?")[0] === `${currentUrl.pathname}order/`) return false;
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
};

export default function FlightRoute() {
  const { card, results, airports, images, documents, aircraftPage, language, ratesDate } =
    useLoaderData<typeof loader>();
  useFlightOpened(card.id);
  const detail = (
    <FlightDetail
      card={card}
      language={language}
      airports={airports}
      images={images}
      documents={documents}
      aircraftPage={aircraftPage}
      ratesDate={ratesDate}
    />
  );
  // Issue 28, item 3: the opened flight opens the results screen, at the top of its list column,
  // whether or not a filter of the address hides its card in the list.
  return (
    <div className="flight-page">
      {results ? (
        <ResultsScreen data={results} selectedCardId={card.id} detail={detail} />
      ) : (
        // Without its result set (expired, or another operator's) the flight is shown on its own.
        <div className="container flight-page__alone">{detail}</div>
      )}
      <FlightStickyLine card={card} language={language} airports={airports} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
