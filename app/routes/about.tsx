import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadAboutPage } from "~/company/about-page";
import { AboutView } from "~/company/about-view";
import { companyMeta } from "~/company/company-meta";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";
import { loadCompanyPage } from "~/company/company-page.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader(args: LoaderFunctionArgs) {
  return cachedPage(loadCompanyPage(args, "about", loadAboutPage));
}

export const headers = cachedPageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The about page (spec §2, "Information pages"), every text and picture from `aboutPage`. */
export default function AboutRoute() {
  const { page, breadcrumbs, language } = useLoaderData<typeof loader>();
  return <AboutView page={page} breadcrumbs={breadcrumbs} language={language} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
