/**
 * The rules of an editor's redirect (issue 17, item 2), pure so that the Studio's validation and the
 * server's redirect table (server/redirects.ts) apply the same ones: which paths may be redirected,
 * what a target may be, when a set of redirects loops, and how a chain collapses into one hop.
 * No imports: the Studio and the app both bundle this file.
 */

/** One redirect as the CMS stores it (schemas/documents/redirect.ts). */
export interface RedirectRule {
  from: string;
  to: string;
  permanent: boolean;
}

/** Where one request path is sent: the chain already followed to its end. */
export interface RedirectTarget {
  /** The final target as the editor wrote it (a site path or an https URL), fragment included. */
  to: string;
  /** Permanent only when every hop of the chain is (a 301 is cached; a temporary hop may change). */
  permanent: boolean;
}

export interface DroppedRedirect {
  from: string;
  to: string;
  reason: "invalid-from" | "invalid-to" | "duplicate" | "loop";
  detail: string;
}

/**
 * First path segments the site itself answers with machines' resources or the staff console
 * (remix.config.js `resources` and `opsScreens`, server/app.ts): a redirect there would break the
 * API, the webhook, the health check or the console, so none may start there, under /en/ either.
 */
const RESERVED_SEGMENTS = new Set([
  "api",
  "ops",
  "assets",
  "webhooks",
  "locales",
  "healthz",
  "metrics",
  "sitemap.xml",
  "robots.txt",
  "cookie-notice",
  "language",
  "csp-report",
]);

/** The homes of both languages: redirecting one takes the whole language down. */
const HOMES = new Set(["/", "/en/"]);

/** A redirectable path: segments of lower-case latin letters, digits and hyphens, each closed by "/". */
const FROM_PATH = /^(?:\/[a-z0-9-]+)+\/$/;

