import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { companyMeta } from "~/company/company-meta";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";
import { loadCompanyPage } from "~/company/company-page.server";
import { loadHowItWorksPage } from "~/company/how-it-works-page";
import { HowItWorksView } from "~/company/how-it-works-view";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader(args: LoaderFunctionArgs) {
  return cachedPage(loadCompanyPage(args, "howItWorks", loadHowItWorksPage));
}

export const headers = cachedPageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The how-it-works page (spec §2): four slides and the comic, from `howItWorksPage`. */
export default function HowItWorksRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  return <HowItWorksView page={page} breadcrumbs={breadcrumbs} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
