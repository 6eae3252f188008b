import { WATCH_MAX_DAYS_AHEAD, WATCH_MAX_PAX } from "~/charter";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";
import { localizePath, type Language } from "~/utils/language";
import { CONSENT_FIELD, consentPosted } from "./consent";

/**
 * The empty-leg watch form's values and rules (issue 29, item 2: "where to subscribe": /el/, a
 * results page with no offers, a flight page; "channels: e-mail … Telegram"). Browser-safe: the
 * full page, the block embedded in /el/ and the links from the results and flight pages build
 * their addresses and defaults here; the action (watch-actions.server.ts) checks a post by
 * `checkWatch`, then resolves the typed places against the airport list and sends the watch to
 * POST /api/watches. Each refusal is a reason code; its sentence in the visitor's language is
 * `watches.problems.<field>.<reason>` in the locales.
 */

/** The rolling windows the form offers (issue 29: a window up to 90 days ahead); 30 by default. */
export const WATCH_WINDOWS = [7, 14, 30, 60, 90] as const;
export const DEFAULT_WATCH_WINDOW = 30;

export const WATCH_FIELDS = ["channel", "email", "from", "to", "window", "pax", "max_price_eur"] as const;
export type WatchField = (typeof WATCH_FIELDS)[number] | "consent";

/** What the form posts, as text: a refused form comes back with exactly this. */
export type WatchValues = Record<(typeof WATCH_FIELDS)[number], string> & { consent: "on" | "" };

export type WatchProblem = "required" | "invalid" | "unknown" | "ambiguous";
export type WatchProblems = Partial<Record<WatchField, WatchProblem>>;

/** The longest place text taken: the API's own limit for a place (contract/watches.ts). */
const PLACE_MAX_LENGTH = 120;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A window as the form's one `window` field carries it: "30", or "2026-12-01..2026-12-10". */
export type WatchWindow = { days_ahead: number } | { date_from: string; date_to: string };

export function windowValue(window: WatchWindow): string {
  return "days_ahead" in window ? String(window.days_ahead) : `${window.date_from}..${window.date_to}`;
}

export function parseWindow(value: string): WatchWindow | null {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) {
    const days = Number(text);
    return days >= 1 && days <= WATCH_MAX_DAYS_AHEAD ? { days_ahead: days } : null;
  }
  const [from = "", to = "", ...rest] = text.split("..");
  if (rest.length > 0 || !DAY.test(from) || !DAY.test(to) || to < from) return null;
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)))
    return null;
  return { date_from: from, date_to: to };
}

/**
 * The days around a searched date (`YYYY-MM-DD`, or a local date-time): a leg three days either
 * side is still worth hearing of for a trip with that date (the results page with no offers).
 */
export function windowAround(day: string, days = 3): WatchWindow {
  const shift = (by: number) => {
    const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + by);
    return date.toISOString().slice(0, 10);
  };
  return { date_from: shift(-days), date_to: shift(days) };
}

/** The form's defaults: e-mail, anywhere to anywhere, the next 30 days, one passenger, no consent. */
export const EMPTY_WATCH: WatchValues = {
  channel: "email",
  email: "",
  from: "",
  to: "",
  window: String(DEFAULT_WATCH_WINDOW),
  pax: "1",
  max_price_eur: "",
  consent: "",
};

/** A place as the form's field shows it: "anywhere" is the empty field. */
function placeField(value: string | null): string {
  const text = (value ?? "").trim().slice(0, PLACE_MAX_LENGTH);
  return text.toLowerCase() === "anywhere" ? "" : text;
}

/**
 * The full form's first values from its address (`/watches/new/?from=UUWW&to=city:RU:Sochi&
 * days_ahead=30&pax=2`), as the /el/, results and flight pages link to it. Whatever is malformed
 * falls back to the default; the visitor sees and corrects the form before it is sent.
 */
export function watchValuesFromQuery(params: URLSearchParams): WatchValues {
  const values: WatchValues = {
    ...EMPTY_WATCH,
    from: placeField(params.get("from")),
    to: placeField(params.get("to")),
  };
  const dateFrom = params.get("date_from") ?? "";
  const dateTo = params.get("date_to") ?? "";
  const days = params.get("days_ahead") ?? "";
  const window = parseWindow(dateFrom && dateTo ? `${dateFrom}..${dateTo}` : days);
  if (window) values.window = windowValue(window);
  const pax = params.get("pax") ?? "";
  if (/^\d{1,2}$/.test(pax) && Number(pax) >= 1 && Number(pax) <= WATCH_MAX_PAX)
    values.pax = String(Number(pax));
  const price = params.get("max_price_eur") ?? "";
  if (/^\d{1,8}$/.test(price) && Number(price) >= 1) values.max_price_eur = String(Number(price));
  return values;
}

