import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type { KeptCard } from "../saved.server";

/** What the ordering service's methods work with, wired once by createOrderingService. */
export interface OrderingDeps {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  /** SITE_URL: links in the sales e-mail. */
  siteUrl: string;
  /** SITE_URL's host: the origin line of the text message. */
  siteHost: string;
  salesEmail: string;
  smsDailyCap: number;
  /** How long a re-request of the code waits (LOGIN_CODE_RESEND_SECONDS; CODE.resendAfterMs). */
  resendAfterMs: number;
  airportName: (icao: string) => string;
  /** A card rebuilt whole from its saved set or the empty legs on sale; null when unknown. */
  orderableCard?: ((cardId: string) => Promise<KeptCard | null>) | undefined;
  /** After a commit that enqueued a message, so the worker delivers it at once. */
  enqueued: () => void;
  /** After a new pre-order is committed, so the market forgets an ordered empty leg. */
  onPreOrdered?: (() => void) | undefined;
}
