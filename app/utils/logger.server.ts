/**
 * JSON logs, one object per line, for the request log and for contained errors (ARCHITECTURE.md,
 * "Web server"). Phone numbers and one-time codes never reach the log in full: `maskSecrets`
 * runs over every string field.
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

const PHONE = /\+?\d[\d\s()-]{6,}\d/g;

/** Keeps the last two digits of a phone-like run, so support can still tell numbers apart. */
export function maskSecrets(value: string): string {
  return value.replace(PHONE, (match) => {
    const digits = match.replace(/\D/g, "");
    return digits.length < 7 ? match : `***${digits.slice(-2)}`;
  });
}

function sanitize(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (/code|token|secret|password|authorization|cookie/i.test(key)) out[key] = "[redacted]";
    else if (typeof value === "string") out[key] = maskSecrets(value);
    else if (value instanceof Error) out[key] = { name: value.name, message: maskSecrets(value.message) };
    else out[key] = value;
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
