import { deals, leads } from "~/db/schema";
import { isValidEmail } from "~/utils/email";
import type { LeadCreated, PartnerEmailBody, SearchEmailBody } from "../contract/schemas";
import { newId } from "../ids";
import type { OrderingDeps } from "./deps";
import { LIMITS } from "./limits";
import { phoneOrFail } from "./login-codes";
import { leadEmail } from "./messages";
import { enqueue } from "./outbox.server";
import { normalisePhone } from "./phone";
import { consume, type LimitCheck } from "./rate-limit.server";

type LeadDeps = Pick<OrderingDeps, "db" | "logger" | "now" | "salesEmail" | "enqueued">;

/** The body's consent fields (issue 28, item 8); a lead sent without `its_legal` records none. */
type LeadConsent = Pick<PartnerEmailBody, "its_legal" | "consent_version">;

/**
 * The console's kind of a lead (issue 18): the home page's callback widget files a search lead
 * with no route, which the sales team treats as a call-back request.
 */
export function dealKind(
  kind: "partner" | "search",
  details: Record<string, string | null>,
): "partner" | "search" | "callback" {
  if (kind === "partner") return "partner";
  return details.departure_airport ? "search" : "callback";
}

async function storeLead(
  deps: LeadDeps,
  kind: "partner" | "search",
  fields: {
    name: string;
    contact: string;
    phone: string | null;
    message: string;
    details: Record<string, string | null>;
  },
  consent: LeadConsent,
  clientAddress: string,
): Promise<LeadCreated> {
  const at = deps.now();
  const checks: LimitCheck[] = [
    { limit: LIMITS.leadsPerAddress10Min, key: clientAddress },
    { limit: LIMITS.leadsPerAddressDay, key: clientAddress },
  ];
  if (fields.phone) checks.push({ limit: LIMITS.leadsPerPhoneHour, key: fields.phone });
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await consume(tx, checks, at, "Too many requests from this address or phone. Please try again later.");
    await tx.insert(leads).values({
      id,
      kind,
      ...fields,
      // Issue 28, item 8: the consent's text version and the time the server took it.
      consentVersion: consent.its_legal ? (consent.consent_version ?? null) : null,
      consentedAt: consent.its_legal ? at : null,
      clientAddress,
      createdAt: at,
    });
    // The sales team works it in the console (issue 18): it enters the pipeline as new.
    await tx
      .insert(deals)
      .values({ id, kind: dealKind(kind, fields.details), leadId: id, createdAt: at, updatedAt: at });
    const email = leadEmail({ leadId: id, kind, ...fields });
    const replyTo = isValidEmail(fields.contact) ? fields.contact : null;
    await enqueue(tx, {
      channel: "email",
      recipient: deps.salesEmail,
      ...email,
      replyTo,
      reference: `lead:${id}`,
    });
  });
  deps.logger.info("lead stored", { id, kind });
  deps.enqueued();
  return { id };
}

/** API.md POST /api/partner-email: a partner's message, by e-mail or phone. */
export function createPartnerLead(
  deps: LeadDeps,
  body: PartnerEmailBody,
  clientAddress: string,
): Promise<LeadCreated> {
  const isEmail = isValidEmail(body.contact);
  return storeLead(
    deps,
    "partner",
    {
      name: body.name,
      contact: body.contact,
      phone: isEmail ? null : normalisePhone(body.contact),
      message: body.message,
      details: {},
    },
    body,
    clientAddress,
  );
}

/** API.md POST /api/search-email: a search that found no aircraft, or a call-back request. */
export function createSearchLead(
  deps: LeadDeps,
  body: SearchEmailBody,
  clientAddress: string,
): Promise<LeadCreated> {
  const phone = phoneOrFail(body.phone, "phone");
  const details = {
    departure_airport: body.departure_airport ?? null,
    arrival_airport: body.arrival_airport ?? null,
    departure_datetime: body.departure_datetime ?? null,
    departure_datetime_back: body.departure_datetime_back ?? null,
  };
  return storeLead(
    deps,
    "search",
    {
      name: body.name,
      contact: body.phone,
      phone,
      message: "Поиск не нашёл самолёт: клиент просит подобрать рейс вручную.",
      details,
    },
    body,
    clientAddress,
  );
}
