import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { companyMeta } from "~/company/company-meta";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";
import { loadCompanyPage } from "~/company/company-page.server";
import { loadRestrictionsPage } from "~/company/restrictions-page";
import { RestrictionsView } from "~/company/restrictions-view";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader(args: LoaderFunctionArgs) {
  return cachedPage(loadCompanyPage(args, "restrictions", loadRestrictionsPage));
}

export const headers = cachedPageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The restrictions page (spec §2): the countries open for direct flights, from `restrictionsPage`. */
export default function RestrictionsRoute() {
  const { page, breadcrumbs, language } = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.siteSettings ?? null;
  return <RestrictionsView page={page} settings={settings} breadcrumbs={breadcrumbs} language={language} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
