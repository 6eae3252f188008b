import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type { AirportIndex } from "../airports/airports";
import type { EmptyLegResultSet, EmptyLegsQuery } from "../contract/schemas";
import type { WatchBody } from "../contract/watches";
import { createWatchScanner, type WatchScanner } from "./scanner.server";
import { handleTelegramUpdate } from "./telegram.server";
import type { WatchCreated, WatchView, WatchesOverview } from "./types";
import {
  confirmWatch,
  createWatch,
  deleteWatch,
  manageWatches,
  unsubscribeWatch,
  watchesOverview,
  type ConfirmOutcome,
  type ManagedWatches,
  type WatchDeps,
} from "./watches.server";

/** Empty-leg watches as the server wires them (issue 29, item 2; decision 047). */
export interface WatchService {
  /** Whether the Telegram bot is configured: the forms offer it only then. */
  readonly telegram: boolean;
  create(body: WatchBody, clientAddress: string): Promise<WatchCreated>;
  confirm(token: string): Promise<ConfirmOutcome>;
  manage(manageToken: string): Promise<ManagedWatches | null>;
  remove(manageToken: string, watchId: string): Promise<boolean>;
  unsubscribe(manageToken: string): Promise<WatchView | null>;
  telegramUpdate(update: unknown): Promise<void>;
  overview(): Promise<WatchesOverview>;
  /** Started by the server; tests scan by hand. */
  scanner: WatchScanner;
}

export function createWatchService(options: {
  db: AppDatabase;
  logger: Logger;
  airports: AirportIndex;
  siteUrl: string;
  telegramBot: string | null;
  now?: () => Date;
  emptyLegs: (query: EmptyLegsQuery) => Promise<EmptyLegResultSet>;
  invalidate: () => void;
  enqueued: () => void;
  pollMs?: number;
}): WatchService {
  const now = options.now ?? (() => new Date());
  const scanner = createWatchScanner({ ...options, now });
  const deps: WatchDeps = {
    db: options.db,
    logger: options.logger,
    now,
    airports: options.airports,
    siteUrl: options.siteUrl,
    telegramBot: options.telegramBot,
    enqueued: options.enqueued,
    requestScan: () => void scanner.request(),
  };
  return {
    telegram: options.telegramBot !== null,
    create: (body, clientAddress) => createWatch(deps, body, clientAddress),
    confirm: (token) => confirmWatch(deps, token),
    manage: (token) => manageWatches(deps, token),
    remove: (token, id) => deleteWatch(deps, token, id),
    unsubscribe: (token) => unsubscribeWatch(deps, token),
    telegramUpdate: (update) => handleTelegramUpdate(deps, update),
    overview: () => watchesOverview(deps),
    scanner,
  };
}
