import type { Server } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { languageFromPath, type Language } from "../app/utils/language";
import { sameOrigin } from "../app/ops/access.server";
import { isOpsPath } from "../app/ops/paths";
import { PHOTO_UPLOAD_MAX_BODY } from "../app/ops/supply/photo-upload.server";
import type { Services } from "../app/services.server";
import { errorBody, type ErrorCode } from "../app/utils/api-error.server";
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH } from "./csp-report";

/**
 * The edge of the server (issue 15, items 3 and 4): methods, malformed URLs, foreign origins and
 * body limits, answered before anything reads the request. Everything a client can send here gets
 * a 4xx (or a 501 for a method the site does not know), never Remix's or Express's 500 (API.md
 * "Conventions": "Bad input never yields a 500, whatever the method, path, encoding, origin or
 * body size").
 */

type Method = "GET" | "HEAD" | "POST" | "PUT" | "DELETE";

interface Resource {
  /** Express-style path: `:name` is one segment. A trailing slash is accepted too. */
  path: string;
  methods: readonly Method[];
  /**
   * How a refusal reads: `api` answers in API.md's error shape; `form` is posted by a visitor's
   * browser (the cookie notice), so its 403 and 413 are short pages in the visitor's language.
   */
  kind: "api" | "form";
  /** Largest body accepted, in bytes; the default below when not said. */
  maxBody?: number;
}

/**
 * Bodies (issue 15 item 3, API.md "Conventions": JSON and forms a few KB, the webhook 256 KB). The
 * largest form is a partner enquiry (2,200 characters, spec §5); URL-encoded Cyrillic and
 * JSON with `\u` escapes take 6 bytes a character, so about 13 KB: 32 KB leaves room without
 * letting a client make the server hold much.
 */
export const DEFAULT_MAX_BODY = 32 * 1024;
/**
 * The console's forms carry notes of up to 4,000 characters (app/ops/orders/order-view.tsx): about
 * 24 KB URL-encoded in Cyrillic, with the other fields.
 */
export const OPS_MAX_BODY = 64 * 1024;
/**
 * An aircraft photo's upload (issue 27, item 5): one file of up to 15 MB with a few fields, on the
 * console's photos page (single-fetch `.data` posts included); its 413 says so in words.
 */
const PHOTO_UPLOAD_PATH = /^(\/en)?\/ops\/supply\/aircraft\/[^/]+\/photos(\/|\.data|\/\.data)?$/i;
/** A Sanity webhook body is a document projection (ARCHITECTURE.md, "Content layer"). */
export const WEBHOOK_MAX_BODY = 256 * 1024;
/**
 * How much of a refused body is read and thrown away so that the connection can carry the next
 * request; past this the connection is closed instead (a client sending that much is not a form).
 */
export const DRAIN_MAX_BYTES = 1024 * 1024;

const READ: readonly Method[] = ["GET", "HEAD"];
const WRITE: readonly Method[] = ["POST"];

/**
 * Every resource route and the methods it answers (issue 15 item 4): remix.config.js's `resources`
 * plus the Express routes of server/app.ts. server/edge.test.ts fails when a resource route is
 * added there without a row here. A wrong method gets 405 with `Allow` in API.md's error shape.
 */
