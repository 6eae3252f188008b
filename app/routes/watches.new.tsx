import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import leadStyles from "~/forms/leads.css?url";
import watchStyles from "~/forms/watches.css?url";
import type { loader as rootLoader } from "~/root";
import searchFormStyles from "~/styles/search-form.css?url";
import { statusHeaders } from "~/utils/status-headers";
import { watchMeta } from "~/watches/watch-meta";
import { loadNewWatchPage, newWatchAction } from "~/watches/watch-pages.server";
import { NewWatchView } from "~/watches/watch-views";

/** /watches/new/ (issue 29, item 2): the full subscribe form; the blocks of other pages post here. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchFormStyles },
  { rel: "stylesheet", href: leadStyles },
  { rel: "stylesheet", href: watchStyles },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewWatchPage({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return newWatchAction({ request, context });
}

export const headers = statusHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  watchMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

export default function NewWatchRoute() {
  const { language, telegram, values, places } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <NewWatchView language={language} telegram={telegram} values={values} places={places} answer={answer} />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
