import type { ClientActionFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { searchRequestClientAction } from "~/search/search-request-form";
import { leadClientAction } from "~/forms/client-action";
import { PARTNER_FIELDS } from "~/forms/lead-rules";

/** A fetcher's POST as a route's clientAction receives it; the server call reads the body, as Remix's does. */
function args(fields: Record<string, string>, answer: () => Promise<unknown>): ClientActionFunctionArgs {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/partners", { method: "POST", body });
  const serverAction = (async () => {
    await request.formData();
    return answer();
  }) as ClientActionFunctionArgs["serverAction"];
  return { request, params: {}, serverAction };
}

const typed = {
  intent: "partner-enquiry",
  name: "Ирина",
  contact: "irina@aero.ru",
  message: "Два Challenger 850",
};

describe("a lead form's clientAction (issue 6 §5: never silence)", () => {
  it("passes the server's answers through, refusals included", async () => {
    const refusal = { ok: false, reason: "rate_limited", problems: {}, values: typed, retryAfterMinutes: 7 };
    expect(
      await leadClientAction(
        args(typed, async () => refusal),
        PARTNER_FIELDS,
      ),
    ).toEqual(refusal);
    expect(
      await leadClientAction(
        args(typed, async () => ({ ok: true })),
        PARTNER_FIELDS,
      ),
    ).toEqual({ ok: true });
  });

  it("answers a lost connection in the form's terms, keeping what was typed", async () => {
    const lost = args(typed, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await leadClientAction(lost, PARTNER_FIELDS)).toEqual({
      ok: false,
      reason: "network",
      problems: {},
      values: { name: "Ирина", contact: "irina@aero.ru", message: "Два Challenger 850" },
    });
  });

  it("answers anything else that is not the action's answer as the service being unavailable", async () => {
    const crashed = args({ phone: "+79991234567" }, () =>
      Promise.reject(new Error("Unexpected Server Error")),
    );
    expect(await leadClientAction(crashed, ["phone"])).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("does the same for the not-found form", async () => {
    const lost = args({ name: "Олег", phone: "+79991234567", consent: "on" }, () =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    // The consent box comes back ticked as it was sent (issue 28, item 8).
    expect(await searchRequestClientAction(lost)).toEqual({
      ok: false,
      reason: "network",
      values: { name: "Олег", phone: "+79991234567", consent: "on" },
    });
  });
});