export const RESOURCES: readonly Resource[] = [
  { path: "/webhooks/sanity", methods: WRITE, kind: "api", maxBody: WEBHOOK_MAX_BODY },
  { path: "/cookie-notice", methods: [...READ, "POST"], kind: "form" },
  { path: "/language", methods: READ, kind: "form" },
  { path: "/api/airports-names", methods: READ, kind: "api" },
  { path: "/api/cards", methods: READ, kind: "api" },
  { path: "/api/cards/el", methods: READ, kind: "api" },
  { path: "/api/prices/calendar", methods: READ, kind: "api" },
  { path: "/api/cards/:card_id", methods: READ, kind: "api" },
  { path: "/api/requests/:request_id", methods: READ, kind: "api" },
  { path: "/api/images/:aircraft_id", methods: READ, kind: "api" },
  { path: "/api/openapi.json", methods: READ, kind: "api" },
  { path: "/api/partner-email", methods: WRITE, kind: "api" },
  { path: "/api/search-email", methods: WRITE, kind: "api" },
  { path: "/api/auth/send_login_sms", methods: WRITE, kind: "api" },
  { path: "/api/auth/confirm_sms", methods: WRITE, kind: "api" },
  { path: "/api/pre-orders", methods: WRITE, kind: "api" },
  // Empty-leg watches (issue 29, item 2; docs/decisions/047).
  { path: "/api/watches", methods: WRITE, kind: "api" },
  { path: "/api/telegram/webhook", methods: WRITE, kind: "api" },
  // The operator API (issue 27, item 4; docs/decisions/037).
  { path: "/api/operator/v1/aircraft/:tail/availability", methods: ["PUT"], kind: "api" },
  { path: "/api/operator/v1/empty-legs", methods: WRITE, kind: "api" },
  { path: "/api/operator/v1/empty-legs/:id", methods: ["DELETE"], kind: "api" },
  { path: "/api/outbox", methods: READ, kind: "api" },
  { path: "/sitemap.xml", methods: READ, kind: "api" },
  { path: "/robots.txt", methods: READ, kind: "api" },
  { path: "/locales/:file", methods: READ, kind: "api" },
  { path: "/api/preview", methods: READ, kind: "api" },
  { path: "/api/preview/exit", methods: READ, kind: "api" },
  { path: "/uploads/photos/:shard/:file", methods: READ, kind: "api" },
  // Express's own routes (server/app.ts).
  { path: "/healthz", methods: READ, kind: "api" },
  { path: "/metrics", methods: READ, kind: "api" },
  { path: CSP_REPORT_PATH, methods: WRITE, kind: "api", maxBody: CSP_REPORT_MAX_BYTES },
];

const MATCHERS = RESOURCES.map((resource) => ({
  resource,
  pattern: new RegExp(
    `^${resource.path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`,
    // The router matches any letter case (issue 30, item 1), so the route table does too.
    "i",
  ),
}));

/** The resource route at `path`, if it is one. */
export function resourceAt(path: string): Resource | undefined {
  return MATCHERS.find((matcher) => matcher.pattern.test(path))?.resource;
}

/** The methods of a page: read, and forms post (single-fetch actions too, as `*.data`). */
const PAGE_METHODS: readonly Method[] = [...READ, "POST"];
/**
 * Methods the site knows but answers nowhere: tracing echoes requests back (cookies included),
 * CONNECT opens tunnels. Node passes neither TRACK nor CONNECT to Express; they are listed should
 * that ever change.
 */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
/** Methods Remix answers itself (a page's 405 page, a resource's action); anything else is unknown. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Longest path served: every address of the site is far shorter; longer ones are probes. */
export const MAX_PATH_LENGTH = 2048;

/** The path of the request as sent, before Express or Remix decode it. */
function rawPath(req: ExpressRequest): string {
  const url = req.originalUrl;
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** Why a path is malformed (issue 15 item 4), or null when it is fine. */
export function malformedPath(path: string): string | null {
  if (path.length > MAX_PATH_LENGTH) return "too long";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "bad percent-encoding";
  }
  // No address has a NUL (or another control character); Postgres cannot even store one in text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return "control character";
  return null;
}

/** Whether answers at this path are JSON (the API, webhooks, machines' routes) or pages. */
function answersJson(path: string): boolean {
  const resource = resourceAt(path);
  if (resource) return resource.kind === "api";
  return /^\/(api|webhooks)(\/|$)/i.test(path);
}

// ---------------------------------------------------------------------------------------------
// Answers

const PAGE_TEXT: Record<Language, Record<number, { title: string; text: string }> & { home: string }> = {
  ru: {
    home: "На главную",
    400: {
      title: "Неверный адрес",
      text: "В адресе страницы ошибка. Проверьте его или начните с главной страницы.",
    },
    403: {
      title: "Форма отправлена с другого сайта",
      text: "Мы принимаем формы только со страниц нашего сайта. Откройте страницу заново и отправьте форму оттуда.",
    },
    405: {
      title: "Такой запрос здесь не принимается",
      text: "Эта страница не принимает запросы такого вида. Откройте её по ссылке.",
    },
    413: {
      title: "Слишком много данных",
      text: "Форма слишком велика. Сократите текст и отправьте её ещё раз.",
    },
    501: {
      title: "Запрос не поддерживается",
      text: "Сервер не поддерживает запросы такого вида.",
    },
  },
  en: {
    home: "Home page",
    400: {
      title: "Malformed address",
      text: "The page address has an error in it. Check it or start from the home page.",
    },
    403: {
      title: "Form sent from another site",
      text: "We accept forms only from the pages of this site. Open the page again and send the form from there.",
    },
    405: {
      title: "Request not accepted here",
      text: "This page does not accept requests of this kind. Open it by its link.",
    },
    413: {
      title: "Too much data",
      text: "The form is too large. Shorten the text and send it again.",
    },
    501: {
      title: "Request not supported",
      text: "The server does not support requests of this kind.",
    },
  },
};

