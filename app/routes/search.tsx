import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { earliestDeparture } from "~/charter";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { languageFromPath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import type { loader as rootLoader } from "~/root";
import { resolveSearchForm } from "~/search-form/resolve.server";
import { SearchPage } from "~/search-form/search-page";
import { seoMeta } from "~/seo/seo";
import styles from "~/styles/search-form.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/**
 * `/search/`: where the search form lands without JavaScript (spec §2 "Home" search form, §4). A
 * complete, valid search goes on to its address; otherwise the form comes back with what the visitor
 * typed and a message at each field to fix (400), or empty when nothing was asked (200).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const now = new Date();
  const outcome = resolveSearchForm(context.services.charter, url.searchParams, language, now);
  if (outcome.kind === "redirect") throw redirect(outcome.location, 302);
  const t = await remixI18n.getFixedT(request);
  return data(
    {
      language,
      earliest: earliestDeparture(now),
      outcome,
      seo: {
        title: t("searchForm.pageTitle"),
        pathname: url.pathname,
        siteUrl: context.services.env.SITE_URL,
      },
    },
    { status: outcome.kind === "invalid" ? 400 : 200 },
  );
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  if (!data) return [];
  return seoMeta({
    ...data.seo,
    language: data.language,
    // spec §2: search pages are never search-engine results.
    robots: "noindex, follow",
    siteName: matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName,
  });
};

export default function SearchFormRoute() {
  const { language, earliest, outcome } = useLoaderData<typeof loader>();
  return <SearchPage language={language} earliest={earliest} outcome={outcome} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
