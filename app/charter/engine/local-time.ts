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
      era: "short",
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** The wall clock's fields in `timeZone` at an instant, the year astronomical (1 BC is 0). */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === "BC" || parts.era === "B" ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * Local wall-clock time in `timeZone` at an instant, as `YYYY-MM-DDTHH:mm:ss`; a year outside
 * 0000–9999 in ISO 8601's expanded form (`+010000`), so that the string always parses back (issue
 * 26, item 10: a fuzzed year 9999 or 0001 is a refusal, never a fault).
 */
export function toLocalIso(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  // The zone's offset (cached per quarter hour, below) moved onto the whole second: Intl's
  // formatting once per zone and quarter, not once per time shown (a result set shows hundreds:
  // issue 26, item 11's profile had it at a twentieth of the server's busy time).
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(instant, timeZone));
  const y = wall.getUTCFullYear();
  const year =
    y >= 0 && y <= 9999
      ? String(y).padStart(4, "0")
      : `${y < 0 ? "-" : "+"}${String(Math.abs(y)).padStart(6, "0")}`;
  return `${year}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

/**
 * Offsets by zone and quarter of an hour. Intl's formatting costs microseconds a call and the
 * planner asks for offsets thousands of times a search (airport hours, crew duty, local days,
 * issue 26); a zone changes its offset only at a transition, and every transition of the time-zone
 * database since 1970 falls on a quarter hour, so one look-up serves each quarter. Bounded, as the
 * instants asked are unbounded: past the limit it starts afresh.
 */
const QUARTER_MS = 15 * 60_000;
const OFFSET_CACHE_LIMIT = 200_000;
const offsets = new Map<string, Map<number, number>>();
let cachedOffsets = 0;

/** Milliseconds the zone is ahead of UTC at an instant. */
export function offsetMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const quarter = Math.floor(ms / QUARTER_MS);
  let zone = offsets.get(timeZone);
  const known = zone?.get(quarter);
  if (known !== undefined) return known;
  const offset = computeOffsetMs(instant, timeZone);
  // Only whole-minute offsets are shared across a quarter: the seconds of a local mean time (before
  // the zones were standardised) are not, and such instants are rare enough to compute each time.
  if (offset % 60_000 !== 0 || Number.isNaN(offset)) return offset;
  if (cachedOffsets >= OFFSET_CACHE_LIMIT) {
    offsets.clear();
    cachedOffsets = 0;
    zone = undefined;
  }
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  zone.set(quarter, offset);
  cachedOffsets += 1;
  return offset;
}

function computeOffsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  asUtc.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return asUtc.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
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

/** Minutes after local midnight in `timeZone` at an instant (airport hours, crew duty starts). */
export function localMinuteOfDay(instantMs: number, timeZone: string): number {
  const local = instantMs + offsetMs(new Date(instantMs), timeZone);
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}