const API_MESSAGES: Partial<Record<ErrorCode, string>> = {
  validation_error: "The request address is malformed.",
  forbidden: "Requests from another site's pages are not accepted.",
  method_not_allowed: "This endpoint does not answer this method.",
  payload_too_large: "The request body is larger than this endpoint accepts.",
};

const PHOTO_TOO_LARGE: Record<Language, { title: string; text: string }> = {
  ru: {
    title: "Файл больше 15 МБ",
    text: "Фото не загружено, ничего не изменилось. Уменьшите его до 15 МБ и загрузите ещё раз.",
  },
  en: {
    title: "The file is over 15 MB",
    text: "The photo was not uploaded and nothing changed. Make it 15 MB or smaller and upload it again.",
  },
};

/** A short page in the visitor's language (the language of the path), with nothing to run. */
export function edgePage(
  status: keyof (typeof PAGE_TEXT)["ru"] & number,
  language: Language,
  own?: { title: string; text: string },
): string {
  const texts = PAGE_TEXT[language];
  const { title, text } = own ?? texts[status] ?? texts[400]!;
  return (
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${title}</title>` +
    `<link rel="stylesheet" href="/status.css"></head>` +
    `<body><main><p>${status}</p><h1>${title}</h1><p>${text}</p>` +
    `<p><a href="${language === "en" ? "/en/" : "/"}">${texts.home}</a></p></main>` +
    `</body></html>`
  );
}

interface Refusal {
  status: 400 | 403 | 405 | 413 | 501;
  /** The contract's code, for JSON answers. */
  code?: ErrorCode;
  allow?: readonly string[];
  /** A photo's upload: the 413 page names the 15 MB limit. */
  photo?: boolean;
}

/**
 * Answers a refusal, and throws away whatever body the client is still sending, so that a
 * keep-alive connection carries its next request (issue 15 item 3).
 */
function refuse(req: ExpressRequest, res: ExpressResponse, refusal: Refusal, json: boolean) {
  discardBody(req, res);
  res.status(refusal.status);
  // An answer to a probe or to a refused form is never stored anywhere (issue 15 item 7).
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (refusal.allow) res.setHeader("Allow", refusal.allow.join(", "));
  if (json) {
    const code = refusal.code ?? "validation_error";
    const message = API_MESSAGES[code] ?? "The request was refused.";
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(errorBody(code, message)));
    return;
  }
  // These pages are written here rather than by Remix: nothing of the request reached it yet. They
  // load nothing, so their policy allows nothing.
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const language = languageFromPath(rawPath(req));
  res.end(
    req.method === "HEAD"
      ? undefined
      : refusal.photo
        ? edgePage(413, language, PHOTO_TOO_LARGE[language])
        : edgePage(refusal.status, language),
  );
}

/** Whether the request carries a body (a length above zero, or chunks). */
function hasBody(req: ExpressRequest): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/**
 * Routes every chunk of the body the HTTP parser delivers through `onChunk` instead of into the
 * request's stream, until the body ends (`onEnd`). Node's parser hands the body to the request by
 * `push`; intercepting it counts bytes as they arrive, before any reader holds them.
 */
function interceptBody(req: ExpressRequest, onChunk: (chunk: Buffer) => void, onEnd: (push: Push) => void) {
  const push = req.push.bind(req) as Push;
  req.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) {
      req.push = push;
      onEnd(push);
      return false;
    }
    onChunk(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding));
    // Nothing is held past the limit, so the socket never needs pausing.
    return true;
  }) as typeof req.push;
}

/**
 * After a refusal, the rest of the body is read and dropped, up to DRAIN_MAX_BYTES, so that the
 * connection stays usable; a body declared or found larger closes the connection instead.
 */
function discardBody(req: ExpressRequest, res: ExpressResponse) {
  if (!hasBody(req) || req.complete) return;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > DRAIN_MAX_BYTES) res.setHeader("Connection", "close");
  let dropped = 0;
  interceptBody(
    req,
    (chunk) => {
      dropped += chunk.length;
      if (dropped > DRAIN_MAX_BYTES && !req.socket.destroyed) {
        // The answer went out with the first bytes; a sender of this much is not waiting for it.
        req.socket.destroy();
      }
    },
    (push) => push(null),
  );
  // Marks the body as being consumed, so that Node passes the rest through the counter above.
  req.resume();
}

// ---------------------------------------------------------------------------------------------
// The guards

/** Malformed URLs (issue 15 item 4): 400 and one warning line, never a URIError's stack trace. */
function malformedUrls(services: Services): RequestHandler {
  return (req, res, next) => {
    const path = rawPath(req);
    const reason = malformedPath(path);
    if (!reason) return next();
    services.logger.warn("malformed url refused", { reason });
    refuse(req, res, { status: 400, code: "validation_error" }, answersJson(path.slice(0, 200)));
  };
}

/**
 * Methods (issue 15 item 4). A resource route answers what its row says and 405 with `Allow` to
 * anything else, unknown methods included (the contract has no 501 code; 405 with `Allow` tells a
 * client what works). Pages read and take form posts: TRACE, PUT, PATCH and DELETE get 405, a
 * method the site does not know 501 (RFC 9110 §15.6.2). OPTIONS is answered with the methods,
 * without a body. Methods Node itself does not parse (TRACK, any made-up token) never get here:
 * Node answers 400 and closes the connection; CONNECT goes to guardServer below.
 */
function methods(): RequestHandler {
  return (req, res, next) => {
    const path = rawPath(req);
    const resource = resourceAt(path);
    const method = req.method.toUpperCase();
    const allowed: readonly string[] = resource?.methods ?? PAGE_METHODS;
    if (allowed.includes(method)) return next();
    if (method === "OPTIONS") {
      discardBody(req, res);
      res.status(204).setHeader("Allow", [...allowed, "OPTIONS"].join(", "));
      res.setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    // A resource's 405 is in API.md's shape, whatever kind of client posts to it (issue 15 item 4).
    const json = resource !== undefined || answersJson(path);
    if (json || REFUSED_METHODS.has(method) || KNOWN_METHODS.has(method)) {
      refuse(req, res, { status: 405, code: "method_not_allowed", allow: allowed }, json);
      return;
    }
    refuse(req, res, { status: 501, allow: allowed }, false);
  };
}

/**
 * Paths whose posts come from machines that sign them (the webhook) or from the browser itself
 * (CSP reports), not from forms: another origin is not a forgery there.
 */
const ORIGIN_EXEMPT = [/^\/webhooks\//i, new RegExp(`^${CSP_REPORT_PATH}$`, "i")];

/**
 * What Remix itself checks before a page's action (@remix-run/server-runtime, actions.js): the
 * Origin's host must be the X-Forwarded-Host (else the Host). It throws when not, which answered
 * 500; mirrored here so that such a post is refused first.
 */
export function remixWouldRefuse(headers: {
  origin?: string;
  host?: string;
  "x-forwarded-host"?: string | string[];
}) {
  const origin = headers.origin;
  if (!origin) return false;
  // An opaque origin (a sandboxed frame, a post that went through a cross-site redirect): Remix
  // compares the text "null" with the host and throws (issue 30, item 3).
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = [headers["x-forwarded-host"]].flat()[0]?.split(",")[0]?.trim();
  const host = forwarded || headers.host;
  return !host || host !== originHost;
}

/**
 * Foreign origins (issue 15 item 4): a post from another site's page gets 403, a page in the
 * visitor's language for forms (the cookie notice included, which another site could otherwise set
 * consent through), `forbidden` in API.md's shape for the API. Same-origin is judged as the
 * operations console judges it (app/ops/access.server.ts `sameOrigin`: the Origin, or without it
 * Sec-Fetch-Site); a client that sends neither (a server, curl) is not a browser on another site.
 */
function origins(services: Services): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const path = rawPath(req);
    if (ORIGIN_EXEMPT.some((pattern) => pattern.test(path))) return next();
    const resource = resourceAt(path);
    if (isSameOrigin(req, services.env.SITE_URL) && (resource || !remixWouldRefuse(req.headers)))
      return next();
    services.logger.warn("cross-origin post refused", { path: path.slice(0, 200) });
    refuse(req, res, { status: 403, code: "forbidden" }, answersJson(path));
  };
}

function isSameOrigin(req: ExpressRequest, siteUrl: string): boolean {
  const headers = new Headers();
  for (const name of ["origin", "sec-fetch-site"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  // The address Remix builds for the request (@remix-run/express createRemixRequest): its origin is
  // "this site". req.hostname follows the `trust proxy` setting; the port comes from the headers.
  const port = (req.get("X-Forwarded-Host") ?? "").split(":")[1] || (req.get("Host") ?? "").split(":")[1];
  try {
    return sameOrigin(
      new Request(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}/`, { headers }),
      siteUrl,
    );
  } catch {
    // A Host that is no host: whatever the Origin says, it is not this site's.
    return false;
  }
}

