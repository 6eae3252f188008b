/**
 * The numbers behind the writes (API.md "Rules behind the writes"; issue 6 "Abuse"). The per-phone
 * send caps, the code's life, its tries and the one resend are API.md's; the per-address caps,
 * wrong codes per address among them, are ours, chosen so that a family or an office behind one
 * address can still book and call back while a script cannot pump text messages or guess codes.
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
  /**
   * API.md: at most 5 wrong tries per code; a resend does not reset the count. The fifth kills the
   * login for good (issue 15 item 5, decision 016): its code is dead, and the next send starts a
   * new login, within the per-phone send caps, which stay the defence against guessing.
   */
  maxFailures: 5,
  /** API.md: one resend per login (the spec's client offers one re-request). */
  maxSends: 2,
  /**
   * Ours: a resend waits this long, so a double tap does not spend it. The default of
   * LOGIN_CODE_RESEND_SECONDS, which the e2e server shortens.
   */
  resendAfterMs: 30_000,
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
  /**
   * Issue 15 item 5: wrong codes lock the address that guesses, across phones (decision 016). Ten
   * is two logins' worth of typos; a guesser is held to 10 of the 10,000 codes per quarter hour.
   */
  wrongCodesPerAddress15Min: { name: "confirm:wrong:addr:15m", max: 10, windowMs: 15 * MINUTE },
  /**
   * Not a limit but a count (key: address and phone): the `attempts_left` told to an address that
   * did not ask for the pending code, so it reflects only that address's own guesses (decision 016).
   */
  wrongCodesPerAddressAndPhone: {
    name: "confirm:wrong:addr-phone:15m",
    max: CODE.maxFailures,
    windowMs: 15 * MINUTE,
  },
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
