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
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { loadHomePage } from "~/home/home-page";
import { HomeView } from "~/home/home-view";
import { languageFromPath } from "~/utils/language";
import { leadClientAction } from "~/forms/client-action";
import { sendCallback } from "~/forms/lead-actions.server";
import leadStyles from "~/forms/leads.css?url";
import type { loader as rootLoader } from "~/root";
import { seoMeta } from "~/seo/seo";
import { earliestDeparture } from "~/charter";
import homeStyles from "~/styles/home.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import { cachedPage, cachedPageHeaders } from "~/utils/cache-control";

// A content page: shared caches may keep it (issue 7 §2).
export const headers = cachedPageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStyles },
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: leadStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const { seo, ...page } = await loadHomePage(context.services.content, language);
  return cachedPage({
    page,
    language,
    // spec §4/§9: the form starts at the earliest departure, computed here so both renders agree.
    earliest: earliestDeparture(new Date()),
    seo: { ...seo, pathname, language, siteUrl: context.services.env.SITE_URL },
  });
}

/** The callback widget's request (spec §4, §7); see `sendCallback`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await sendCallback(request, context.services, context.clientAddress);
  return data(result.body, { status: result.status });
}

/** With JavaScript, a send that cannot reach the server is answered in the widget, not by an error page. */
export function clientAction(args: ClientActionFunctionArgs) {
  return leadClientAction(args, ["phone", "consent"]);
}

// A callback request changes nothing the page shows: no need to reload its content after one.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

// The SEO team's fields from the CMS; the home page is the root of the site, so no breadcrumbs.
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  if (!data) return [];
  const siteName = matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName;
  const { seo } = data;
  return seoMeta({ ...seo, description: seo.description ?? undefined, siteName });
};

/** The main page (spec §2 "Home"), every block from the `homePage` document. */
export default function Home() {
  const { page, language, earliest } = useLoaderData<typeof loader>();
  const callback = useActionData<typeof clientAction>();
  return <HomeView page={page} language={language} earliest={earliest} callback={callback} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
