import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetching an aircraft's calendar feed (issue 27, item 4; docs/decisions/037), guarded because the
 * URL is typed by an operator and fetched by our server: http or https only; no loopback, private,
 * link-local or otherwise internal address unless allowed (ICAL_ALLOW_PRIVATE_ADDRESSES), checked
 * on the address actually connected to (in the socket's DNS lookup, so a name that resolves
 * elsewhere the second time cannot slip through) and again on every redirect; a time limit for
 * the whole exchange and a size limit on the body. Conditional: the last ETag and Last-Modified
 * are sent back, and a 304 reads nothing.
 */
export const FEED_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
  urlLength: 2_048,
} as const;

export class FeedError extends Error {
  override name = "FeedError";
}

export type FeedFetch =
  | { status: "not_modified" }
  | { status: "ok"; text: string; etag: string | null; lastModified: string | null };

export interface FeedFetchOptions {
  allowPrivate: boolean;
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Addresses a feed may not live at (RFC 6890 special-purpose ranges, IPv4 and IPv6). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInternalAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a typed URL cannot be a feed, or null when it can (the address is checked at fetch time). */
export function feedUrlProblem(value: string): string | null {
  if (value.length > FEED_LIMITS.urlLength) return "too_long";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "url_invalid";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "url_scheme";
  return null;
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const usable = allowPrivate ? addresses : addresses.filter((one) => !isInternalAddress(one.address));
      if (usable.length === 0) {
        return callback(
          new FeedError(`${hostname} resolves to an internal address; feeds must be on the internet`),
          "",
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/** One GET, no redirects followed; the caller follows them. */
function get(
  url: URL,
  headers: Record<string, string>,
  options: Required<FeedFetchOptions>,
  signal: AbortSignal,
) {
  return new Promise<{ response: IncomingMessage; body: () => Promise<string> }>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !options.allowPrivate && isInternalAddress(host)) {
      reject(new FeedError(`${host} is an internal address; feeds must be on the internet`));
      return;
    }
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: "GET", headers, lookup: guardedLookup(options.allowPrivate), signal },
      (response) => {
        resolve({
          response,
          body: () =>
            new Promise<string>((done, fail) => {
              const chunks: Buffer[] = [];
              let size = 0;
              response.on("data", (chunk: Buffer) => {
                size += chunk.length;
                if (size > options.maxBytes) {
                  response.destroy();
                  fail(
                    new FeedError(`the feed is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`),
                  );
                  return;
                }
                chunks.push(chunk);
              });
              response.on("end", () => {
                try {
                  done(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)));
                } catch {
                  fail(new FeedError("the feed is not UTF-8 text"));
                }
              });
              response.on("error", fail);
            }),
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<FeedFetch> {
  const settings: Required<FeedFetchOptions> = {
    etag: null,
    lastModified: null,
    timeoutMs: FEED_LIMITS.timeoutMs,
    maxBytes: FEED_LIMITS.maxBytes,
    ...options,
  };
  const problem = feedUrlProblem(address);
  if (problem)
    throw new FeedError(problem === "url_scheme" ? "only http and https feeds are read" : "not a URL");
  const headers: Record<string, string> = {
    Accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
    "User-Agent": "Charterline calendar feed reader (+https://charterline.ru)",
  };
  if (settings.etag) headers["If-None-Match"] = settings.etag;
  if (settings.lastModified) headers["If-Modified-Since"] = settings.lastModified;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop += 1) {
      const { response, body } = await get(url, headers, settings, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
        response.resume();
        if (hop >= FEED_LIMITS.maxRedirects) throw new FeedError("too many redirects");
        url = new URL(response.headers.location, url);
        if (url.protocol !== "http:" && url.protocol !== "https:")
          throw new FeedError("redirected away from http");
        continue;
      }
      if (status === 304) {
        response.resume();
        return { status: "not_modified" };
      }
      if (status !== 200) {
        response.resume();
        throw new FeedError(`the server answered HTTP ${status}`);
      }
      const text = await body();
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === "string" && value.length <= 512 ? value : null;
      };
      return { status: "ok", text, etag: header("etag"), lastModified: header("last-modified") };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FeedError(`no answer within ${settings.timeoutMs / 1000} s`);
    if (error instanceof FeedError) throw error;
    const code = (error as { code?: string }).code;
    throw new FeedError(
      code === "ENOTFOUND"
        ? "the host name does not resolve"
        : `cannot fetch the feed (${code ?? (error as Error).message})`,
    );
  } finally {
    clearTimeout(timer);
  }
}
