import { createLogger, type Logger } from "~/utils/logger.server";

export interface LogEntry {
  level: "debug" | "info" | "warn" | "error";
  msg: string;
  [field: string]: unknown;
}

/** The project's JSON logger writing into an array, so a test can assert what was logged. */
export function createMemoryLogger(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const logger = createLogger({
    level: "debug",
    write: (line) => entries.push(JSON.parse(line) as LogEntry),
  });
  return { logger, entries };
}