export function edgeGuards(services: Services): RequestHandler[] {
  return [malformedUrls(services), methods(), origins(services)];
}

// ---------------------------------------------------------------------------------------------
// Body limits

/** The largest body `path` accepts (issue 15 item 3). */
/**
 * An operator's documents page takes a scan of up to 10 MB with its form (issue 27, item 2;
 * app/charter/console/operator-documents.server.ts DOCUMENT_LIMITS): the page and its `.data`.
 */
export const OPS_DOCUMENT_MAX_BODY = 10 * 1024 * 1024 + OPS_MAX_BODY;
const OPS_DOCUMENTS_PAGE = /^(\/en)?\/ops\/supply\/operators\/[^/]+\/documents(\/|\.data)?$/i;

export function bodyLimitAt(path: string): number {
  if (OPS_DOCUMENTS_PAGE.test(path)) return OPS_DOCUMENT_MAX_BODY;
  if (PHOTO_UPLOAD_PATH.test(path)) return PHOTO_UPLOAD_MAX_BODY;
  return resourceAt(path)?.maxBody ?? (isOpsPath(path) ? OPS_MAX_BODY : DEFAULT_MAX_BODY);
}

/**
 * Body limits per route, enforced while the body streams in (issue 15 item 3). A declared length
 * over the limit is refused at once; a chunked body is counted as it arrives and refused when it
 * passes the limit. Either way 413 `payload_too_large` (a page for forms) goes out before the body
 * is read whole, and the rest is dropped (see discardBody). A body within its limit is held until
 * it is complete and then handed on: a route that never reads its body (a GET with one, a post to
 * a page without an action) cannot leave it unread on a keep-alive connection, which hung the next
 * request on it.
 */
