import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { languageFromPath } from "~/utils/language";
import { createRenderI18n } from "~/i18n/i18n.server";
import { isOpsPath } from "~/ops/paths";
import { HTML_DEFAULT_CACHE_CONTROL } from "~/utils/cache-control";
import { NonceProvider } from "~/utils/nonce";
import { createDocumentStream } from "~/utils/document-stream.server";

const ABORT_DELAY_MS = 5_000;

export const streamTimeout = ABORT_DELAY_MS;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const i18n = await createRenderI18n(language);
  const nonce = loadContext.nonce;
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // One valid document: no NUL bytes from React 18, and </html> written last (issue 16).
          const body = createDocumentStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Every page says how it may be stored (issue 15 item 7): content pages keep the policy
          // their route set (cachedPageHeaders, which the page cache stores); every other page,
          // error pages included, gets the private default, so that no page can forget it. The
          // console's `no-store` is set by server/app.ts before Remix answers; a second value here
          // would be appended to it.
          if (!responseHeaders.has("Cache-Control") && !isOpsPath(pathname)) {
            responseHeaders.set("Cache-Control", HTML_DEFAULT_CACHE_CONTROL);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell streamed are logged here; before it, Remix's handleError does.
          if (shellRendered) loadContext.services.logger.error("render failed", { error });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: AppLoadContext },
) {
  // An aborted request (the visitor navigated away) is not an error worth a log line.
  if (request.signal.aborted) return;
  // Remix's own answers to a request (no such route 404, no action for the method 405) reach here
  // as error responses: they are answers, logged by the request log with their status, not faults
  // (issue 15: a 405 logged "[object Object]").
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const path = new URL(request.url).pathname;
  const logger = context?.services?.logger;
  if (logger) {
    // The logger keeps an Error's name and message; a fault's stack is what finds it.
    logger.error("unhandled route error", {
      path,
      error,
      stack: error instanceof Error ? error.stack : undefined,
    });
    return;
  }
  process.stderr.write(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "unhandled route error",
      path,
      error:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : describe(error),
    }) + "\n",
  );
}

/** A thrown value that is not an Error, readable in a log line (never "[object Object]"). */
function describe(value: unknown): string {
  if (isRouteErrorResponse(value)) return `${value.status} ${value.statusText}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
