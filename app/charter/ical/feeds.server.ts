import { and, count, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Airport } from "../airports/airports";
import { recordAudit } from "../console/audit.server";
import type { SupplyScope } from "../console/scope";
import { operatorInScope } from "../operator-api/keys.server";
import { changed, syncBlocks, type SyncCounts, type WantedBlock } from "../operator-api/sync-blocks.server";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, availabilityBlocks } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { FEED_LIMITS, FeedError, feedUrlProblem, fetchFeed } from "./fetch.server";
import { parseICalendar, type ICalEvent } from "./parse";

/**
 * Aircraft calendar feeds (issue 27, item 4; docs/decisions/037): an operator gives an aircraft
 * the URL of the iCalendar feed its scheduling system publishes; the server polls it (every
 * ICAL_POLL_INTERVAL_MINUTES) and keeps the aircraft's `source='ical'` blocks equal to the feed's
 * busy events in the next twelve months, keyed by UID (and RECURRENCE-ID). A failed poll keeps the
 * blocks it had and stores its reason, which the operator sees beside the URL.
 */
export const FEED_HORIZON_MONTHS = 12;
const NOTE_MAX = 500;

// ---------------------------------------------------------------------------------------------
// Setting the URL (the console)

export interface FeedContext {
  db: AppDatabase;
  staffId: string;
  clientAddress: string | null;
  now: Date;
  invalidate: () => void;
}

export type FeedErrorCode = "too_long" | "url_invalid" | "url_scheme" | "not_found";

export interface FeedStatus {
  tailNumber: string;
  operatorId: string;
  url: string | null;
  polledAt: Date | null;
  error: string | null;
  /** Blocks in force or ahead that the feed made. */
  blocks: number;
}

/** The aircraft's feed as its page shows it; null when unknown or outside the scope (a 404). */
export async function feedStatus(
  db: Pick<AppDatabase, "select">,
  scope: SupplyScope,
  tailNumber: string,
  now: Date,
): Promise<FeedStatus | null> {
  const [row] = await db
    .select()
    .from(aircraft)
    .where(and(eq(aircraft.tailNumber, tailNumber), operatorInScope(aircraft.operatorId, scope)));
  if (!row) return null;
  const [blocks] = await db
    .select({ n: count() })
    .from(availabilityBlocks)
    .where(
      and(
        eq(availabilityBlocks.tailNumber, tailNumber),
        eq(availabilityBlocks.source, "ical"),
        isNull(availabilityBlocks.cancelledAt),
        gt(availabilityBlocks.endsAt, now),
      ),
    );
  return {
    tailNumber: row.tailNumber,
    operatorId: row.operatorId,
    url: row.icalUrl,
    polledAt: row.icalPolledAt,
    error: row.icalError,
    blocks: blocks?.n ?? 0,
  };
}

/**
 * Sets (or, blank, removes) an aircraft's feed URL. A new URL is polled at the next run; removing
 * the feed lifts the blocks it made, since nothing keeps them true any more.
 */
export async function setFeedUrl(
  context: FeedContext,
  scope: SupplyScope,
  tailNumber: string,
  value: string,
): Promise<{ ok: true } | { ok: false; error: FeedErrorCode }> {
  const url = value.trim();
  const problem = url === "" ? null : feedUrlProblem(url);
  if (problem) return { ok: false, error: problem as FeedErrorCode };
  const lifted = await context.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(aircraft)
      .where(and(eq(aircraft.tailNumber, tailNumber), operatorInScope(aircraft.operatorId, scope)))
      .for("update");
    if (!before) return null;
    await tx
      .update(aircraft)
      .set({
        icalUrl: url || null,
        icalEtag: null,
        icalLastModified: null,
        icalPolledAt: null,
        icalError: null,
      })
      .where(eq(aircraft.tailNumber, tailNumber));
    await recordAudit(tx, {
      staffId: context.staffId,
      action: "aircraft.feed",
      entity: "aircraft",
      entityId: tailNumber,
      before: { icalUrl: before.icalUrl },
      after: { icalUrl: url || null },
      clientAddress: context.clientAddress,
      at: context.now,
    });
    if (url) return 0;
    const { counts } = await syncBlocks(tx, {
      tailNumber,
      source: "ical",
      wanted: [],
      apiKeyId: null,
      clientAddress: context.clientAddress,
      now: context.now,
    });
    return counts.removed;
  });
  if (lifted === null) return { ok: false, error: "not_found" };
  if (lifted > 0) context.invalidate();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Polling

export interface PollDeps {
  db: AppDatabase;
  airport: (icao: string) => Airport | undefined;
  invalidate: () => void;
  logger: Logger;
  allowPrivate: boolean;
  now: () => Date;
  /** Per-request limits (tests shorten them). */
  timeoutMs?: number;
  maxBytes?: number;
}

export type PollOutcome =
  | { tailNumber: string; status: "not_modified" }
  | { tailNumber: string; status: "updated"; counts: SyncCounts; skipped: number; recurring: number }
  | { tailNumber: string; status: "failed"; error: string };

const ICAO_WORD = /\b[A-Z]{4}\b/g;
/** An event that names maintenance (in English or Russian) blocks as maintenance, others as busy. */
const MAINTENANCE = /(?:^|[^\p{L}])(?:maint\w*|[acd]-check|ТО|техобслуживани\p{L}*)(?:[^\p{L}]|$)/iu;

/**
 * Where the aircraft is during an event: the LOCATION when it is an airport's ICAO code, else the
 * last ICAO code of an airport named in the location, summary or description (a trip "UUWW-LFPB"
 * ends at LFPB), else the aircraft's home base.
 */
