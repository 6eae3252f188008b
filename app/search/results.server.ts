import type { TFunction } from "i18next";
import type { AppLoadContext } from "@remix-run/node";
import { remixI18n } from "~/i18n/i18n.server";
import { readForm, textField } from "~/forms/form.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { GIVEN_CONSENT, consentPosted } from "~/forms/consent";
import { LEAD_LIMITS, phoneProblem } from "~/forms/lead-rules";
import { failureStatus, writeFailure } from "~/forms/write-failure.server";
import { airportCity } from "~/offers/airport-summary";
import { formatLocalMinute, type ResultsData } from "~/offers/results-data";
import {
  SEARCH_REQUEST_INTENT,
  type SearchRequestProblems,
  type SearchRequestResult,
} from "./search-request-form";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** The result set's description for link previews: the route, the date and how many offers. */
export function resultsDescription(data: ResultsData, t: TFunction): string {
  const { query, airports, language } = data;
  if (!query) return t("search.meta.emptyLegsDescription");
  const city = (code: string) => {
    const airport = airports[code];
    return airport ? airportCity(airport, language) : code;
  };
  return t("search.meta.description", {
    from: city(query.from),
    to: city(query.to),
    date: formatLocalMinute(query.date, language, { time: false }),
    count: data.cards.length,
  });
}

export function resultsTitle(data: ResultsData, t: TFunction): string {
  const { query, airports, language } = data;
  if (!query) return t("search.meta.emptyLegsTitle");
  const city = (code: string) => {
    const airport = airports[code];
    return airport ? airportCity(airport, language) : code;
  };
  // A multi-leg search's title names every city of the tour, in order (issue 29, item 1).
  const stops: string[] = [];
  for (const leg of query.legs ?? []) {
    if (stops.at(-1) !== leg.from) stops.push(leg.from);
    stops.push(leg.to);
  }
  return t("search.meta.title", {
    from: city(query.from),
    to: stops.length > 2 ? stops.slice(1).map(city).join(" → ") : city(query.to),
    date: formatLocalMinute(query.date, language, { time: false }),
    count: query.pax,
  });
}

/**
 * The not-found block's phone request (spec §2, §4 "Not-found form": phone, then sent), sent through
 * `charterClient.createSearchLead` (POST /api/search-email), which stores the lead and queues the
 * sales team's e-mail before it answers. The route and dates come from the form's hidden fields.
 * The answer is worded here, in the page's language; a refusal carries what was typed, so a page
 * rendered without JavaScript shows it again, and never a 500 for anything a client sends.
 */
export async function searchRequestAction(
  request: Request,
  services: Pick<Services, "charterClient" | "logger">,
  clientAddress: string,
): Promise<{ status: number; body: SearchRequestResult }> {
  const t = await remixI18n.getFixedT(request);
  const form = await readForm(request);
  const values = {
    name: textField(form, "name"),
    phone: textField(form, "phone"),
    consent: consentPosted(form) ? "on" : "",
  };
  const refuse = (status: number, message: string, problems: SearchRequestProblems = {}) => ({
    status,
    body: { ok: false as const, message, problems, values },
  });
  if (textField(form, "intent") !== SEARCH_REQUEST_INTENT) return refuse(400, t("search.error.other"));
  // Issue 6 "Abuse": a filled honeypot is answered as a success and nothing is stored.
  if (isHoneypotFilled(form)) {
    services.logger.info("search request dropped by the honeypot");
    return { status: 200, body: { ok: true } };
  }
  const phoneIssue = phoneProblem(values.phone);
  if (phoneIssue) return refuse(400, t("search.request.badPhone"), { phone: phoneIssue });
  if (values.name.trim().length > LEAD_LIMITS.name) {
    return refuse(400, t("search.request.badName", { max: LEAD_LIMITS.name }), { name: "tooLong" });
  }
  // Issue 28, items 8 and 9: no lead without the visitor's own consent, whether the form was sent
  // by its button, by Enter in a field or by a script.
  if (!values.consent) return refuse(400, t("search.request.noConsent"), { consent: "required" });
  const hidden = (name: string) => textField(form, name).trim() || null;
  try {
    await services.charterClient.createSearchLead(
      {
        name: values.name.trim(),
        phone: values.phone.trim(),
        departure_airport: hidden("departure_airport"),
        arrival_airport: hidden("arrival_airport"),
        departure_datetime: hidden("departure_datetime"),
        departure_datetime_back: hidden("departure_datetime_back"),
        ...GIVEN_CONSENT,
      },
      { clientAddress },
    );
    return { status: 200, body: { ok: true } };
  } catch (error) {
    const failure = writeFailure(error, services.logger, "search request");
    const status = failureStatus(failure);
    if (failure.reason === "rate_limited") {
      return refuse(status, t("search.request.rateLimited", { count: failure.retryAfterMinutes ?? 1 }));
    }
    if (failure.reason !== "invalid") return refuse(status, t("search.request.unavailable"));
    // The phone and name were checked above; the API may still refuse one (a number that cannot
    // take calls) or a hidden route field that was tampered with.
    if (failure.fields.includes("phone"))
      return refuse(status, t("search.request.badPhone"), { phone: "invalid" });
    if (failure.fields.includes("name")) {
      return refuse(status, t("search.request.badName", { max: LEAD_LIMITS.name }), { name: "invalid" });
    }
    return refuse(status, t("search.request.badRoute"));
  }
}
