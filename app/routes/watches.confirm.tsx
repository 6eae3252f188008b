import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import watchStyles from "~/forms/watches.css?url";
import type { loader as rootLoader } from "~/root";
import { statusHeaders } from "~/utils/status-headers";
import { watchMeta } from "~/watches/watch-meta";
import { confirmAction, loadConfirmPage } from "~/watches/watch-pages.server";
import { ConfirmView } from "~/watches/watch-views";

/**
 * /watches/confirm/?token= (issue 29, item 2): the double opt-in's page. A GET only shows the
 * Confirm button (mail scanners open links); the POST confirms.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchStyles }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadConfirmPage({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return confirmAction({ request, context });
}

export const headers = statusHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  watchMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

export default function ConfirmWatchRoute() {
  const { language, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ConfirmView language={language} token={token} result={result} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
