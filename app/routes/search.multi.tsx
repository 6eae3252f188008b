import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusHeaders } from "~/utils/status-headers";
import { statusMeta } from "~/errors/status-meta";
import { needsDatabase } from "~/errors/unavailable.server";
import { languageFromPath, localizePath } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { runMultiSearch } from "~/search/run-multi-search.server";
import styles from "~/styles/search.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The Retry-After of the 503 a database outage answers (issue 7, "database down").
export const headers = statusHeaders;

/** The legs' segments in order: the route is declared once per leg count (remix.config.js, decision 045). */
const LEG_PARAMS = ["leg1", "leg2", "leg3", "leg4", "leg5"] as const;

/**
 * `search/multi/{FROM}-{TO}-{DATE}-{PAX}/…/` (issue 29, item 1): runs the multi-leg search and
 * redirects to its saved result set, or says what is wrong with which leg (400).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const segments = LEG_PARAMS.map((name) => params[name]).filter((value) => value !== undefined);
  const outcome = await needsDatabase({ request, context }, () =>
    runMultiSearch(context.services, segments, url, language),
  );
  if ("redirect" in outcome) throw redirect(outcome.redirect);
  const t = await remixI18n.getFixedT(request);
  return data({ problems: outcome.problems, title: t("search.meta.errorTitle") }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, error }) => {
  if (!loaderData) return statusMeta(error);
  return [{ title: loaderData.title }, { name: "robots", content: "noindex, nofollow" }];
};

/** The 400 page of a multi-leg address that cannot run: each leg's problem, and a new search. */
export default function SearchMultiRoute() {
  const { problems } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = languageFromPath(useLocation().pathname);
  return (
    <section className="status-page search-error" aria-labelledby="search-error-title">
      <p className="status-page__code">400</p>
      <h1 id="search-error-title" className="status-page__title">
        {t("multiLeg.error.heading")}
      </h1>
      <p className="status-page__message">{t("multiLeg.error.intro")}</p>
      <ul className="search-error__list">
        {problems.map((problem) => (
          <li key={`${problem.leg}-${problem.key}`}>
            {t(`multiLeg.error.${problem.key}`, { leg: problem.leg, ...(problem.values ?? {}) })}
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to={localizePath("/", language)}>
        {t("multiLeg.error.home")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
