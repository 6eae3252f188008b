import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { companyMeta } from "~/company/company-meta";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";
import { loadCompanyPage } from "~/company/company-page.server";
import { loadContactsPage } from "~/company/contacts-page";
import { ContactsView } from "~/company/contacts-view";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader(args: LoaderFunctionArgs) {
  return cachedPage(loadCompanyPage(args, "contacts", loadContactsPage));
}

export const headers = cachedPageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The contacts page (spec §2): its texts from `contactsPage`, the contacts from the site settings. */
export default function ContactsRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.siteSettings ?? null;
  return <ContactsView page={page} settings={settings} breadcrumbs={breadcrumbs} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
