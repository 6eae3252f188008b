import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { currentStaff, opsSecret } from "~/ops/access.server";
import { csrfToken } from "~/ops/staff/session-cookie.server";
import { OpsChrome } from "~/ops/ui/chrome";
import { chromeCopy, useOpsCopy } from "~/ops/ui/copy";
import opsStylesheet from "~/ops/ui/ops.css?url";

/**
 * The console's frame (issue 18): its own header and navigation instead of the site's. It reads
 * who is signed in only to draw the frame; every page below guards its own loader and action
 * (access.server.ts), since Remix runs a layout's loader beside its children's, not before them.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: opsStylesheet }];

// What a page without its own meta shows (an error, an unknown console address).
export const meta: MetaFunction = ({ location }) => [
  { title: chromeCopy[languageFromPath(location.pathname)].brand },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await currentStaff(request, context.services);
  return {
    staff: signedIn?.staff ?? null,
    csrf: signedIn ? csrfToken(opsSecret(context.services.env), signedIn.sessionId) : null,
  };
}

export type OpsLayoutData = Awaited<ReturnType<typeof loader>>;

/** The frame's data from any page of the console (route ids carry the language). */
export function useOpsLayout(): OpsLayoutData | undefined {
  const ru = useRouteLoaderData<typeof loader>("ru/ops");
  const en = useRouteLoaderData<typeof loader>("en/ops");
  return ru ?? en;
}

export default function OpsLayout() {
  const data = useOpsLayout();
  return (
    <OpsChrome staff={data?.staff ?? null} csrf={data?.csrf ?? null}>
      <Outlet />
    </OpsChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const copy = useOpsCopy(chromeCopy);
  const data = useOpsLayout();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 401
      ? copy.unauthorized
      : status === 403
        ? copy.forbidden
        : status === 404
          ? copy.notFound
          : copy.error;
  return (
    <OpsChrome staff={data?.staff ?? null} csrf={data?.csrf ?? null}>
      <div className="ops-notice ops-notice--error" role="alert">
        <p>{message}</p>
      </div>
    </OpsChrome>
  );
}
