import { randomBytes } from "node:crypto";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { languageFromPath, type Language } from "~/utils/language";
import { readForm } from "~/forms/form.server";
import type { AppLoadContext } from "@remix-run/node";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { siteUsesHttps, type Env } from "~/utils/env.server";
import { opsPath } from "./paths";
import {
  scopeOf,
  sessionStaff,
  type SignedInStaff,
  type StaffMember,
  type StaffRole,
  type SupplyScope,
} from "~/charter/index.server";
import {
  csrfToken,
  csrfTokenMatches,
  signSessionId,
  verifySignedSessionId,
} from "./staff/session-cookie.server";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * The gate of every console loader and action (issue 18, items 1 and 4). A layout's loader does
 * not guard its children (Remix runs them side by side), so each loader and action of `/ops/`
 * calls one of these itself; a test walks the route files to keep it so.
 */
export const OPS_SESSION_COOKIE = "ops_session";
/** The hidden field every console form carries. */
export const CSRF_FIELD = "_csrf";

/** What a console loader or action works with once the gate let it through. */
export interface OpsContext {
  staff: StaffMember;
  /** Whose supply, documents and orders this member works (issue 27, docs/decisions/034). */
  scope: SupplyScope;
  sessionId: string;
  /** The form token to render into every form (CsrfField). */
  csrf: string;
  language: Language;
  services: Services;
  clientAddress: string;
  now: Date;
}

let processSecret: string | undefined;

/** OPS_SESSION_SECRET, or one random secret for the life of this process. */
export function opsSecret(env: Pick<Env, "OPS_SESSION_SECRET">): string {
  if (env.OPS_SESSION_SECRET) return env.OPS_SESSION_SECRET;
  processSecret ??= randomBytes(32).toString("base64url");
  return processSecret;
}

/** The signed-in member of this request, or null. */
export async function currentStaff(
  request: Request,
  services: Services,
  now = new Date(),
): Promise<SignedInStaff | null> {
  const value = readCookie(request.headers.get("Cookie"), OPS_SESSION_COOKIE);
  const sessionId = verifySignedSessionId(opsSecret(services.env), value);
  if (!sessionId) return null;
  return sessionStaff(services.db.db, sessionId, now);
}

/** Set-Cookie for a new session: no Max-Age (it ends with the browser; the server ends it after 12 idle hours). */
export function sessionCookie(env: Env, sessionId: string): string {
  return serializeCookie(OPS_SESSION_COOKIE, signSessionId(opsSecret(env), sessionId), {
    secure: siteUsesHttps(env),
  });
}

export function clearSessionCookie(env: Env): string {
  return serializeCookie(OPS_SESSION_COOKIE, "", { maxAgeSeconds: 0, secure: siteUsesHttps(env) });
}

/**
 * Supervisors may do all a seller may; a seller may not touch supply or staff. An operator's
 * member (issue 27, docs/decisions/034) reaches only the pages that ask for 'operator', and
 * those show only its own operator; the house's pages (no role named, or seller and up) are
 * closed to it.
 */
