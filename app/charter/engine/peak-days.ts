import { localDayNumber } from "./local-time";

/**
 * Peak days (issue 26, item 6): the dates when demand outruns the fleet, kept as data (the console
 * edits them, the database stores them; the engine reads them through `Market.peakDays`). On a peak
 * day operators charge a surcharge and ask for longer notice; jet-card programmes publish the same
 * (5–20% on their peak-day calendars, up to 40–67% at the New Year), and so does a charter desk.
 *
 * A period covers whole local days from `from` to `to` inclusive, at every airport or only at the
 * airports listed (the summer season at resort airports).
 */
export interface PeakPeriod {
  id: string;
  name: { ru: string; en: string };
  /** First and last day, `YYYY-MM-DD`, inclusive, in the departure airport's local time. */
  from: string;
  to: string;
  /** ICAO codes of the airports it applies at; empty, at every airport. */
  airports: readonly string[];
}

/** An operator's terms on peak days: a share added to the flight time, and its notice. */
export interface PeakTerms {
  surchargeShare: number;
  noticeMinutes: number;
}

/**
 * Defaults: 15% on the flight time of a leg leaving on a peak day, within the 5–20% the jet-card
 * calendars publish, and 24 hours' notice, where those programmes ask for 48–96 hours on peak days
 * against 10–24 on others. Set per operator (`MarketAircraft.peak`, issue 27).
 */
export const DEFAULT_PEAK_TERMS: PeakTerms = { surchargeShare: 0.15, noticeMinutes: 24 * 60 };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** A calendar of peak periods, looked up by airport and instant. */
export class PeakCalendar {
  private readonly entries: readonly {
    period: PeakPeriod;
    first: number;
    last: number;
    at: Set<string> | null;
  }[];

  constructor(periods: readonly PeakPeriod[]) {
    this.entries = periods.map((period) => ({
      period,
      first: dayNumber(period.from),
      last: dayNumber(period.to),
      at: period.airports.length > 0 ? new Set(period.airports) : null,
    }));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The periods it was made of (the pricing workers rebuild it from them, issue 26 item 11). */
  get periods(): readonly PeakPeriod[] {
    return this.entries.map((entry) => entry.period);
  }

  /** The peak period a departure from the airport at that instant falls in, if any. */
  at(airport: { icao: string; tz: string }, instantMs: number): PeakPeriod | undefined {
    if (this.entries.length === 0) return undefined;
    const day = localDayNumber(instantMs, airport.tz);
    for (const { period, first, last, at } of this.entries) {
      if (day >= first && day <= last && (!at || at.has(airport.icao))) return period;
    }
    return undefined;
  }
}

export const NO_PEAK_DAYS = new PeakCalendar([]);
