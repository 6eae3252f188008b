import { z } from "zod";

/**
 * Configuration: environment variables validated once at start (STYLE.md, practice 1). Every
 * variable has an embedded default, so a bare `npm start` runs on the local content dataset and an
 * embedded PGlite database. `.env.example` lists them all; keep the two in step (a test checks).
 */
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The public origin: canonical links, hreflang and sitemaps are built on it (spec §2). */
  SITE_URL: z
    .string()
    .url()
    .default("http://localhost:3000")
    .transform((value) => value.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  /** Postgres connection string; when unset, an embedded PGlite database lives in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  DATA_DIR: z.string().min(1).default(".data"),

  /** When set, content comes from this Sanity project; otherwise from the embedded dataset. */
  SANITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "a Sanity project id has only a-z, 0-9 and hyphens")
      .optional(),
  ),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^v?\d{4}-\d{2}-\d{2}$/, "an API version is a date such as 2025-02-19")
    .default("2025-02-19"),
  SANITY_API_TOKEN: optionalString,
  SANITY_USE_CDN: booleanString.default("true"),
  /** Lets tests point the Sanity client at a local server that answers like the Content Lake. */
  SANITY_API_HOST: optionalString.pipe(z.string().url().optional()),
  /** Shared secret of the Sanity webhook; the webhook route refuses every call while it is unset. */
  SANITY_WEBHOOK_SECRET: optionalString,
  /**
   * Opens draft preview (issue 17, item 1; decision 020): GET /api/preview?secret=<this>. Unset:
   * a documented development secret while the site is local (NODE_ENV other than production, or
   * SITE_URL on localhost), and preview off (a 404) on a public site.
   */
  SANITY_PREVIEW_SECRET: optionalString.pipe(
    z.string().min(16, "SANITY_PREVIEW_SECRET needs 16+ characters").optional(),
  ),
  /**
   * A Sanity read token that may see drafts (Viewer role), for preview only; unset: SANITY_API_TOKEN.
   * With neither, preview from a Sanity project is off (the drafts perspective needs a token).
   */
  SANITY_PREVIEW_TOKEN: optionalString,
  CONTENT_DATASET_FILE: z.string().min(1).default("content/production.ndjson"),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The full-page cache of content pages (issue 7 §2): `off` renders every request, which is how
   * the renderer itself is profiled (docs/benchmarks.md).
   */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),

  /** An operator's own charter API (API.md); unset: the engine runs in this process. */
  CHARTER_API_URL: optionalString.pipe(z.string().url().optional()),

  /**
   * Text messages (issue 6): `log` keeps each message in the outbox table and notes it in the
   * server log, its code withheld (the embedded default); `smsru` and `twilio` send through those
   * providers.
   */
  SMS_PROVIDER: z.enum(["log", "smsru", "twilio"]).default("log"),
  SMSRU_API_ID: optionalString,
  /** Sender name registered with SMS.ru; unset: the account's default sender. */
  SMSRU_FROM: optionalString,
  SMSRU_API_URL: z.string().url().default("https://sms.ru"),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /** A Twilio number in E.164 form, or a Messaging Service SID (MG...). */
  TWILIO_FROM: optionalString,
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  /** SMTP server for e-mail to the sales team (smtp:// or smtps://); unset: e-mail goes to the log. */
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default("Charterline <noreply@charterline.ru>"),
  /**
   * Empty-leg watches by Telegram (issue 29, item 2; decision 047): the bot's token from
   * @BotFather. Unset: watches take e-mail only, and the site offers no Telegram.
   */
  TELEGRAM_BOT_TOKEN: optionalString,
  /** The bot's username without "@" (its t.me link); required with TELEGRAM_BOT_TOKEN. */
  TELEGRAM_BOT_USERNAME: optionalString,
  /** The Bot API's address; tests point it at a local fake. */
  TELEGRAM_API_URL: z.string().url().default("https://api.telegram.org"),
  /** Where leads and pre-orders are announced. */
  SALES_EMAIL: z.string().email().default("sales@charterline.ru"),
  /** Global daily cap on login codes sent, against SMS pumping (API.md "Rules behind the writes"). */
  SMS_DAILY_CAP: z.coerce.number().int().min(1).default(2_000),
  /**
   * Seconds before the one re-request of a login code is accepted (API.md `resend_after`), so a
   * double tap does not spend it. The e2e server sets 2, so its test of the re-request runs fast.
   */
  LOGIN_CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * When set, GET /api/outbox with `Authorization: Bearer <this>` lists recent outbox messages, so
   * a developer or the e2e tests can read a login code. Unset (the default): the route is a 404.
   */
  OUTBOX_INSPECT_TOKEN: optionalString.pipe(z.string().min(16).optional()),

  /**
   * The daily refresh of the Bank of Russia's rates (issue 14, item 5): `auto` (the default) runs
   * it unless NODE_ENV is `test` or CI is set, so tests never reach out; `on` and `off` force it.
   */
  RATES_REFRESH: z.enum(["auto", "on", "off"]).default("auto"),
  /** The bank's daily rates file (rates/cbr.ts); a mirror or a test server may stand in. */
  CBR_DAILY_URL: z.string().url().default("https://www.cbr.ru/scripts/XML_daily.asp"),
  /** Set by CI services (GitHub Actions, GitLab and most others set `CI=true`). */
  CI: optionalString,

  /**
   * The operations console (issue 18): these addresses become supervisors at start if they are
   * not staff yet (comma-separated); further staff are invited in the console.
   */
  OPS_ADMIN_EMAILS: z
    .string()
    .default("ops@charterline.ru")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email("OPS_ADMIN_EMAILS holds comma-separated e-mail addresses"))),
  /**
   * Signs the console's session cookies and form tokens. Unset: a random secret per process, so
   * sessions end at a restart and are not shared by several instances; set it in production.
   */
  OPS_SESSION_SECRET: optionalString.pipe(
    z.string().min(32, "OPS_SESSION_SECRET needs 32+ characters").optional(),
  ),

  /**
   * Read limits per client address (issue 15, item 2; API.md "Conventions"), per minute: searches,
   * empty-leg queries and their pages (a person makes a few a minute), and airport look-ups (typing
   * speed). 0 turns a limit off (benchmarks).
   */
  READ_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  READ_LIMIT_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  /** Bearer token of GET /metrics (issue 15, item 8); unset, /metrics is a 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "METRICS_TOKEN needs 16+ characters").optional()),
  /**
   * How often each instance runs the sweep of expired saved result sets (issue 15, item 1); one
   * instance at a time does the work. 0 leaves it to cron (`npm run sweep`).
   */
  SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /**
   * Worker threads that price searches off the event loop (issue 26, item 11; decision 028):
   * `auto` is one per core but the server's own, at least 1; 0 prices in process.
   */
  PRICING_WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(0).max(64)]).default("auto"),
  /**
   * The embedded database (no DATABASE_URL) in its own worker thread (issue 26, item 11; decision
   * 032), so page renders never wait behind Postgres's work; `off` runs it in the server's thread.
   */
  PGLITE_THREAD: z.enum(["on", "off"]).default("on"),
  /**
   * New searches working on the server's thread at once, the others queued in order (issue 26,
   * item 11; app/charter/service/search-gate.ts); 0 = no limit.
   */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(0).max(1_000).default(4),

  /**
   * The operator API (issue 27, item 4; docs/decisions/037): requests a minute per API key, counted
   * in Postgres across instances, past which it answers 429 with Retry-After; 0 turns it off.
   */
  OPERATOR_API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  /** How often each aircraft's calendar feed (.ics) is polled, in minutes; 0 stops polling. */
  ICAL_POLL_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1_440).default(15),
  /**
   * Lets calendar feeds live on loopback and private addresses (tests, a feed on the office
   * network). Off: such a URL is refused, so a feed cannot make the server probe its own network.
   */
  ICAL_ALLOW_PRIVATE_ADDRESSES: booleanString.default("false"),
  /**
   * Uploaded media, aircraft photos first (issue 27, item 5; docs/decisions/038): in DATA_DIR/media
   * by default, or in an S3-compatible bucket (AWS, Yandex Object Storage, MinIO...) when S3_BUCKET
   * is set, with its endpoint (path-style addressing) and keys; requests are signed with SigV4.
   */
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "an S3 bucket name has 3-63 characters: a-z, 0-9, dots, hyphens",
      )
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  /** Yandex Metrika counter (spec §7); analytics is off while unset. */
  METRIKA_COUNTER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{4,12}$/)
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment, naming every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const missing = bucketGaps(result.data);
    if (missing.length === 0) return result.data;
    throw new EnvError(
      `Invalid environment configuration:\n${missing.map((name) => `  ${name}: needed with S3_BUCKET`).join("\n")}`,
    );
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

/** What a bucket needs besides its name (docs/decisions/038): named at start, not at the first upload. */
function bucketGaps(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  return (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !env[name]);
}

/** The allow-listed subset the browser may see (STYLE.md, practice 1). */
export function publicEnv(env: Env) {
  return {
    SITE_URL: env.SITE_URL,
    METRIKA_COUNTER_ID: env.METRIKA_COUNTER_ID ?? null,
  };
}

export type PublicEnv = ReturnType<typeof publicEnv>;

/** Whether the public site is served over HTTPS: cookies are then Secure and the CSP upgrades requests. */
export function siteUsesHttps(env: Pick<Env, "SITE_URL">): boolean {
  return env.SITE_URL.startsWith("https:");
}

/** Whether the server refreshes the exchange rates daily (RATES_REFRESH). */
export function ratesRefreshEnabled(env: Pick<Env, "RATES_REFRESH" | "NODE_ENV" | "CI">): boolean {
  if (env.RATES_REFRESH !== "auto") return env.RATES_REFRESH === "on";
  const ci = env.CI !== undefined && !["false", "0", "no"].includes(env.CI.toLowerCase());
  return env.NODE_ENV !== "test" && !ci;
}