/** A path of the site a target may name: canonical (closed by "/") or a file ("/docs/terms.pdf"). */
const SITE_PATH = /^\/(?:[^\s/?#\\]+\/)*(?:[^\s/?#\\]+\.[A-Za-z0-9]+)?$/;
const ANCHOR = /^[\w-]+$/;

function firstSegment(path: string): string {
  const segments = path.split("/").filter(Boolean);
  const first = segments[0] === "en" ? segments[1] : segments[0];
  return (first ?? "").toLowerCase();
}

/** Whether a path belongs to the site's own machinery (the API, the console, assets, health...). */
export function isReservedPath(path: string): boolean {
  return RESERVED_SEGMENTS.has(firstSegment(path));
}

/**
 * A request or stored path in the form redirects are keyed by: "/arenda-samoleta" and
 * "/arenda-samoleta/" are both "/arenda-samoleta/". Null when no redirect can ever match it (a file,
 * a query-looking or upper-case path, a reserved path, a home page), so the server skips it cheaply.
 */
export function redirectKey(path: string): string | null {
  const key = path.endsWith("/") ? path : `${path}/`;
  if (!FROM_PATH.test(key) || HOMES.has(key) || isReservedPath(key)) return null;
  return key;
}

/** Why `value` cannot be a redirect's "from", in the editor's words; null when it can. */
export function fromProblem(value: string): string | null {
  const path = value.trim();
  if (!path.startsWith("/")) return "Адрес на сайте начинается с «/», например /arenda-samoleta/";
  if (/[?#]/.test(path)) return "Только путь, без «?» и «#»: параметры запроса переносятся сами";
  if (path === "/" || /^\/en\/?$/.test(path)) return "Главную страницу переадресовать нельзя";
  if (isReservedPath(path)) {
    return `Адрес /${firstSegment(path)}/… принадлежит самому сайту (API, служебные страницы), его переадресовать нельзя`;
  }
  if (path.includes("//")) return "Два «/» подряд: уберите лишний";
  const closed = path.endsWith("/") ? path : `${path}/`;
  if (!FROM_PATH.test(closed)) {
    const lower = closed.toLowerCase();
    return FROM_PATH.test(lower)
      ? `Только строчные буквы: ${lower}`
      : "Только строчные латинские буквы, цифры и дефисы между «/», например /arenda-samoleta/";
  }
  if (!path.endsWith("/")) return `Адрес заканчивается на «/»: ${closed}`;
  return null;
}

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Why `value` cannot be a redirect's "to", in the editor's words; null when it can. */
export function toProblem(value: string): string | null {
  const target = value.trim();
  if (target.startsWith("//")) return "Адрес другого сайта пишите полностью: https://…";
  if (target.startsWith("/")) {
    const hash = target.indexOf("#");
    const path = hash === -1 ? target : target.slice(0, hash);
    if (path.includes("?")) {
      return "Адрес на сайте без «?…»: параметры запроса переносятся со старого адреса сами";
    }
    if (hash !== -1 && !ANCHOR.test(target.slice(hash + 1))) {
      return "Якорь после «#» — латиница, цифры, «-» и «_», например /#partners";
    }
    if (!SITE_PATH.test(path)) {
      const closed = `${path}/`;
      return SITE_PATH.test(closed)
        ? `Адрес на сайте заканчивается на «/»: ${closed}${hash === -1 ? "" : target.slice(hash)}`
        : "Адрес на сайте — путь без пробелов, например /arenda-chastnogo-samoleta/";
    }
    return null;
  }
  if (/^http:\/\//i.test(target)) return "Только защищённые адреса: https://…";
  return isHttpsUrl(target) ? null : "Путь на сайте (/…/) или полный адрес https://…";
}

/**
 * The redirect key of the site path a target leads to ("/b/#faq" → "/b/"), which another redirect
 * may continue; null for an external URL or a file, where a chain ends.
 */
export function targetKey(to: string): string | null {
  if (!to.startsWith("/") || to.startsWith("//")) return null;
  const path = to.split(/[?#]/)[0] ?? "";
  return redirectKey(path);
}

/** Whether the target leads back to the same key (the only loop a single document can make). */
export function pointsToItself(from: string, to: string): boolean {
  const key = redirectKey(from.trim());
  return key !== null && targetKey(to.trim()) === key;
}

/**
 * Following `to` through the other redirects: the addresses visited until the chain comes back
 * to `from` (a loop, e.g. ["/a/", "/b/", "/a/"]), or null when it ends elsewhere. A loop among the
 * others that does not pass through `from` is theirs to report, not this document's.
 */
export function findLoop(
  from: string,
  to: string,
  others: readonly { from: string; to: string }[],
): string[] | null {
  const start = redirectKey(from.trim());
  if (start === null) return null;
  const next = new Map<string, string>();
  for (const other of others) {
    const key = redirectKey(other.from.trim());
    if (key !== null && key !== start && !next.has(key)) next.set(key, other.to.trim());
  }
  const visited = [start];
  let current = targetKey(to.trim());
  while (current !== null) {
    visited.push(current);
    if (current === start) return visited;
    const onward = next.get(current);
    // The end of the chain, or a loop among the others that this one only runs into.
    if (onward === undefined || visited.indexOf(current) !== visited.length - 1) return null;
    current = targetKey(onward);
  }
  return null;
}

/**
 * The fragment a browser ends up with after a redirect to `to`: the target's own, else the one it
 * carried before (RFC 9110 §10.2.2: a Location without a fragment inherits the request's).
 */
function withInheritedFragment(to: string, fragment: string): string {
  return to.includes("#") || fragment === "" ? to : `${to}${fragment}`;
}

function fragmentOf(to: string): string {
  const hash = to.indexOf("#");
  return hash === -1 ? "" : to.slice(hash);
}

/**
 * The redirect table the server answers from: every valid redirect keyed by its "from", its chain
 * collapsed to the final target (A→B, B→C answers A→C in one hop), so a visitor and a crawler make
 * one request, not one per rename. The Studio refuses what is dropped here, but it can be bypassed
 * (an API write, an import), so the server checks again: an invalid path, a second redirect from the
 * same address (the first of `rules` wins) and every member of a loop are dropped and reported. A
 * redirect that only leads into a loop keeps its first hop, whose address then answers as a page.
 */
export function buildRedirectTable(rules: readonly RedirectRule[]): {
  table: Map<string, RedirectTarget>;
  dropped: DroppedRedirect[];
} {
  const dropped: DroppedRedirect[] = [];
  const edges = new Map<string, RedirectRule>();
  for (const rule of rules) {
    // Tolerant of a missing trailing slash (the key adds it); strict about everything else.
    const key = redirectKey(rule.from.trim());
    if (key === null) {
      const detail = fromProblem(rule.from) ?? "not a redirectable path";
      dropped.push({ ...pick(rule), reason: "invalid-from", detail });
      continue;
    }
    const toIssue = toProblem(rule.to);
    if (toIssue !== null) {
      dropped.push({ ...pick(rule), reason: "invalid-to", detail: toIssue });
      continue;
    }
    if (edges.has(key)) {
      dropped.push({
        ...pick(rule),
        reason: "duplicate",
        detail: `another redirect from ${key} comes first`,
      });
      continue;
    }
    edges.set(key, { from: key, to: rule.to.trim(), permanent: rule.permanent });
  }

  // Each key has at most one outgoing edge, so walking from every key finds each cycle once.
  const inLoop = new Set<string>();
  const settled = new Set<string>();
  for (const start of edges.keys()) {
    const path: string[] = [];
    let current: string | null = start;
    while (current !== null && edges.has(current) && !settled.has(current)) {
      const seenAt = path.indexOf(current);
      if (seenAt !== -1) {
        const cycle = path.slice(seenAt);
        for (const member of cycle) inLoop.add(member);
        const detail = [...cycle, current].join(" → ");
        for (const member of cycle) {
          dropped.push({ ...pick(edges.get(member)!), reason: "loop", detail });
        }
        break;
      }
      path.push(current);
      current = targetKey(edges.get(current)!.to);
    }
    for (const member of path) settled.add(member);
  }
  for (const member of inLoop) edges.delete(member);

  const table = new Map<string, RedirectTarget>();
  for (const [key, first] of edges) {
    let to = first.to;
    let permanent = first.permanent;
    let next = targetKey(to);
    // Acyclic now: every chain ends at a key with no redirect of its own.
    while (next !== null && edges.has(next)) {
      const hop = edges.get(next)!;
      to = withInheritedFragment(hop.to, fragmentOf(to));
      permanent &&= hop.permanent;
      next = targetKey(hop.to);
    }
    table.set(key, { to, permanent });
  }
  return { table, dropped };
}

function pick(rule: RedirectRule): { from: string; to: string } {
  return { from: rule.from, to: rule.to };
}

/**
 * The Location of a redirect: the target with the request's query string kept (an ad's UTM tags
 * survive the rename), placed before the target's fragment; joined with "&" when the target (an
 * external URL) has a query of its own.
 */
export function redirectLocation(to: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (query === "") return to;
  const hash = to.indexOf("#");
  const base = hash === -1 ? to : to.slice(0, hash);
  const fragment = hash === -1 ? "" : to.slice(hash);
  const joiner = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${joiner}${query}${fragment}`;
}
