import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { throwNotFoundPage } from "~/errors/not-found.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { statusMeta } from "~/errors/status-meta";

/**
 * Unknown paths at any depth, and the explicit 404/ of spec §2: the not-found page, status 404,
 * with the editors' texts from `notFoundPage` (the locale's when the CMS cannot answer).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return throwNotFoundPage(request, context.services.content);
}

export const meta: MetaFunction<typeof loader> = ({ error }) => statusMeta(error);

export default function NotFoundRoute() {
  // The loader always throws, so the error boundary renders this screen.
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