export function bodyLimits(_services: Services): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req) || req.complete) return next();
    const path = rawPath(req);
    const limit = bodyLimitAt(path);
    const tooLarge = () =>
      refuse(
        req,
        res,
        { status: 413, code: "payload_too_large", photo: PHOTO_UPLOAD_PATH.test(path) },
        answersJson(path),
      );
    if (Number(req.headers["content-length"] ?? 0) > limit) return tooLarge();

    // Chunks an earlier handler let the request buffer stay in it, ahead of the ones held here.
    let received = req.readableLength;
    if (received > limit) return tooLarge();
    const held: Buffer[] = [];
    let refused = false;
    interceptBody(
      req,
      (chunk) => {
        received += chunk.length;
        if (refused) return;
        if (received <= limit) {
          held.push(chunk);
          return;
        }
        refused = true;
        held.length = 0;
        tooLarge();
      },
      (push) => {
        if (refused) return push(null);
        for (const chunk of held) push(chunk);
        push(null);
        next();
      },
    );
  };
}

// ---------------------------------------------------------------------------------------------
// Before Express

/**
 * What the HTTP server sees before Express does (issue 15 items 3 and 4); server/index.ts calls
 * this with its server.
 *
 * CONNECT never reaches Express: Node emits it as `connect` and, with nobody listening, drops the
 * connection unanswered. It is answered 405 here.
 *
 * `Expect: 100-continue`: Node tells the client to send its body before any handler ran. Here a
 * declared length over the route's limit gets no 100, so the client hears the 413 from bodyLimits
 * before it sends anything.
 */
export function guardServer(server: Server): void {
  server.on("connect", (_req, socket: NodeJS.WritableStream & { destroy(): void }) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nCache-Control: no-store\r\n" +
        "Content-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
  server.on("checkContinue", (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    if (Number(req.headers["content-length"] ?? 0) <= bodyLimitAt(path)) res.writeContinue();
    // The client may send the body anyway or not at all (RFC 9110 §10.1.1): the connection cannot
    // tell the next request from it, so it ends with this answer.
    else res.setHeader("Connection", "close");
    server.emit("request", req, res);
  });
}
