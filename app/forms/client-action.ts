import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { LeadAnswer } from "./lead-rules";

/** Why the browser got no answer from the action: no connection, or not the action's answer. */
export type UnreachedReason = "network" | "unavailable";

/**
 * A lead form's route `clientAction` (issue 6 §5: a failed call shows a clear message with a way to
 * retry, never silence). With JavaScript a fetcher that cannot reach the server, or gets an answer
 * that is not the action's (a proxy's error page, a crash), would otherwise throw into the route's
 * error boundary and replace the page; here it becomes an answer the form words, built by
 * `unreached` from what was posted. The server's own answers, refusals included, pass through
 * unchanged. Without JavaScript this never runs: the browser posts the form to the server action.
 */
export async function reachServer<A>(
  { request, serverAction }: ClientActionFunctionArgs,
  unreached: (reason: UnreachedReason, form: FormData) => A,
): Promise<A> {
  // Copied before the call, which reads the request's body.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  try {
    return (await serverAction<A>()) as A;
  } catch (error) {
    // fetch() rejects with a TypeError when the network fails; anything else came from a server.
    return unreached(error instanceof TypeError ? "network" : "unavailable", form);
  }
}

/** The text values of `fields` in a posted form ("" for a missing one). */
export function postedValues<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<F, string>;
}

/** `reachServer` for the callback widget and the partner form, whose answers are `LeadAnswer`s. */
export function leadClientAction<F extends string>(
  args: ClientActionFunctionArgs,
  fields: readonly F[],
): Promise<LeadAnswer<F>> {
  return reachServer<LeadAnswer<F>>(args, (reason, form) => ({
    ok: false,
    reason,
    problems: {},
    values: postedValues(form, fields),
  }));
}
