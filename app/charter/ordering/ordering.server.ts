import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type {
  ConfirmSmsBody,
  ConfirmSmsResponse,
  LeadCreated,
  PartnerEmailBody,
  PreOrder,
  SearchEmailBody,
  SendLoginSmsBody,
  SendLoginSmsResponse,
} from "../contract/schemas";
import type { KeptCard } from "../saved.server";
import { confirmSms } from "./confirm.server";
import type { OrderingDeps } from "./deps";
import { createPartnerLead, createSearchLead } from "./leads.server";
import { CODE } from "./limits";
import { sendLoginSms } from "./login.server";
import { createPreOrder, type PreOrderInput } from "./pre-order.server";

export { dealKind } from "./leads.server";

/**
 * Ordering and lead intake (issue 6; API.md "Writes" and "Rules behind the writes"): leads, login
 * codes, access tokens and pre-orders. Every write commits its row, its rate-limit events and its
 * outbox message in one transaction before the caller answers 2xx; delivery is the outbox worker's.
 */
export interface OrderingService {
  createPartnerLead(body: PartnerEmailBody, clientAddress: string): Promise<LeadCreated>;
  createSearchLead(body: SearchEmailBody, clientAddress: string): Promise<LeadCreated>;
  sendLoginSms(body: SendLoginSmsBody, clientAddress: string): Promise<SendLoginSmsResponse>;
  confirmSms(body: ConfirmSmsBody, clientAddress: string): Promise<ConfirmSmsResponse>;
  /** `created` is false when this token already ordered this card (API.md: answered 200). */
  createPreOrder(
    input: PreOrderInput,
    clientAddress: string,
  ): Promise<{ created: boolean; preOrder: PreOrder }>;
}

export interface OrderingOptions {
  db: AppDatabase;
  logger: Logger;
  /**
   * A card rebuilt whole from its saved set or the empty legs on sale (issue 15: only ordered
   * cards are kept as rows, the pre-order's record of what was sold); null when unknown.
   */
  orderableCard?: (cardId: string) => Promise<KeptCard | null>;
  /** SITE_URL: links in the sales e-mail and the origin line of the text message. */
  siteUrl: string;
  salesEmail: string;
  smsDailyCap: number;
  /**
   * Seconds a re-request of the code waits (LOGIN_CODE_RESEND_SECONDS); default CODE.resendAfterMs.
   * The e2e server shortens it, so a test of the one re-request does not wait half a minute.
   */
  resendAfterSeconds?: number;
  airportName?: (icao: string) => string;
  now?: () => Date;
  /** Called after a commit that enqueued a message, so the worker delivers it at once. */
  onEnqueued?: () => void;
  /**
   * Called after a new pre-order is committed: an ordered empty leg is taken, and the market the
   * searches reuse must forget it at once (issue 14, item 7).
   */
  onPreOrdered?: () => void;
}

/** Wires the options into the methods, one module each (leads, login, confirm, pre-order). */
export function createOrderingService(options: OrderingOptions): OrderingService {
  const deps: OrderingDeps = {
    db: options.db,
    logger: options.logger,
    now: options.now ?? (() => new Date()),
    siteUrl: options.siteUrl,
    siteHost: new URL(options.siteUrl).host,
    salesEmail: options.salesEmail,
    smsDailyCap: options.smsDailyCap,
    resendAfterMs:
      options.resendAfterSeconds === undefined ? CODE.resendAfterMs : options.resendAfterSeconds * 1000,
    airportName: options.airportName ?? ((icao: string) => icao),
    orderableCard: options.orderableCard,
    enqueued: () => options.onEnqueued?.(),
    onPreOrdered: options.onPreOrdered,
  };
  return {
    createPartnerLead: (body, clientAddress) => createPartnerLead(deps, body, clientAddress),
    createSearchLead: (body, clientAddress) => createSearchLead(deps, body, clientAddress),
    sendLoginSms: (body, clientAddress) => sendLoginSms(deps, body, clientAddress),
    confirmSms: (body, clientAddress) => confirmSms(deps, body, clientAddress),
    createPreOrder: (input, clientAddress) => createPreOrder(deps, input, clientAddress),
  };
}
