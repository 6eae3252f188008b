/**
 * JSON logs, one object per line, for the request log and for contained errors (ARCHITECTURE.md,
 * "Web server"). Phone numbers, e-mail addresses, credentials in URLs and one-time codes never
 * reach the log in full (issue 7): `maskSecrets` runs over every string, nested ones included, and
 * a field named like a secret is redacted whole. Codes are kept out where they are written (the
 * log SMS transport withholds them); tests/integration/log-hygiene.test.ts checks the whole path.
 */
type Level = "debug" | "info" | "warn" | "error";

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/**
 * A phone in any spelling the forms take (app/utils/phone.ts): digits with spaces, brackets and
 * hyphens; with dots too after a "+" ("+7.916.123.45.67"), or in five groups or more
 * ("8.916.123.45.67"), so a version number or an IPv4 address keeps its dots unmasked.
 */
const PHONE = /\+?\d[\d\s()-]{6,}\d|\+\d[\d\s().-]{6,}\d|\d+(?:\.\d+){4,}/g;
/** `scheme://user:password@host`: the user information of a URL (SMTP_URL, a database URL). */
const URL_CREDENTIALS = /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;
/**
 * The local part of an e-mail address (the domain stays). The look-behind starts a match only where
 * a run of address characters starts, which keeps the scan linear on long values.
 */
const EMAIL_LOCAL_PART =
  /(?<![^\s@<>()[\]\\,;:"'`/])[^\s@<>()[\]\\,;:"'`/]+@(?=[^\s@<>()[\]\\,;:"'`/]+\.[^\s@<>()[\]\\,;:"'`/.]{2,})/g;
const SECRET_KEY = /code|token|secret|password|authorization|cookie/i;
/** The token of a console sign-in link (issue 18), in an e-mail's text or a request's path. */
const OPS_LINK_TOKEN = /(\/ops\/login\/)[A-Za-z0-9_-]{16,}/g;

/**
 * Keeps the last two digits of a phone-like run, so support can still tell numbers apart, and the
 * domain of an e-mail address (`***@example.com`): the local part names a person as surely as a
 * phone number does (both are personal data), while the domain tells a customer's address from the
 * sales team's. Credentials written into a URL become `***`.
 */
export function maskSecrets(value: string): string {
  let masked = value;
  if (masked.includes("/ops/login/")) masked = masked.replace(OPS_LINK_TOKEN, "$1***");
  if (masked.includes("://")) masked = masked.replace(URL_CREDENTIALS, "$1***@");
  if (masked.includes("@")) masked = masked.replace(EMAIL_LOCAL_PART, "***@");
  return masked.replace(PHONE, (match) => {
    const digits = match.replace(/\D/g, "");
    return digits.length < 7 ? match : `***${digits.slice(-2)}`;
  });
}

/** Deep enough for any field the app logs; anything deeper is dropped rather than written unmasked. */
const MAX_DEPTH = 4;

function sanitizeValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return maskSecrets(value);
  if (value instanceof Error) return { name: value.name, message: maskSecrets(value.message) };
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  // Plain objects (a detail record, a zod issue) are masked field by field; a Date stays a date.
  if (prototype !== Object.prototype && prototype !== null) return value;
  return sanitize(value as LogFields, depth + 1);
}

function sanitize(fields: LogFields, depth = 0): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEY.test(key) ? "[redacted]" : sanitizeValue(value, depth);
  }
  return out;
}

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(
  options: { level?: Level; write?: (line: string) => void; base?: LogFields } = {},
): Logger {
  const min = ORDER[options.level ?? "info"];
  const write = options.write ?? ((line: string) => process.stdout.write(line + "\n"));
  const base = options.base ?? {};
  const log = (level: Level, message: string, fields: LogFields = {}) => {
    if (ORDER[level] < min) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg: maskSecrets(message),
        ...sanitize({ ...base, ...fields }),
      }),
    );
  };
  return {
    debug: (m, f) => log("debug", m, f),
    info: (m, f) => log("info", m, f),
    warn: (m, f) => log("warn", m, f),
    error: (m, f) => log("error", m, f),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}

/** A logger that drops everything: the default for unit tests that do not read logs. */
export const silentLogger: Logger = createLogger({ write: () => {} });
