import { data, type AppLoadContext } from "@remix-run/node";
import type { CharterClient, WatchView } from "~/charter";
import { readForm, textField } from "~/forms/form.server";
import type { PlaceInitial } from "~/forms/watch-form";
import { subscribeWatch, type WatchAnswer } from "~/forms/watch-actions.server";
import { watchValuesFromQuery, type WatchValues } from "~/forms/watch-rules";
import { remixI18n } from "~/i18n/i18n.server";
import { toAirportSummary } from "~/offers/airport-summary";
import { languageFromPath, localizePath, type Language } from "~/utils/language";
import { watchSummary, type WatchSummary } from "./watch-summary";

/**
 * The pages of empty-leg watches (issue 29, item 2): subscribe (/watches/new/), confirm the
 * e-mail's link (/watches/confirm/), see and delete one's watches (/watches/), and leave one with
 * a click (/watches/stop/, also RFC 8058's one-click POST). Each reads its token from the address,
 * calls the watch service, and answers what its view renders. None is cached (the entry's
 * default `private, no-store`), indexed (`noindex`) or listed in the sitemap.
 *
 * No page acts on a GET: mail scanners open every link of a message, so confirming or leaving is
 * a button that posts.
 */

type Services = AppLoadContext["services"];
interface PageArgs {
  request: Request;
  context: { services: Services; clientAddress: string };
}

export interface WatchPageSeo {
  title: string;
  pathname: string;
  siteUrl: string;
  language: Language;
}

async function seoOf(request: Request, services: Services, key: string, path: string) {
  const language = languageFromPath(new URL(request.url).pathname);
  const t = await remixI18n.getFixedT(request);
  return {
    language,
    t,
    seo: {
      title: t(key),
      pathname: localizePath(path, language),
      siteUrl: services.env.SITE_URL,
      language,
    } satisfies WatchPageSeo,
  };
}

/** The token of a page's link: from the address, or a form's hidden field; never longer than 100. */
function tokenOf(request: Request, form?: FormData): string {
  const token =
    (form ? textField(form, "token") : "") || new URL(request.url).searchParams.get("token") || "";
  return token.trim().slice(0, 100);
}

/** A field's first value as its picker shows it: the airport of a code, a city's name, or the text. */
async function placeInitial(
  lookup: Pick<CharterClient, "airports">,
  value: string,
  language: Language,
): Promise<PlaceInitial> {
  const text = value.trim();
  if (/^[A-Za-z0-9]{4}$/.test(text)) {
    const [airport] = await lookup.airports({ q: text, limit: 1 });
    if (airport?.icao === text.toUpperCase()) return { airport: toAirportSummary(airport), text: "" };
  }
  const city = /^city:([A-Za-z]{2}):(.+)$/.exec(text);
  if (city) {
    const found = (await lookup.airports({ q: city[2]!, limit: 20 })).find(
      (airport) => airport.country === city[1]!.toUpperCase() && airport.city === city[2],
    );
    if (found) return { airport: null, text: language === "ru" ? found.city_rus || found.city : found.city };
  }
  return { airport: null, text };
}

async function placesOf(services: Services, values: WatchValues, language: Language) {
  const [from, to] = await Promise.all([
    placeInitial(services.charterClient, values.from, language),
    placeInitial(services.charterClient, values.to, language),
  ]);
  return { from, to };
}

/** GET /watches/new/: the full form, prefilled from the address. */
export async function loadNewWatchPage({ request, context }: PageArgs) {
  const { services } = context;
  const { language, seo } = await seoOf(request, services, "watches.meta.new", "/watches/new/");
  const values = watchValuesFromQuery(new URL(request.url).searchParams);
  return {
    language,
    seo,
    telegram: services.watches.telegram,
    values,
    places: await placesOf(services, values, language),
  };
}

export type NewWatchResult = WatchAnswer & { places?: { from: PlaceInitial; to: PlaceInitial } };

