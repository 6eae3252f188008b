import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyLegsView } from "~/empty-legs/empty-legs-view";
import { loadEmptyLegsRoute } from "~/empty-legs/empty-legs.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import type { loader as rootLoader } from "~/root";
import { breadcrumbList, seoMeta } from "~/seo/seo";
import companyStyles from "~/styles/company.css?url";
import styles from "~/styles/empty-legs.css?url";
import offerCardStyles from "~/styles/offer-card.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import leadStyles from "~/forms/leads.css?url";
import watchStyles from "~/forms/watches.css?url";

// The page header is the information pages' one; the cards are the results screen's (issue 5, item 4);
// the airport fields are the search form's picker (issue 28, item 7), restyled by empty-legs.css.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: companyStyles },
  { rel: "stylesheet", href: offerCardStyles },
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: styles },
  // The watch block (issue 29, item 2).
  { rel: "stylesheet", href: leadStyles },
  { rel: "stylesheet", href: watchStyles },
];

// The listing is read from the engine, which saves it as a result set: it needs the database.
export function loader(args: LoaderFunctionArgs) {
  return needsDatabase(args, () => loadEmptyLegsRoute(args));
}

// The Retry-After of the 503 a database outage answers (issue 7, "database down").
export const headers = statusHeaders;

// A real listing, so indexed (unlike search and flight pages); every filtered view names the bare
// listing as its canonical address.
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) => {
  if (!data) return statusMeta(error);
  return seoMeta({
    ...data.seo,
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
    jsonLd: [breadcrumbList(data.seo.siteUrl, data.breadcrumbs)],
  });
};

/** The empty-leg listing of spec §2 ("el/"). */
export default function EmptyLegsRoute() {
  return <EmptyLegsView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
