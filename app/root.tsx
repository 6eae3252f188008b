import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AnalyticsProvider } from "~/analytics/analytics";
import { GeneralErrorBoundary } from "~/errors/error-boundary";
import { languageFromPath } from "~/utils/language";
import { I18nResourcesScript } from "~/i18n/resources-script";
import { JsonLdScript } from "~/seo/json-ld";
import { organizationJsonLd } from "~/seo/organization";
import { isOpsPath } from "~/ops/paths";
import { Shell } from "~/shell/shell";
import { useRootData } from "~/shell/root-data";
import { useNonce } from "~/utils/nonce";
import { HydratedProvider } from "~/utils/use-hydrated";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export { loader } from "~/shell/root-loader.server";

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};

// The shell depends on the language and the cookie notice: reload it when either may change. A
// change of the query string alone (a fleet sort, a results filter) keeps the shell as it is, so a
// filter tap costs no request for the header and footer.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formAction) return true;
  if (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname)) return true;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  // The Organization of every page (issue 3, item 5); absent only when the site settings are.
  const shell = useRootData();
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        {shell?.siteSettings ? (
          <JsonLdScript data={organizationJsonLd(shell.siteSettings, shell.env.SITE_URL)} />
        ) : null}
        <Links />
      </head>
      <body>
        {/* Ends the first hydration and tells the page's components (app/utils/use-hydrated.tsx). */}
        <HydratedProvider>{children}</HydratedProvider>
        {/* Read only at hydration (entry.client.tsx): after the content, so it does not hold up the first paint. */}
        <I18nResourcesScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ShellFromLoader({ children }: { children: ReactNode }) {
  const shell = useRootData();
  return (
    <AnalyticsProvider
      counterId={shell?.env.METRIKA_COUNTER_ID ?? null}
      enabled={Boolean(shell?.cookieNoticeAccepted)}
    >
      <Shell
        settings={shell?.siteSettings ?? null}
        showCookieNotice={shell ? !shell.cookieNoticeAccepted : false}
        year={shell?.year ?? new Date().getFullYear()}
        preview={shell?.preview === true}
      >
        {children}
      </Shell>
    </AnalyticsProvider>
  );
}

export default function App() {
  // The operations console draws its own frame (routes/ops.tsx), not the visitor's header and footer.
  if (isOpsPath(useLocation().pathname)) return <Outlet />;
  return (
    <ShellFromLoader>
      <Outlet />
    </ShellFromLoader>
  );
}

export function ErrorBoundary() {
  if (isOpsPath(useLocation().pathname)) return <GeneralErrorBoundary />;
  return (
    <ShellFromLoader>
      <GeneralErrorBoundary />
    </ShellFromLoader>
  );
}
