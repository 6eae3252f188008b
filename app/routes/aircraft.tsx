import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusMeta } from "~/errors/status-meta";
import { loadAircraftRoute } from "~/fleet/aircraft-page.server";
import { AircraftPageView } from "~/fleet/aircraft-page-view";
import type { loader as rootLoader } from "~/root";
import { seoMeta } from "~/seo/seo";
import styles from "~/styles/aircraft.css?url";
import companyStyles from "~/styles/company.css?url";
import fleetStyles from "~/styles/fleet.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";

// A content page, like the fleet list: shared caches may keep it (issue 7 §2); a console change
// of the aircraft's base purges them with the rest (app/ops/supply-changed.server.ts).
export const headers = cachedPageHeaders;

// The page header is the information pages' (company.css), the gallery the fleet card's (fleet.css).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: companyStyles },
  { rel: "stylesheet", href: fleetStyles },
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: styles },
];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return cachedPage(loadAircraftRoute({ request, params, context }));
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  return seoMeta({
    ...data.seo,
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
    jsonLd: data.jsonLd,
  });
};

/** `/fleet/{slug}/` (issue 17, item 4): one aircraft of the fleet, slug from its tail number. */
export default function AircraftRoute() {
  const { aircraft, base, baseText, documents, breadcrumbs, language, earliest } =
    useLoaderData<typeof loader>();
  return (
    <AircraftPageView
      aircraft={aircraft}
      base={base}
      baseText={baseText}
      documents={documents}
      breadcrumbs={breadcrumbs}
      language={language}
      earliest={earliest}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
