import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isCharterClientError } from "~/charter/client/charter-client";
import { earliestDeparture, lastDepartureDay } from "~/charter/departure-window";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusMeta } from "~/errors/status-meta";
import { languageFromPath, localizePath, type Language } from "~/i18n/config";
import { remixI18n } from "~/i18n/i18n.server";
import { flightPath, parseSearchQuery, requestPath, type SearchQueryProblem } from "~/search/address";
import { reselectCard, SELECT_PARAM } from "~/search/reselect";
import { filtersToParams, parseFilters } from "~/search/results";
import { formatLocalMinute } from "~/search/results-data";
import offerCardStyles from "~/styles/offer-card.css?url";
import searchFormStyles from "~/styles/search-form.css?url";
import styles from "~/styles/search.css?url";

// The search form's sheet styles the passenger stepper and the date picker of the top block.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: offerCardStyles },
  { rel: "stylesheet", href: styles },
];

/** A problem with the address, worded on the page; `values` fill the copy's placeholders. */
type Problem = {
  key: SearchQueryProblem | "dateWindow" | "unknownAirport" | "other";
  values?: Record<string, string>;
};

// The engine names its refused fields as API.md spells them; the page words them per field.
const FIELD_PROBLEMS: Record<string, SearchQueryProblem> = {
  departure_airport: "from",
  arrival_airport: "to",
  departure_date_there: "date",
  pax_there: "pax",
  departure_date_back: "back",
  pax_back: "pax",
};

/**
 * `search/{from}/{to}/{date}/{pax}/?back=` (spec §2, "Address behaviour"): runs the search and
 * settles on the saved result set's address, keeping the view's filters; with `?select=<tail>`
 * (a new search made from an opened card) it opens the card of the same aircraft when the new
 * results still have one. A bad address, or a search the engine refuses, answers 400 with a page
 * saying what is wrong: bad input never costs a 500.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const t = await remixI18n.getFixedT(request);
  const refuse = (problems: Problem[]) =>
    data({ problems, title: t("search.meta.errorTitle") }, { status: 400 });

  const parsed = parseSearchQuery(params, url.searchParams.get("back"));
  if (!parsed.ok) return refuse(parsed.problems.map((key) => ({ key })));
  const { query } = parsed;

  let resultSet;
  try {
    resultSet = await context.services.charterClient.searchCards({
      departure_airport: query.from,
      arrival_airport: query.to,
      departure_date_there: `${query.date}:00`,
      pax_there: query.pax,
      departure_date_back: query.back ? `${query.back}:00` : undefined,
      pax_back: query.back ? query.pax : undefined,
    });
  } catch (error) {
    if (!isCharterClientError(error) || error.status !== 400) throw error;
    return refuse(
      engineProblems(error.fields, query, context.services.charter.airport(query.from)?.tz, language),
    );
  }

  const filterParams = filtersToParams(parseFilters(url.searchParams));
  const selected = reselectCard(resultSet.cards, url.searchParams.get(SELECT_PARAM));
  if (selected) throw redirect(flightPath(selected.id, language, filterParams));
  throw redirect(requestPath(resultSet.id, language, filterParams));
}

function engineProblems(
  fields: Record<string, string>,
  query: { from: string; to: string },
  zone: string | undefined,
  language: Language,
): Problem[] {
  const problems: Problem[] = [];
  for (const field of Object.keys(fields)) {
    const key = FIELD_PROBLEMS[field];
    if (!key) continue;
    if ((key === "from" || key === "to") && fields[field]?.includes("airport we serve")) {
      problems.push({ key: "unknownAirport", values: { code: key === "from" ? query.from : query.to } });
    } else if (key === "date") {
      // The engine judges the departure window (spec §9); the page names its bounds.
      const earliest = earliestDeparture(new Date(), zone);
      problems.push({
        key: "dateWindow",
        values: {
          earliest: formatLocalMinute(earliest, language, { year: true }),
          last: formatLocalMinute(lastDepartureDay(earliest), language, { time: false, year: true }),
        },
      });
    } else if (!problems.some((problem) => problem.key === key)) {
      problems.push({ key });
    }
  }
  return problems.length > 0 ? problems : [{ key: "other" }];
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
