/**
 * Airport-local wall-clock times (API.md: queries carry local ISO-8601 without offset; answers
 * pair UTC with local). Conversion uses the IANA zone through Intl, so daylight-saving rules come
 * from the platform's time-zone database, not from a table of our own.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** Local wall-clock time in `timeZone` at an instant, as `YYYY-MM-DDTHH:mm:ss`. */
export function toLocalIso(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
export function offsetMs(instant: Date, timeZone: string): number {
  const local = toLocalIso(instant, timeZone);
  return Date.parse(`${local}Z`) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `local` (`YYYY-MM-DDTHH:mm[:ss]`). A time
 * that does not exist (skipped by a spring-forward) resolves to the instant one offset later; an
 * ambiguous one (autumn) to its first occurrence.
 */
export function fromLocalIso(local: string, timeZone: string): Date {
  const wall = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a local date-time: ${local}`);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** UTC ISO string with `Z` and whole seconds, as API.md's `datetime` fields. */
export function toUtcIso(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

const DAY_MS = 86_400_000;

/**
 * The local calendar day of an instant in `timeZone`, as whole days since 1970-01-01 on that wall
 * clock: two instants are on the same local day when these are equal, and their difference counts
 * the local midnights between them.
 */
export function localDayNumber(instantMs: number, timeZone: string): number {
  return Math.floor((instantMs + offsetMs(new Date(instantMs), timeZone)) / DAY_MS);
}
