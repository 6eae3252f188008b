import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { companyMeta } from "~/company/company-meta";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";
import { loadCompanyPage } from "~/company/company-page.server";
import { loadPartnersPage } from "~/company/partners-page";
import { PartnersView } from "~/company/partners-view";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { leadClientAction } from "~/forms/client-action";
import { sendPartnerEnquiry } from "~/forms/lead-actions.server";
import { PARTNER_FIELDS } from "~/forms/lead-rules";
import leadStyles from "~/forms/leads.css?url";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/company.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: leadStyles },
];

export function loader(args: LoaderFunctionArgs) {
  return cachedPage(loadCompanyPage(args, "partners", loadPartnersPage));
}

/** The enquiry form (spec §4, §5); see `sendPartnerEnquiry`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await sendPartnerEnquiry(request, context.services, context.clientAddress);
  return data(result.body, { status: result.status });
}

/** With JavaScript, a send that cannot reach the server is answered in the form, not by an error page. */
export function clientAction(args: ClientActionFunctionArgs) {
  return leadClientAction(args, [...PARTNER_FIELDS, "consent"]);
}

// An enquiry changes nothing the page shows: no need to reload its content after one.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const headers = cachedPageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  companyMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

/** The partners page (spec §2): `partnersPage` texts and every `partner` document in order. */
export default function PartnersRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.siteSettings ?? null;
  const actionData = useActionData<typeof clientAction>();
  return <PartnersView page={page} settings={settings} breadcrumbs={breadcrumbs} actionData={actionData} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
