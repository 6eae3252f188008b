import type { AppDatabase } from "~/db/client.server";
import { toLocalIso } from "../engine/local-time";
import { currentRates } from "../market.server";

/**
 * How old the exchange rates are (issue 26, item 8: "when the Bank of Russia's rates are more than
 * 2 days old, the console's overview says so and `/metrics` exports `rates_age_days`").
 *
 * What "old" means here: whole Moscow calendar days from the rates' own date (the `Date` of the
 * bank's file, the day they are set for) to today in Moscow, where the bank sets them. Not the time
 * they were fetched: rates fetched an hour ago can still be a week old. Rates dated tomorrow, which
 * the bank publishes in the afternoon before, are 0 days old, not -1.
 *
 * Why "more than 2 days" is the line: the bank sets rates on working days, each for the next day,
 * and those set on Friday are dated Saturday and stand through Sunday and Monday. On Monday, before
 * the bank sets Tuesday's, the newest rates are Saturday's: 2 days old, and nothing is wrong. Over
 * 2 days means a working day's rates are missing: a refresher that stopped after storing Tuesday's
 * is flagged on Friday, when they are 3 days old. The rule knows no holiday calendar: over the New
 * Year holidays and long May weekends the bank sets nothing for more than 2 days, the rates are as
 * current as they can be, and the warning still shows; its text says so.
 */
export const RATES_STALE_AFTER_DAYS = 2;

const DAY_MS = 86_400_000;

/** The Moscow calendar day of an instant, `YYYY-MM-DD`. */
function moscowDay(instant: Date): string {
  return toLocalIso(instant, "Europe/Moscow").slice(0, 10);
}

/** Whole Moscow calendar days from a `YYYY-MM-DD` rates date to `now`; 0 for today's or tomorrow's. */
export function ratesAgeDays(ratesDate: string, now: Date): number {
  const days = (Date.parse(`${moscowDay(now)}T00:00:00Z`) - Date.parse(`${ratesDate}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, Math.round(days));
}

export interface RatesAge {
  /** `YYYY-MM-DD`: the day the rates prices are converted at are set for (API.md `rates_date`). */
  date: string;
  ageDays: number;
  /** More than {@link RATES_STALE_AFTER_DAYS} days old. */
  stale: boolean;
}

/**
 * The age of the rates prices use now: the newest stored euro and dollar rates, or the shipped
 * ones while none are stored (`currentRates`, the same the search and the pages' rates date read).
 */
export async function loadRatesAge(db: AppDatabase, now: Date): Promise<RatesAge> {
  const { date } = await currentRates(db);
  const ageDays = ratesAgeDays(date, now);
  return { date, ageDays, stale: ageDays > RATES_STALE_AFTER_DAYS };
}