/** The address of the full form, prefilled: what the embedded blocks' "change" links open. */
export function watchFormPath(
  language: Language,
  prefill: { from?: string; to?: string; window?: WatchWindow; pax?: number },
): string {
  const params = new URLSearchParams();
  if (prefill.from) params.set("from", prefill.from);
  if (prefill.to) params.set("to", prefill.to);
  if (prefill.window && "days_ahead" in prefill.window)
    params.set("days_ahead", String(prefill.window.days_ahead));
  if (prefill.window && "date_from" in prefill.window) {
    params.set("date_from", prefill.window.date_from);
    params.set("date_to", prefill.window.date_to);
  }
  if (prefill.pax && prefill.pax > 1) params.set("pax", String(prefill.pax));
  const query = params.toString();
  return `${localizePath("/watches/new/", language)}${query ? `?${query}` : ""}`;
}

/** A posted form's values, each cut to what the page would show again. */
export function readWatchValues(form: FormData): WatchValues {
  const text = (name: string, max = 200) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return {
    channel: text("channel") === "telegram" ? "telegram" : "email",
    email: text("email", EMAIL_MAX_LENGTH + 50),
    from: text("from", PLACE_MAX_LENGTH + 50),
    to: text("to", PLACE_MAX_LENGTH + 50),
    window: text("window", 30),
    pax: text("pax", 10),
    max_price_eur: text("max_price_eur", 20),
    [CONSENT_FIELD]: consentPosted(form) ? "on" : "",
  } as WatchValues;
}

/** What passes the form's own rules, before the places are looked up. */
export interface CheckedWatch {
  contact: { email: string } | { telegram: true };
  from: string;
  to: string;
  window: WatchWindow;
  pax: number;
  max_price_eur: number | null;
}

export type WatchCheck = { ok: true; data: CheckedWatch } | { ok: false; problems: WatchProblems };

/**
 * The form's rules, the same on every page that posts it: an e-mail by the site's one rule
 * (app/utils/email.ts) unless Telegram is chosen where it is offered; a window from the list or
 * two dates; 1–19 passengers (the largest cabin sold); an optional whole price in euros; and the
 * visitor's own consent to the processing of personal data, never assumed (decision 031).
 */
export function checkWatch(values: WatchValues, options: { telegram: boolean }): WatchCheck {
  const problems: WatchProblems = {};
  const telegram = values.channel === "telegram";
  if (telegram && !options.telegram) problems.channel = "invalid";
  const email = values.email.trim();
  if (!telegram) {
    if (email === "") problems.email = "required";
    else if (!isValidEmail(email)) problems.email = "invalid";
  }
  if (values.from.trim().length > PLACE_MAX_LENGTH) problems.from = "invalid";
  if (values.to.trim().length > PLACE_MAX_LENGTH) problems.to = "invalid";
  const window = parseWindow(values.window);
  if (!window) problems.window = "invalid";
  const pax = /^\s*\d{1,2}\s*$/.test(values.pax) ? Number(values.pax) : NaN;
  if (!(pax >= 1 && pax <= WATCH_MAX_PAX)) problems.pax = "invalid";
  const priceText = values.max_price_eur.trim().replace(/[\s\u00a0]/g, "");
  const price = priceText === "" ? null : /^\d{1,8}$/.test(priceText) ? Number(priceText) : NaN;
  if (price !== null && !(price >= 1)) problems.max_price_eur = "invalid";
  if (values.consent !== "on") problems.consent = "required";
  if (Object.keys(problems).length > 0 || !window) return { ok: false, problems };
  return {
    ok: true,
    data: {
      contact: telegram ? { telegram: true } : { email },
      from: values.from.trim(),
      to: values.to.trim(),
      window,
      pax,
      max_price_eur: price,
    },
  };
}

/** The API's refused field names (POST /api/watches `fields`) as the form's fields. */
const API_FIELD: Record<string, WatchField> = {
  email: "email",
  telegram: "channel",
  from: "from",
  to: "to",
  date_from: "window",
  date_to: "window",
  days_ahead: "window",
  pax: "pax",
  max_price_eur: "max_price_eur",
  its_legal: "consent",
};

export function apiWatchProblems(fields: readonly string[]): WatchProblems {
  const problems: WatchProblems = {};
  for (const field of fields) {
    const own = API_FIELD[field];
    if (own && !problems[own]) problems[own] = own === "consent" ? "required" : "invalid";
  }
  return problems;
}

/** The sentence of a refusal, as a key of the locales (`watches.problems.<field>.<reason>`). */
export function watchProblemKey(field: WatchField, problem: WatchProblem): string {
  // Only the place fields have "unknown"/"ambiguous"; only e-mail and consent have "required".
  if (field === "from" || field === "to")
    return `watches.problems.${field}.${problem === "required" ? "invalid" : problem}`;
  if (field === "email") return `watches.problems.email.${problem === "required" ? "required" : "invalid"}`;
  if (field === "consent") return "watches.problems.consent.required";
  return `watches.problems.${field}.invalid`;
}

/** The e-mail as the success page names it: the first letter, then stars (a.***@example.com). */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.trim().split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
