import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import watchStyles from "~/forms/watches.css?url";
import type { loader as rootLoader } from "~/root";
import { statusHeaders } from "~/utils/status-headers";
import { watchMeta } from "~/watches/watch-meta";
import { loadStopPage, stopAction } from "~/watches/watch-pages.server";
import { StopView } from "~/watches/watch-views";

/**
 * /watches/stop/?token= (issue 29, item 2): the unsubscribe link of every message. A GET asks
 * "Stop this watch?"; a POST unsubscribes, the page's button or RFC 8058's one-click POST of the
 * List-Unsubscribe header (body `List-Unsubscribe=One-Click`, no cookie, no Origin).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchStyles }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStopPage({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return stopAction({ request, context });
}

export const headers = statusHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  watchMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

export default function StopWatchRoute() {
  const { language, token, known } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <StopView language={language} token={token} known={known} result={result} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
