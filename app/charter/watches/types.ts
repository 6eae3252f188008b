/**
 * Empty-leg watches (issue 29, item 2; docs/decisions/047-empty-leg-watches.md): what a visitor
 * asks to be told of, and the shapes the pages, the console and the API read. Browser-safe: no
 * server module is imported here.
 */

/** One end of a watched route: an airport, a city, a country, or anywhere. */
export type WatchPlace =
  | { kind: "airport"; icao: string }
  | { kind: "city"; city: string; country: string }
  | { kind: "country"; country: string }
  | { kind: "anywhere" };

/** How far a leg's airport may be from the one asked for and still count (issue 29). */
export const NEAR_KM = 200;

/** A watch lives at most this long, whatever its window (issue 29). */
export const WATCH_MAX_DAYS = 90;

/**
 * How far ahead a rolling window may look: no further than a watch lives. With the party below,
 * here rather than beside the API's schema (contract/watches.ts), so the forms in the browser read
 * them without building the schema (issue 28, item 12).
 */
export const WATCH_MAX_DAYS_AHEAD = WATCH_MAX_DAYS;
/** The party a watch may ask for: the largest cabin this marketplace sells seats 19. */
export const WATCH_MAX_PAX = 19;

/** At most this many messages a watch sends in 24 hours (issue 29). */
export const WATCH_MESSAGES_PER_DAY = 10;

/** An unconfirmed watch is forgotten after this many days. */
export const WATCH_CONFIRM_DAYS = 7;

export type WatchChannel = "email" | "telegram";
export type WatchStatus = "pending" | "active" | "unsubscribed" | "expired" | "deleted";
export type WatchLanguage = "ru" | "en";

/** A place as a page shows it, in both languages. */
export interface PlaceView {
  place: WatchPlace;
  ru: string;
  en: string;
}

/** A watch as the manage page, the confirmation page and the console see it. */
export interface WatchView {
  id: string;
  channel: WatchChannel;
  status: WatchStatus;
  language: WatchLanguage;
  from: PlaceView;
  to: PlaceView;
  /** The window asked for: fixed dates (local days, inclusive) or a rolling number of days. */
  date_from: string | null;
  date_to: string | null;
  days_ahead: number | null;
  pax: number;
  max_price_eur: number | null;
  created_at: string;
  confirmed_at: string | null;
  /** When it stops by itself: the end of its window, or 90 days after it was made. */
  expires_at: string;
}

/** What POST /api/watches answers (202): the watch waits for its confirmation. */
export interface WatchCreated {
  id: string;
  status: "pending";
  channel: WatchChannel;
  /** Telegram only: the bot's deep link that confirms the watch when the visitor presses Start. */
  telegram_url: string | null;
}

/** The console's view of watches (supervisors only). */
export interface WatchesOverview {
  routes: Array<{ from: PlaceView; to: PlaceView; active: number; pending: number }>;
  totals: {
    active: number;
    pending: number;
    email: number;
    telegram: number;
    sent_7d: number;
    sent_30d: number;
    sent_total: number;
    unsubscribed_30d: number;
    unsubscribed_total: number;
    expired_total: number;
  };
}
