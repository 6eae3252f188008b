import type { CharterClient, WatchInput } from "~/charter";
import { languageFromPath } from "~/utils/language";
import type { Logger } from "~/utils/logger.server";
import { GIVEN_CONSENT } from "./consent";
import { readForm } from "./form.server";
import { isHoneypotFilled } from "./honeypot";
import { resolveWatchPlace } from "./watch-place.server";
import {
  apiWatchProblems,
  checkWatch,
  maskedEmail,
  readWatchValues,
  type WatchProblems,
  type WatchValues,
} from "./watch-rules";
import { failureStatus, writeFailure } from "./write-failure.server";

/**
 * The action of the watch form (issue 29, item 2), wherever it was posted from: the full page
 * /watches/new/, the block on /el/. It checks the form's rules, resolves the places, and sends the
 * watch through `charterClient.createWatch` (POST /api/watches), which stores it pending and, for
 * e-mail, queues the confirmation e-mail (double opt-in). The answer is the status and what the
 * page renders: "check your inbox" or the Telegram link, or the reasons by field with every value
 * kept.
 */
export interface WatchActionServices {
  charterClient: Pick<CharterClient, "createWatch" | "airports">;
  watches: { readonly telegram: boolean };
  logger: Logger;
}

export type WatchAnswer =
  | { ok: true; channel: "email"; email: string }
  | { ok: true; channel: "telegram"; telegramUrl: string | null }
  | {
      ok: false;
      reason: "invalid" | "rate_limited" | "unavailable";
      problems: WatchProblems;
      values: WatchValues;
      retryAfterMinutes?: number;
    };

export async function subscribeWatch(
  request: Request,
  services: WatchActionServices,
  clientAddress: string,
): Promise<{ status: number; body: WatchAnswer }> {
  const language = languageFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const values = readWatchValues(form);
  // Issue 6 "Abuse": a filled honeypot is answered as a success and nothing is stored.
  if (isHoneypotFilled(form)) {
    services.logger.info("watch dropped by the honeypot");
    return { status: 200, body: { ok: true, channel: "email", email: maskedEmail(values.email) } };
  }
  const refused = (problems: WatchProblems) => ({
    status: 400,
    body: { ok: false as const, reason: "invalid" as const, problems, values },
  });
  const checked = checkWatch(values, { telegram: services.watches.telegram });
  if (!checked.ok) return refused(checked.problems);
  const { data } = checked;
  const [from, to] = await Promise.all([
    resolveWatchPlace(services.charterClient, data.from),
    resolveWatchPlace(services.charterClient, data.to),
  ]);
  const placeProblems: WatchProblems = {};
  if (!from.ok) placeProblems.from = from.problem;
  if (!to.ok) placeProblems.to = to.problem;
  if (!from.ok || !to.ok) return refused(placeProblems);
  const input: WatchInput = {
    ...data.contact,
    from: from.place,
    to: to.place,
    ...data.window,
    pax: data.pax,
    ...(data.max_price_eur !== null ? { max_price_eur: data.max_price_eur } : {}),
    language,
    // The schema refused a post without the ticked box (decision 031).
    ...GIVEN_CONSENT,
  };
  try {
    const created = await services.charterClient.createWatch(input, { clientAddress });
    return {
      status: 200,
      body:
        created.channel === "telegram"
          ? { ok: true, channel: "telegram", telegramUrl: created.telegram_url }
          : {
              ok: true,
              channel: "email",
              email: maskedEmail("email" in data.contact ? data.contact.email : ""),
            },
    };
  } catch (error) {
    const { fields, ...failure } = writeFailure(error, services.logger, "watch");
    const reason =
      failure.reason === "rate_limited"
        ? "rate_limited"
        : failure.reason === "unavailable"
          ? "unavailable"
          : "invalid";
    return {
      status: failureStatus({ fields, ...failure }),
      body: {
        ok: false,
        reason,
        problems: apiWatchProblems(fields),
        values,
        ...(failure.retryAfterMinutes !== undefined ? { retryAfterMinutes: failure.retryAfterMinutes } : {}),
      },
    };
  }
}
