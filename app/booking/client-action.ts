import type { ClientActionFunctionArgs } from "@remix-run/react";
import { EMPTY_FIELDS, INTENTS, type BookingFailure, type BookingResult } from "./booking-result";
import type { RegistrationFields } from "./fields";

/**
 * The order route's `clientAction` (issue 6 §5: a failed call shows a clear message with a way to
 * retry, never silence). A fetcher that cannot reach the server, or gets something that is not the
 * action's answer (a proxy's error page), would otherwise throw into the flight page's error
 * boundary and replace the page under the dialog; here it becomes the step the visitor was on,
 * with what they typed and a message. The action's own answers, refusals included, pass through.
 * Without JavaScript this never runs: the browser posts to the server action.
 */
export async function bookingClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // Read before the call, which consumes the request's body.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  try {
    return await serverAction<BookingResult>();
  } catch (error) {
    // fetch() rejects with a TypeError when the network fails; anything else came from a server.
    return unreachedResult(error instanceof TypeError ? "network" : "unavailable", form);
  }
}

/** The step a post came from, with its fields, saying that the server was not reached. */
export function unreachedResult(reason: "network" | "unavailable", form: FormData): BookingResult {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
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
