import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import watchStyles from "~/forms/watches.css?url";
import type { loader as rootLoader } from "~/root";
import { statusHeaders } from "~/utils/status-headers";
import { watchMeta } from "~/watches/watch-meta";
import { loadManagePage, manageAction } from "~/watches/watch-pages.server";
import { ManageView } from "~/watches/watch-views";

/** /watches/?token= (issue 29, item 2): the link in every message, to see and delete one's watches. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchStyles }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadManagePage({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return manageAction({ request, context });
}

export const headers = statusHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  watchMeta(data, error, matches.find((match) => match.id === "root")?.data?.siteSettings?.brandName);

export default function ManageWatchesRoute() {
  const { language, token, managed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ManageView language={language} token={token} managed={managed} deleted={result?.deleted === true} />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