/** POST /watches/new/ (the full form, or the block of /el/): the answer, with the places again. */
export async function newWatchAction({ request, context }: PageArgs) {
  const { services } = context;
  const language = languageFromPath(new URL(request.url).pathname);
  const answer = await subscribeWatch(request, services, context.clientAddress);
  const body: NewWatchResult = answer.body.ok
    ? answer.body
    : { ...answer.body, places: await placesOf(services, answer.body.values, language) };
  return data(body, { status: answer.status });
}

/** GET /watches/confirm/?token=: the page with its Confirm button. */
export async function loadConfirmPage({ request, context }: PageArgs) {
  const { language, seo } = await seoOf(
    request,
    context.services,
    "watches.meta.confirm",
    "/watches/confirm/",
  );
  return { language, seo, token: tokenOf(request) };
}

export type ConfirmResult =
  { outcome: "confirmed"; watch: WatchSummary; managePath: string } | { outcome: "ended" };

/** POST /watches/confirm/: the watch goes live (or was already); an unknown or old link is told so. */
export async function confirmAction({ request, context }: PageArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const token = tokenOf(request, form);
  const outcome = token ? await context.services.watches.confirm(token) : ({ outcome: "unknown" } as const);
  if (outcome.outcome === "confirmed" || outcome.outcome === "already") {
    return data<ConfirmResult>({
      outcome: "confirmed",
      watch: watchSummary(outcome.watch, language),
      managePath: managePath(language, outcome.manageToken),
    });
  }
  return data<ConfirmResult>({ outcome: "ended" }, { status: outcome.outcome === "unknown" ? 404 : 410 });
}

export function managePath(language: Language, token: string): string {
  return `${localizePath("/watches/", language)}?token=${encodeURIComponent(token)}`;
}

/** GET /watches/?token=: the contact's watches; an unknown link answers 404 with a friendly page. */
export async function loadManagePage({ request, context }: PageArgs) {
  const { language, seo } = await seoOf(request, context.services, "watches.meta.manage", "/watches/");
  const token = tokenOf(request);
  const managed = token ? await context.services.watches.manage(token) : null;
  const body = {
    language,
    seo,
    token,
    managed: managed
      ? {
          channel: managed.channel,
          contact: managed.contact,
          watches: managed.watches.map((watch) => watchSummary(watch, language)),
        }
      : null,
  };
  return data(body, managed ? undefined : { status: 404 });
}

/** POST /watches/?token= with `intent=delete`, `id`: deletes one of the link's watches. */
export async function manageAction({ request, context }: PageArgs) {
  const form = await readForm(request);
  const token = tokenOf(request, form);
  const id = textField(form, "id").slice(0, 64);
  if (textField(form, "intent") !== "delete" || !token || !id)
    return data({ deleted: false }, { status: 400 });
  const deleted = await context.services.watches.remove(token, id);
  return data({ deleted }, { status: deleted ? 200 : 404 });
}

/** GET /watches/stop/?token=: "Stop this watch?" with its button; an unknown link answers 404. */
export async function loadStopPage({ request, context }: PageArgs) {
  const { language, seo } = await seoOf(request, context.services, "watches.meta.stop", "/watches/stop/");
  const token = tokenOf(request);
  const known = token ? (await context.services.watches.manage(token)) !== null : false;
  return data({ language, seo, token, known }, known ? undefined : { status: 404 });
}

export type StopResult = { stopped: true; route: string; managePath: string } | { stopped: false };

/**
 * POST /watches/stop/?token=: the page's button, and RFC 8058's one-click unsubscribe, which a
 * mail provider sends with the body `List-Unsubscribe=One-Click`, no cookie and no Origin. The
 * token is in the address the message's List-Unsubscribe header names; no other field is needed.
 */
export async function stopAction({ request, context }: PageArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const token = tokenOf(request);
  const watch: WatchView | null = token ? await context.services.watches.unsubscribe(token) : null;
  if (!watch) return data<StopResult>({ stopped: false }, { status: 404 });
  return data<StopResult>({
    stopped: true,
    route: watchSummary(watch, language).route,
    managePath: managePath(language, token),
  });
}
