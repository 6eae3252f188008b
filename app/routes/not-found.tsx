import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { throwNotFound } from "~/errors/responses.server";
import { statusMeta } from "~/errors/status-meta";

/** Unknown paths at any depth, and the explicit 404/ of spec §2: the not-found page, status 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  return throwNotFound(request);
}

export const meta: MetaFunction<typeof loader> = ({ error }) => statusMeta(error);

export default function NotFoundRoute() {
  // The loader always throws, so the error boundary renders this screen.
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
