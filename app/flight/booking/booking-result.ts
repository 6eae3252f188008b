import type { RegistrationErrors, RegistrationFields } from "./fields";

/*
 * What the order action answers, step by step (spec §4 "Booking: registration, confirmation,
 * confirmed"). The dialog reads it from its fetcher and the order page from its action data, so
 * the one action serves both. The steps carry what the visitor typed back to the page (name,
 * phone, e-mail as hidden inputs of the next form), so no session is needed and nothing typed is
 * lost on an error.
 */

/** The form's `intent`: which step the post belongs to. */
export const INTENTS = ["register", "confirm", "resend", "edit"] as const;
export type BookingIntent = (typeof INTENTS)[number];

/** A refusal the visitor cannot fix in a field: a limit, a fault of ours, a card gone. */
export interface BookingFailure {
  /** `network`: the browser could not reach the server (set in the browser, never by the action). */
  reason: "rate_limited" | "unavailable" | "not_found" | "network";
  /** On rate_limited: seconds until the limit lets the visitor try again (Retry-After). */
  retryAfterSeconds?: number;
}

export interface RegistrationStep {
  step: "registration";
  fields: RegistrationFields;
  errors: RegistrationErrors;
  failure: BookingFailure | null;
}

/**
 * What happened on the confirmation step:
 * - `sent`: the registration was accepted and the first code sent (goal BOOKING_FORM, spec §7);
 * - `resent`: the one re-request of spec §4 was spent and a new code sent;
 * - `invalid_code`: not four digits; `wrong_code`: refused, with `attemptsLeft` (API.md 401); at 0
 *   the code is dead and the visitor asks for a new one, which starts a new login (decision 016);
 * - `expired`: the code is past its five minutes or was used (API.md 410, told only to the address
 *   that asked for the code);
 * - `locked`: too many wrong codes or tries from this address (API.md 429 on confirm, decision 016);
 * - `resend_refused`: a re-request refused by a limit (API.md 429 on send), with the wait;
 * - `failed`: a fault of ours (503), or the pre-order refused after a good code (`codeUsed`).
 */
export type ConfirmationEvent =
  "sent" | "resent" | "invalid_code" | "wrong_code" | "expired" | "locked" | "resend_refused" | "failed";

export interface ConfirmationStep {
  step: "confirmation";
  fields: RegistrationFields;
  event: ConfirmationEvent;
  /** Spec §4: the code may be requested again once; after that the button is disabled. */
  resendUsed: boolean;
  /** Seconds from this answer until the re-request is accepted (API.md `resend_after`). */
  resendAfterSeconds: number;
  /** On wrong_code: tries left for this code (API.md `attempts_left`). */
  attemptsLeft?: number;
  /** The code as typed, kept on a refusal. */
  code: string;
  failure: BookingFailure | null;
  /** The code was accepted but the pre-order was not stored: a new code is needed to retry. */
  codeUsed?: boolean;
}

/** One leg of the order as the confirmation shows it: names in the page's language, local times. */
export interface DoneLeg {
  /** A return's direction, or a numbered leg of a longer trip (issue 29, item 1; decision 046). */
  kind: "there" | "back" | "leg";
  /** The leg's number, from 1. */
  number: number;
  /** "Москва" / "Moscow"; the ICAO code for an airport the engine does not know. */
  fromCity: string;
  toCity: string;
  /** "Внуково, VKO" */
  fromAirport: string;
  toAirport: string;
  /** Airport-local, API.md `departure_date_local` / `arrival_date_local`. */
  departsLocal: string;
  arrivesLocal: string;
  passengers: number;
}

/** What was ordered (issue 28, item 4): the aircraft, the legs and the price the visitor saw. */
export interface DoneSummary {
  aircraftType: string;
  /** The registration mark, which the flight page shows too. */
  tail: string;
  isEmptyLeg: boolean;
  legs: DoneLeg[];
  /** The whole aircraft, all legs, in the currency of the page the visitor ordered from. */
  price: { amount: number; currency: "rub" | "usd" | "eur" };
}

export interface DoneStep {
  step: "done";
  /**
   * The order number (issue 28, item 5): the pre-order's id as the console shows, finds and sends
   * it (app/charter/order-number.ts), the one number the customer is given.
   */
  orderNumber: string;
  phone: string;
  /** The e-mail the confirmation went to too; null when none was given. */
  email: string | null;
  summary: DoneSummary;
  /**
   * Who answers next and by when (API.md PreOrder `next_step`, decision 042): the operator's due
   * time for a marketplace operator's aircraft, else our manager's first call. Null when the
   * charter API did not say (an external one may not).
   */
  next: { by: "operator" | "manager"; dueAt: string } | null;
  /** When the order was placed (UTC ISO): the due time names its date only on another day. */
  placedAt: string;
}

export type BookingResult = RegistrationStep | ConfirmationStep | DoneStep;

/**
 * The registration step's start. The consent box starts unticked (issue 28, item 8): 152-FZ wants
 * consent given by the person, which wins over spec §5's "consent starts checked".
 */
export const EMPTY_FIELDS: RegistrationFields = { name: "", phone: "", email: "", consent: false };
