import { DeliveryError } from "./transport";

/**
 * The one HTTP call both SMS providers need: a form-encoded POST with a deadline. Whatever stops
 * the provider from answering (a refused connection, a reset, no answer before the deadline) is
 * transient: the outbox worker retries it with backoff, so an outage of the provider delays
 * messages instead of losing them (issue 6, "drained after an outage").
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpAnswer {
  status: number;
  body: string;
}

/** How long a provider may take before the send counts as failed (and is retried later). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export async function postForm(options: {
  provider: string;
  url: string;
  form: URLSearchParams;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetchImpl: FetchLike;
}): Promise<HttpAnswer> {
  // One signal covers the connection, the headers and the body: a provider that sends headers and
  // then stalls is as down as one that never answers.
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetchImpl(options.url, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded; charset=utf-8",
        ...options.headers,
      },
      body: options.form.toString(),
      signal,
      redirect: "error",
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    // Neither message names the URL: a Twilio URL carries the account SID, and the outbox worker
    // stores and logs these messages.
    if (signal.aborted) {
      throw new DeliveryError(`${options.provider}: no answer within ${options.timeoutMs} ms`, false, {
        cause: error,
      });
    }
    const reason = error instanceof Error ? describeNetworkError(error) : String(error);
    throw new DeliveryError(`${options.provider}: request failed (${reason})`, false, { cause: error });
  }
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND...) in `cause`. */
function describeNetworkError(error: Error): string {
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${error.message}: ${code}` : `${error.message}: ${cause.message}`;
  }
  return error.message;
}

/** Parses a JSON body, or returns undefined when it is not JSON (a proxy's HTML error page, say). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
