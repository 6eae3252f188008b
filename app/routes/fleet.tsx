import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { statusMeta } from "~/errors/status-meta";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { FleetList } from "~/fleet/fleet-list";
import { loadFleetRoute } from "~/fleet/fleet-page.server";
import { fleetSortReads, isSortOnlyChange } from "~/fleet/sort";
import type { loader as rootLoader } from "~/root";
import { breadcrumbList, seoMeta } from "~/seo/seo";
import companyStyles from "~/styles/company.css?url";
import styles from "~/styles/fleet.css?url";
import { PageHeader } from "~/ui/page-header";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";

// The page header (breadcrumbs, heading, intro) is the one every information page shows.
// A content page: shared caches may keep it (issue 7 §2).
export const headers = cachedPageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: companyStyles },
  { rel: "stylesheet", href: styles },
];

export function loader(args: LoaderFunctionArgs) {
  // The list is rendered in the visitor's sort (spec §4): the page cache keys it by that.
  return cachedPage(loadFleetRoute(args), fleetSortReads(new URL(args.request.url).searchParams));
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  return seoMeta({
    ...data.seo,
    description: data.seo.description ?? undefined,
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
    jsonLd: [breadcrumbList(data.seo.siteUrl, data.breadcrumbs)],
  });
};

// A new sort reorders the list in the browser (app/fleet/fleet-list.tsx); the aircraft stay the same.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && isSortOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

/** The fleet page of spec §2 ("Information pages → Fleet"), every text from `fleetPage`. */
export default function FleetRoute() {
  const { page, breadcrumbs, language } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="fleet-title">
      <PageHeader
        breadcrumbs={breadcrumbs}
        heading={page.heading}
        headingId="fleet-title"
        intro={page.intro}
      />
      <div className="container fleet">
        <FleetList aircraft={page.aircraft} language={language} />
      </div>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
