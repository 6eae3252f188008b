import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { companyHeaders, companyMeta } from "~/company/company-meta";
import { loadCompanyPage } from "~/company/company-page.server";
import { loadPartnersPage } from "~/company/partners-page";
import { PartnersView } from "~/company/partners-view";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader(args: LoaderFunctionArgs) {
  return loadCompanyPage(args, "partners", loadPartnersPage);
}

export const headers = companyHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The partners page (spec §2): `partnersPage` texts and every `partner` document in order. */
export default function PartnersRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.siteSettings ?? null;
  return <PartnersView page={page} settings={settings} breadcrumbs={breadcrumbs} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