export function roleAllows(role: StaffRole, needed: StaffRole | undefined): boolean {
  if (role === "operator") return needed === "operator";
  if (needed === "operator") return false;
  return needed === undefined || needed === "seller" || role === "supervisor";
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function refusal(status: 401 | 403, language: Language): Response {
  const text =
    status === 401
      ? language === "en"
        ? "Sign in to the console first."
        : "Сначала войдите в консоль."
      : language === "en"
        ? "Your role does not allow this."
        : "Ваша роль не позволяет это сделать.";
  return new Response(text, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

function context(
  args: LoaderFunctionArgs | ActionFunctionArgs,
  signedIn: SignedInStaff,
  now: Date,
): OpsContext {
  const { services, clientAddress } = args.context;
  return {
    staff: signedIn.staff,
    scope: scopeOf(signedIn.staff),
    sessionId: signedIn.sessionId,
    csrf: csrfToken(opsSecret(services.env), signedIn.sessionId),
    language: languageFromPath(new URL(args.request.url).pathname),
    services,
    clientAddress,
    now,
  };
}

/**
 * Who may open a page: a role as in roleAllows, or "supply", the pages an operator's member and a
 * supervisor share (its aircraft, rates, blocks, empty legs, documents, photos, keys), each seeing
 * what its scope covers; or "member", anyone signed in (signing out, the console's root and its
 * unknown addresses, which then answer by the member's scope).
 */
export type OpsAccess = StaffRole | "supply" | "member";

function accessAllows(role: StaffRole, needed: OpsAccess | undefined): boolean {
  if (needed === "member") return true;
  if (needed === "supply") return role === "supervisor" || role === "operator";
  return roleAllows(role, needed);
}

/**
 * For loaders: an anonymous visitor is sent to the sign-in page (and back here after it), a
 * member whose role does not reach the page gets 403.
 */
export async function requireStaff(args: LoaderFunctionArgs, role?: OpsAccess): Promise<OpsContext> {
  const now = new Date();
  const url = new URL(args.request.url);
  const language = languageFromPath(url.pathname);
  const signedIn = await currentStaff(args.request, args.context.services, now);
  if (!signedIn) {
    const next = `${url.pathname}${url.search}`;
    throw redirect(`${opsPath(language, "login/")}?next=${encodeURIComponent(next)}`, { headers: NO_STORE });
  }
  if (!accessAllows(signedIn.staff.role, role)) throw refusal(403, language);
  return context(args, signedIn, now);
}

/** Whether a POST came from this site: the Origin (or, without it, Sec-Fetch-Site) must say so. */
export function sameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  // `Origin: null` is an opaque origin: a sandboxed frame or a post after a cross-site redirect,
  // never a page of this site, whose posts carry its origin (Referrer-Policy
  // strict-origin-when-cross-origin, server/security.ts). It is foreign (issue 30, item 3).
  if (origin === "null") return false;
  if (origin) {
    const own = new URL(request.url).origin;
    return origin === own || origin === new URL(siteUrl).origin;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

/**
 * The form with NUL characters taken out of its text: Postgres cannot store them in text, no
 * person types one, and a script that sends one must get the form's own answer, not a 500.
 */
function withoutNul(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(name.replaceAll("\0", ""), typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return clean;
}

/**
 * For actions: a foreign origin or a missing form token gets 403, an anonymous request 401, a
 * role that does not reach 403; nothing is changed in any of these cases. The parsed form comes
 * back with the context, since the token is in it. `readBody` reads it, after the checks above: a
 * page that takes files reads with its own limit (issue 27, item 5).
 */
export async function requireStaffAction(
  args: ActionFunctionArgs,
  role?: OpsAccess,
  readBody: (request: Request) => Promise<FormData> = readForm,
): Promise<OpsContext & { form: FormData }> {
  const now = new Date();
  const language = languageFromPath(new URL(args.request.url).pathname);
  if (!sameOrigin(args.request, args.context.services.env.SITE_URL)) throw refusal(403, language);
  const signedIn = await currentStaff(args.request, args.context.services, now);
  if (!signedIn) throw refusal(401, language);
  if (!accessAllows(signedIn.staff.role, role)) throw refusal(403, language);
  // A body that is not a form reads as an empty one, whose missing token is then refused (403):
  // nothing a client sends makes the gate answer 500.
  const form = withoutNul(await readBody(args.request));
  if (!csrfTokenMatches(opsSecret(args.context.services.env), signedIn.sessionId, form.get(CSRF_FIELD))) {
    throw refusal(403, language);
  }
  return { ...context(args, signedIn, now), form };
}

/**
 * Where a member's console begins (issue 27, item 1; docs/decisions/034): the house's overview, or
 * an operator's member's own home, `/ops/operator/`. Relative to /ops/.
 */
export function homeOf(member: Pick<StaffMember, "role">): string {
  return member.role === "operator" ? OPERATOR_HOME : "";
}

/** The operator's member's home page (app/routes/ops.operator._index.tsx), relative to /ops/. */
export const OPERATOR_HOME = "operator/";
