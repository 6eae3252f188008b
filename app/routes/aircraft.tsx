import type { LoaderFunctionArgs } from "@remix-run/node";
import { throwNotFoundPage } from "~/company/not-found.server";
import { GeneralErrorBoundary } from "~/errors/error-boundary";

// Placeholder wired by the lead of issue 17; the helper building this page replaces it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return throwNotFoundPage(request, context.services.content);
}

export default function Placeholder() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
