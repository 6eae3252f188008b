import type { WatchView } from "~/charter";
import type { WatchWindow } from "~/forms/watch-rules";
import type { Language } from "~/utils/language";

/**
 * A watch as the watch pages show it (issue 29, item 2): the route in the page's language
 * («Внуково (VKO) → Сочи»), the window, passengers, the price cap and when it ends. Only what the
 * page renders reaches the browser: no tokens, no contact.
 */
export interface WatchSummary {
  id: string;
  route: string;
  window: WatchWindow;
  pax: number;
  maxPriceEur: number | null;
  /** The Moscow day it ends, `YYYY-MM-DD`. */
  expiresOn: string;
  pending: boolean;
}

export function watchSummary(watch: WatchView, language: Language): WatchSummary {
  return {
    id: watch.id,
    route: `${watch.from[language]} → ${watch.to[language]}`,
    window:
      watch.days_ahead !== null
        ? { days_ahead: watch.days_ahead }
        : { date_from: watch.date_from ?? "", date_to: watch.date_to ?? "" },
    pax: watch.pax,
    maxPriceEur: watch.max_price_eur,
    // The end instant is midnight Moscow time after the last day: the day before it is the last.
    expiresOn: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(
      new Date(Date.parse(watch.expires_at) - 1),
    ),
    pending: watch.status === "pending",
  };
}
