import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import { languageFromPath, localizePath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { runSearch } from "~/search/run-search.server";
import offerCardStyles from "~/styles/offer-card.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import styles from "~/styles/search.css?url";
import watchStyles from "~/forms/watches.css?url";

// The search form's sheet styles the passenger stepper and the date picker of the top block.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: offerCardStyles },
  { rel: "stylesheet", href: styles },
  // The link to watch the route for empty legs (issue 29, item 2).
  { rel: "stylesheet", href: watchStyles },
];

// The Retry-After of the 503 a database outage answers (issue 7, "database down"): the search is
// priced from the marketplace in the database and saved there before the redirect.
export const headers = statusHeaders;

/** The search address runs the search and redirects, or says what is wrong (app/search/run-search). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const outcome = await needsDatabase({ request, context }, () =>
    runSearch(context.services, params, url, language),
  );
  if ("redirect" in outcome) throw redirect(outcome.redirect);
  const t = await remixI18n.getFixedT(request);
  return data({ problems: outcome.problems, title: t("search.meta.errorTitle") }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, error }) => {
  if (!loaderData) return statusMeta(error);
  return [{ title: loaderData.title }, { name: "robots", content: "noindex, nofollow" }];
};

// The loader redirects or refuses; a new query string (filters, select) is a new search to run.
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  defaultShouldRevalidate;

/** The 400 page of a search address that cannot run: what is wrong, and the way to a new search. */
export default function SearchQueryRoute() {
  const { problems } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = languageFromPath(useLocation().pathname);
  return (
    <section className="status-page search-error" aria-labelledby="search-error-title">
      <p className="status-page__code">400</p>
      <h1 id="search-error-title" className="status-page__title">
        {t("search.error.heading")}
      </h1>
      <p className="status-page__message">{t("search.error.intro")}</p>
      <ul className="search-error__list">
        {problems.map((problem) => (
          <li key={problem.key}>{t(`search.error.${problem.key}`, problem.values ?? {})}</li>
        ))}
      </ul>
      <Link className="button button--primary" to={localizePath("/", language)}>
        {t("search.error.home")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
