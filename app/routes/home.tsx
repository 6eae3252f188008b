import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { loadHomePage } from "~/home/home-page";
import { HomeView } from "~/home/home-view";
import { languageFromPath } from "~/i18n/config";
import type { loader as rootLoader } from "~/root";
import { seoMeta } from "~/seo/seo";
import { earliestDeparture } from "~/charter/departure-window";
import homeStyles from "~/styles/home.css?url";
import searchFormStyles from "~/styles/search-form.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStyles },
  { rel: "stylesheet", href: searchFormStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const { seo, ...page } = await loadHomePage(context.services.content, language);
  return {
    page,
    language,
    // spec §4/§9: the form starts at the earliest departure, computed here so both renders agree.
    earliest: earliestDeparture(new Date()),
    seo: { ...seo, pathname, language, siteUrl: context.services.env.SITE_URL },
  };
}

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
  return <HomeView page={page} language={language} earliest={earliest} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
