/**
 * The numbers behind the writes (API.md "Rules behind the writes"; issue 6 "Abuse"). The per-phone
 * send caps, the code's life, its tries and the one resend are API.md's; the per-address caps and
 * the lock's length are ours, chosen so that a family or an office behind one address can still
 * book and call back while a script cannot pump text messages or guess codes.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Limit {
  /** The bucket's prefix; the counted key (a phone, an address) follows it. */
  name: string;
  max: number;
  windowMs: number;
}

export const CODE = {
  digits: 4,
  /** API.md: valid 5 minutes. */
  ttlMs: 5 * MINUTE,
  /** API.md: at most 5 wrong tries per code; a resend does not reset the count. */
  maxFailures: 5,
  /** API.md: one resend per login (the spec's client offers one re-request). */
  maxSends: 2,
  /** Ours: a resend waits this long, so a double tap does not spend it. */
  resendAfterMs: 30_000,
  /** Ours: after five wrong codes the phone waits this long before a new login. */
  lockMs: 15 * MINUTE,
} as const;

export const TOKEN = {
  /** API.md: ≥ 128 random bits; 256 here. */
  bytes: 32,
  /** API.md: valid 24 hours. */
  ttlMs: DAY,
} as const;

export const LIMITS = {
  /** API.md: ≤ 3 sends per phone in 10 minutes and ≤ 10 a day. */
  smsPerPhone10Min: { name: "sms:phone:10m", max: 3, windowMs: 10 * MINUTE },
  smsPerPhoneDay: { name: "sms:phone:day", max: 10, windowMs: DAY },
  smsPerAddressHour: { name: "sms:addr:1h", max: 10, windowMs: HOUR },
  smsPerAddressDay: { name: "sms:addr:day", max: 30, windowMs: DAY },
  /** Wrong and right codes alike, so one address cannot try codes across many phones. */
  confirmPerAddress10Min: { name: "confirm:addr:10m", max: 20, windowMs: 10 * MINUTE },
  preOrdersPerAddressHour: { name: "preorder:addr:1h", max: 20, windowMs: HOUR },
  leadsPerAddress10Min: { name: "lead:addr:10m", max: 5, windowMs: 10 * MINUTE },
  leadsPerAddressDay: { name: "lead:addr:day", max: 20, windowMs: DAY },
  leadsPerPhoneHour: { name: "lead:phone:1h", max: 3, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/** The global daily cap on codes sent is configuration (SMS_DAILY_CAP), against SMS pumping. */
export function smsGlobalDay(max: number): Limit {
  return { name: "sms:global:day", max, windowMs: DAY };
}

/** Rate-limit events older than this count for nothing and are pruned. */
export const LONGEST_WINDOW_MS = DAY;