export function eventAirport(
  event: Pick<ICalEvent, "summary" | "location" | "description">,
  airport: (icao: string) => Airport | undefined,
  homeBase: string,
): string {
  const location = event.location.trim().toUpperCase();
  if (/^[A-Z]{4}$/.test(location) && airport(location)) return location;
  const named =
    `${event.location} ${event.summary} ${event.description}`.toUpperCase().match(ICAO_WORD) ?? [];
  const known = named.filter((code) => airport(code));
  return known[known.length - 1] ?? homeBase;
}

/** The feed's busy events in the horizon as blocks. */
export function feedBlocks(
  events: ICalEvent[],
  options: { now: Date; homeBase: string; airport: (icao: string) => Airport | undefined },
): WantedBlock[] {
  const horizon = new Date(options.now);
  horizon.setUTCMonth(horizon.getUTCMonth() + FEED_HORIZON_MONTHS);
  const byId = new Map<string, WantedBlock>();
  for (const event of events) {
    if (!event.busy || event.end <= options.now || event.start >= horizon) continue;
    const externalId = event.recurrenceId ? `${event.uid}#${event.recurrenceId}` : event.uid;
    const text = event.summary || event.description;
    // The last of a repeated UID wins, as a calendar client shows the newest copy.
    byId.set(externalId, {
      externalId,
      kind: MAINTENANCE.test(text) ? "maintenance" : "busy",
      airportIcao: eventAirport(event, options.airport, options.homeBase),
      startsAt: event.start,
      endsAt: event.end,
      note: text ? text.slice(0, NOTE_MAX) : null,
    });
  }
  return [...byId.values()];
}

/**
 * Polls one aircraft's feed now and brings its blocks in line. Never throws for the feed's fault:
 * a failure is stored on the aircraft (`ical_error`) and answered.
 */
export async function pollFeed(deps: PollDeps, tailNumber: string): Promise<PollOutcome> {
  const now = deps.now();
  const [plane] = await deps.db.select().from(aircraft).where(eq(aircraft.tailNumber, tailNumber));
  if (!plane?.icalUrl) return { tailNumber, status: "failed", error: "no feed" };
  const fail = async (error: string): Promise<PollOutcome> => {
    await deps.db
      .update(aircraft)
      .set({ icalPolledAt: now, icalError: error.slice(0, 500) })
      .where(eq(aircraft.tailNumber, tailNumber));
    return { tailNumber, status: "failed", error };
  };
  let fetched;
  try {
    fetched = await fetchFeed(plane.icalUrl, {
      allowPrivate: deps.allowPrivate,
      etag: plane.icalEtag,
      lastModified: plane.icalLastModified,
      timeoutMs: deps.timeoutMs ?? FEED_LIMITS.timeoutMs,
      maxBytes: deps.maxBytes ?? FEED_LIMITS.maxBytes,
    });
  } catch (error) {
    return fail(error instanceof FeedError ? error.message : "cannot fetch the feed");
  }
  if (fetched.status === "not_modified") {
    await deps.db
      .update(aircraft)
      .set({ icalPolledAt: now, icalError: null })
      .where(eq(aircraft.tailNumber, tailNumber));
    return { tailNumber, status: "not_modified" };
  }
  if (!/^\s*(\uFEFF)?BEGIN:VCALENDAR/i.test(fetched.text)) return fail("the answer is not an iCalendar file");
  const home = deps.airport(plane.homeBase);
  const calendar = parseICalendar(fetched.text, home?.tz ?? "UTC");
  const wanted = feedBlocks(calendar.events, { now, homeBase: plane.homeBase, airport: deps.airport });
  const { counts } = await deps.db.transaction(async (tx) => {
    await tx
      .update(aircraft)
      .set({
        icalEtag: fetched.etag,
        icalLastModified: fetched.lastModified,
        icalPolledAt: now,
        icalError: null,
      })
      .where(eq(aircraft.tailNumber, tailNumber));
    return syncBlocks(tx, { tailNumber, source: "ical", wanted, apiKeyId: null, clientAddress: null, now });
  });
  if (changed(counts)) deps.invalidate();
  return {
    tailNumber,
    status: "updated",
    counts,
    skipped: calendar.skipped.length,
    recurring: calendar.events.filter((event) => event.recurring).length,
  };
}

/**
 * Polls every feed due (not polled for most of an interval). Each feed is claimed first by
 * stamping its poll time, so several instances running this at once poll each feed once.
 */
export async function pollDueFeeds(deps: PollDeps, intervalMs: number): Promise<PollOutcome[]> {
  const now = deps.now();
  const due = new Date(now.getTime() - intervalMs / 2);
  const feeds = await deps.db
    .select({ tailNumber: aircraft.tailNumber })
    .from(aircraft)
    .where(
      and(
        isNotNull(aircraft.icalUrl),
        eq(aircraft.active, true),
        or(isNull(aircraft.icalPolledAt), lt(aircraft.icalPolledAt, due)),
      ),
    );
  const outcomes: PollOutcome[] = [];
  for (const { tailNumber } of feeds) {
    const claimed = await deps.db
      .update(aircraft)
      .set({ icalPolledAt: now })
      .where(
        and(
          eq(aircraft.tailNumber, tailNumber),
          or(isNull(aircraft.icalPolledAt), lt(aircraft.icalPolledAt, due)),
        ),
      )
      .returning({ tailNumber: aircraft.tailNumber });
    if (claimed.length === 0) continue;
    const outcome = await pollFeed(deps, tailNumber);
    if (outcome.status === "failed") deps.logger.warn("calendar feed poll failed", outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}
