import { isCharterClientError, orderNumber, type WriteContext, type Card } from "~/charter";
import { CONSENT_VERSION } from "~/forms/consent";
import { loadFlight } from "~/flight/flight.server";
import { flightTitle } from "~/offers/flight-title";
import { languageFromPath, type Language } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { failureStatus, writeFailure, type WriteFailure } from "~/forms/write-failure.server";
import { flightPath } from "~/offers/address";
import { cardLegs } from "~/offers/card-facts";
import { airportCity, airportName, toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { currencyOf, currencyParam, totalIn, type Currency } from "~/offers/results";
import type { AppLoadContext } from "@remix-run/node";
import { phoneE164 } from "~/utils/phone";
import type {
  BookingFailure,
  BookingIntent,
  BookingResult,
  ConfirmationStep,
  DoneStep,
  RegistrationStep,
} from "./booking-result";
import { INTENTS } from "./booking-result";
import {
  isCompleteCode,
  orderPath,
  registrationErrors,
  type RegistrationErrors,
  type RegistrationFields,
} from "./fields";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/*
 * Ordering one card (issue 6 §1; spec §2 "Booking dialog", §4 "Booking", API.md "Writes"). One
 * action serves the dialog on the flight page (a fetcher posts to it) and the order page without
 * JavaScript (a plain form posts to it), and answers every post with the step to show next:
 *
 *   register → sendLoginSms → confirmation ("we sent a code to …")
 *   confirm  → confirmSms, then createPreOrder in the same request → done: the order's summary,
 *              its number and who answers next by when (issue 28, item 4)
 *   resend   → sendLoginSms again, once (spec §4: one re-request)
 *   edit     → the registration step again with what was typed (a wrong number, an expired code)
 *
 * The access token of confirmSms is used here and never sent to the browser. Whatever a client
 * posts is answered with a step and a 4xx status, never a 500 (API.md "Conventions").
 */

export type OrderServices = Pick<Services, "charterClient" | "charter" | "logger" | "env">;

/** What the order page shows above the form: the card being ordered. */
export interface OrderPageData {
  language: Language;
  card: Card;
  airports: Record<string, AirportSummary>;
  title: string;
  seo: { pathname: string; siteUrl: string };
}

/** GET `/flight/<id>/order/`: the card (the not-found page with 404 when unknown) and its title. */
export async function loadOrderPage(
  services: Services,
  request: Request,
  cardId: string,
): Promise<OrderPageData> {
  const language = languageFromPath(new URL(request.url).pathname);
  const flight = await loadFlight(services, request, cardId, language);
  const t = await remixI18n.getFixedT(request);
  return {
    language,
    card: flight.card,
    airports: flight.airports,
    title: t("booking.page.title", { flight: flightTitle(flight.card, flight.airports, language, t) }),
    seo: { pathname: orderPath(flight.card.id, language), siteUrl: services.env.SITE_URL },
  };
}

export interface OrderActionInput {
  request: Request;
  cardId: string;
  services: OrderServices;
  /** The visitor's address (the load context's `clientAddress`): the write limits count it. */
  clientAddress: string;
}

export interface OrderActionAnswer {
  status: number;
  body: BookingResult;
}

/** POST `/flight/<id>/order/`: one step of the booking; see the comment at the top. */
export async function orderAction({
  request,
  cardId,
  services,
  clientAddress,
}: OrderActionInput): Promise<OrderActionAnswer> {
  const language = languageFromPath(new URL(request.url).pathname);
  // A body that is not a form (a wrong content type, a broken upload) is an empty form: 400 below.
  const form = await request.formData().catch(() => new FormData());
  const fields = readFields(form);
  const intent = readIntent(form);
  const logger = services.logger.child({ component: "booking", cardId });
  const context: WriteContext = { clientAddress };
  const resendUsed = form.get("resend_used") === "1";
  // The currency the visitor saw on the flight page (decision 033), carried by every step's form:
  // the confirmation and the customer's messages quote the price in it.
  const currency = currencyOf(new URLSearchParams({ currency: text(form, "currency") }), language);

  if (intent === "edit") return { status: 200, body: registration(fields) };

  if (intent === "register") {
    const errors = registrationErrors(fields);
    if (Object.keys(errors).length > 0) return { status: 400, body: registration(fields, errors) };
    // Issue 6 "Abuse": a bot that filled the hidden field is told the code was sent; nothing is sent.
    if (isHoneypotFilled(form)) {
      logger.info("booking honeypot filled: nothing sent");
      return {
        status: 200,
        body: confirmation(fields, "sent", {
          resendAfterSeconds: services.env.LOGIN_CODE_RESEND_SECONDS,
        }),
      };
    }
  } else {
    // The later steps carry the phone in a hidden input; a changed or missing one starts again.
    const phone = registrationErrors(fields).phone;
    if (phone) return { status: 400, body: registration(fields, { phone }) };
  }

  const card = await readCard(services, cardId, logger);
  if (card === "unavailable") return unavailable(intent, fields, resendUsed);
  if (!card) {
    return {
      status: 404,
      body: { ...registration(fields), failure: { reason: "not_found" } },
    };
  }

  const login = {
    // E.164, the form the number is stored, counted and texted in (API.md "Conventions"); the
    // phone rule passed above, so the fallback is never taken.
    phone: phoneE164(fields.phone) ?? fields.phone.trim(),
    name: fields.name.trim(),
    email: fields.email.trim() || null,
    // The page the booking started from: the sales e-mail links it, and its language picks the
    // language of the text message (app/charter/ordering/messages.ts).
    // Its `?currency=` (when the visitor picked one) picks the currency of the customer's messages.
    url: pageUrl(services.env.SITE_URL, flightPath(card.id, language), currencyParam(currency, language)),
    // The registration schema refused a post without the ticked box (issue 28, item 8): the
    // person gave consent, to the text of this version.
    its_legal: true,
    consent_version: CONSENT_VERSION,
  };

  if (intent === "register" || intent === "resend") {
    try {
      const answer = await services.charterClient.sendLoginSms(login, context);
      return {
        status: 200,
        body: confirmation(fields, intent === "register" ? "sent" : "resent", {
          resendUsed: intent === "resend",
          resendAfterSeconds: answer.resend_after,
        }),
      };
    } catch (error) {
      const failure = writeFailure(error, logger, "booking: send login sms");
      const status = failureStatus(failure);
      if (failure.reason === "invalid") {
        return { status, body: registration(fields, fieldErrors(failure.fields)) };
      }
      const refusal = bookingFailure(failure, error);
      if (intent === "register") return { status, body: { ...registration(fields), failure: refusal } };
      return {
        status,
        body: confirmation(fields, failure.reason === "rate_limited" ? "resend_refused" : "failed", {
          resendUsed,
          failure: refusal,
        }),
      };
    }
  }

  // intent === "confirm"
  const code = String(form.get("code") ?? "").trim();
  if (!isCompleteCode(code)) {
    return { status: 400, body: confirmation(fields, "invalid_code", { resendUsed, code }) };
  }
  let accessToken: string;
  try {
    accessToken = (await services.charterClient.confirmSms({ code, phone: login.phone }, context))
      .access_token;
  } catch (error) {
    const failure = writeFailure(error, logger, "booking: confirm sms");
    const status = failureStatus(failure);
    switch (failure.reason) {
      case "wrong_code":
        return {
          status,
          body: confirmation(fields, "wrong_code", {
            resendUsed,
            code,
            ...(failure.attemptsLeft !== undefined ? { attemptsLeft: failure.attemptsLeft } : {}),
          }),
        };
      case "expired":
        return { status, body: confirmation(fields, "expired", { resendUsed, code }) };
      case "rate_limited":
        return {
          status,
          body: confirmation(fields, "locked", { resendUsed, code, failure: bookingFailure(failure, error) }),
        };
      case "invalid":
        if (failure.fields.includes("phone")) {
          return { status, body: registration(fields, fieldErrors(failure.fields)) };
        }
        return { status, body: confirmation(fields, "invalid_code", { resendUsed, code }) };
      default:
        return {
          status,
          body: confirmation(fields, "failed", { resendUsed, code, failure: { reason: "unavailable" } }),
        };
    }
  }

  try {
    const { preOrder } = await services.charterClient.createPreOrder(
      { accessToken, cardId: card.id },
      context,
    );
    logger.info("booking completed", { preOrder: preOrder.id });
    const done: DoneStep = {
      step: "done",
      orderNumber: orderNumber(preOrder.id),
      phone: login.phone,
      email: login.email,
      summary: doneSummary(services, card, language, currency),
      next: preOrder.next_step ? { by: preOrder.next_step.by, dueAt: preOrder.next_step.due_at } : null,
      placedAt: new Date().toISOString(),
    };
    return { status: 200, body: done };
  } catch (error) {
    // The code is spent: a retry needs a new one, which a new login gives (resend is free again).
    const failure = writeFailure(error, logger, "booking: create pre-order");
    return {
      status: failureStatus(failure),
      body: confirmation(fields, "failed", {
        resendUsed: false,
        codeUsed: true,
        failure:
          failure.reason === "not_found" || failure.reason === "rate_limited"
            ? bookingFailure(failure, error)
            : { reason: "unavailable" },
      }),
    };
  }
}

function pageUrl(siteUrl: string, path: string, query: string | undefined): string {
  const url = new URL(path, `${siteUrl}/`);
  if (query) url.search = query;
  return url.toString();
}

/** The order as the confirmation shows it: names in the page's language, the price in `currency`. */
function doneSummary(
  services: OrderServices,
  card: Card,
  language: Language,
  currency: Currency,
): DoneStep["summary"] {
  const summary = (icao: string): AirportSummary | null => {
    const airport = services.charter.airport(icao);
    return airport ? toAirportSummary(airport) : null;
  };
  const city = (icao: string) => {
    const airport = summary(icao);
    return airport ? airportCity(airport, language) : icao;
  };
  const label = (icao: string) => {
    const airport = summary(icao);
    return airport ? `${airportName(airport, language)}, ${airport.iata || airport.icao}` : icao;
  };
  return {
    aircraftType: card.aircraft_type,
    tail: card.aircraft,
    isEmptyLeg: card.is_empty_leg,
    // Every leg, named as everywhere else (issue 29, item 1: a third leg is «Перелёт 3», not «Обратно»).
    legs: cardLegs(card).map(({ kind, number, route }) => ({
      kind,
      number,
      fromCity: city(route.departure_airport),
      toCity: city(route.arrival_airport),
      fromAirport: label(route.departure_airport),
      toAirport: label(route.arrival_airport),
      departsLocal: route.departure_date_local,
      arrivesLocal: route.arrival_date_local,
      passengers: route.pax,
    })),
    price: { amount: totalIn(card, currency), currency },
  };
}

function readIntent(form: FormData): BookingIntent {
  const value = form.get("intent");
  return INTENTS.find((intent) => intent === value) ?? "register";
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The registration fields as posted; the consent checkbox posts "on" when checked. */
function readFields(form: FormData): RegistrationFields {
  const consent = form.get("consent");
  return {
    name: text(form, "name"),
    phone: text(form, "phone"),
    email: text(form, "email"),
    consent: consent === "on" || consent === "1" || consent === "true",
  };
}

function registration(fields: RegistrationFields, errors: RegistrationErrors = {}): RegistrationStep {
  return { step: "registration", fields, errors, failure: null };
}

function confirmation(
  fields: RegistrationFields,
  event: ConfirmationStep["event"],
  extra: Partial<Omit<ConfirmationStep, "step" | "fields" | "event">> = {},
): ConfirmationStep {
  return {
    step: "confirmation",
    fields,
    event,
    resendUsed: false,
    resendAfterSeconds: 0,
    code: "",
    failure: null,
    ...extra,
  };
}

/** A write that failed with a fault of ours, answered on the step the visitor was on. */
function unavailable(
  intent: BookingIntent,
  fields: RegistrationFields,
  resendUsed: boolean,
): OrderActionAnswer {
  const failure: BookingFailure = { reason: "unavailable" };
  if (intent === "register") return { status: 503, body: { ...registration(fields), failure } };
  return { status: 503, body: confirmation(fields, "failed", { resendUsed, failure }) };
}

/**
 * The API's refused fields in the form's terms. The form's own rules, the contract's too
 * (app/utils/phone.ts), passed before the call, so a refused phone is one the API cannot text.
 */
function fieldErrors(fields: string[]): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of fields) {
    if (field === "phone") errors.phone = "unreachable";
    else if (field === "name") errors.name = "control";
    else if (field === "email") errors.email = "format";
    else if (field === "its_legal") errors.consent = "required";
  }
  return errors;
}

function bookingFailure(failure: WriteFailure, error: unknown): BookingFailure {
  if (failure.reason === "rate_limited") {
    // Retry-After in seconds: a re-request waits half a minute, a locked address up to a quarter
    // of an hour (decision 016).
    const seconds = isCharterClientError(error) && error.retryAfter ? error.retryAfter : undefined;
    return {
      reason: "rate_limited",
      retryAfterSeconds: seconds ?? (failure.retryAfterMinutes ?? 1) * 60,
    };
  }
  if (failure.reason === "not_found") return { reason: "not_found" };
  return { reason: "unavailable" };
}

/** The card being ordered; null when unknown or malformed, "unavailable" when the engine failed. */
async function readCard(
  services: OrderServices,
  cardId: string,
  logger: OrderServices["logger"],
): Promise<Card | null | "unavailable"> {
  try {
    return await services.charterClient.card(cardId);
  } catch (error) {
    if (isCharterClientError(error) && error.status >= 400 && error.status < 500) return null;
    logger.error("booking: card unavailable", { error });
    return "unavailable";
  }
}
