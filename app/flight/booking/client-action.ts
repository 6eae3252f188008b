import type { ClientActionFunctionArgs } from "@remix-run/react";
import { postedValues, reachServer, type UnreachedReason } from "~/forms/client-action";
import { EMPTY_FIELDS, INTENTS, type BookingFailure, type BookingResult } from "./booking-result";
import type { RegistrationFields } from "./fields";

/**
 * The order route's `clientAction` (issue 6 §5: a failed call shows a clear message with a way to
 * retry, never silence): the lead forms' `reachServer`, answering a post that never reached the
 * server with the step the visitor was on, what they typed and a message, instead of throwing
 * into the flight page's error boundary under the dialog. Without JavaScript this never runs.
 */
export function bookingClientAction(args: ClientActionFunctionArgs) {
  return reachServer<BookingResult>(args, unreachedResult);
}

/** The step a post came from, with its fields, saying that the server was not reached. */
export function unreachedResult(reason: UnreachedReason, form: FormData): BookingResult {
  const posted = postedValues(form, ["intent", "name", "phone", "email", "consent", "resend_used", "code"]);
  const text = (name: keyof typeof posted) => posted[name];
  const fields: RegistrationFields = {
    ...EMPTY_FIELDS,
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    consent: text("consent") !== "",
  };
  const failure: BookingFailure = { reason };
  const intent = INTENTS.find((candidate) => candidate === text("intent")) ?? "register";
  if (intent === "register" || intent === "edit") {
    return { step: "registration", fields, errors: {}, failure };
  }
  return {
    step: "confirmation",
    fields,
    event: "failed",
    resendUsed: text("resend_used") === "1",
    resendAfterSeconds: 0,
    code: text("code"),
    failure,
  };
}
