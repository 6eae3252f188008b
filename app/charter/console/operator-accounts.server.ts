import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { deals, leads, operators } from "~/db/schema";
import { isValidEmail } from "~/utils/email";
import { recordAudit } from "./audit.server";
import { failed, type SupplyOutcome } from "./supply/fields";
import { createOperator, type OperatorRow } from "./supply/operators.server";
import type { SupplyContext } from "./supply/shared.server";

/**
 * Operators' accounts (issue 27, item 1; docs/decisions/034): a supervisor turns an airline's
 * partner enquiry into an operator, whose people are then invited as members of role 'operator'
 * (staff.server.ts inviteStaff). What the lead already says (its contact) fills the new operator's
 * contacts; the operator records the lead it came from, and the deal's history records the step.
 */

/** The operator a partner lead became, if it did. */
export async function operatorOfLead(
  db: Pick<AppDatabase, "select">,
  leadId: string,
): Promise<Pick<OperatorRow, "id" | "name" | "nameRu" | "active"> | null> {
  const [row] = await db
    .select({ id: operators.id, name: operators.name, nameRu: operators.nameRu, active: operators.active })
    .from(operators)
    .where(eq(operators.leadId, leadId));
  return row ?? null;
}

/** What the conversion form starts from: the lead's contact split into an e-mail or a phone. */
export function leadContacts(lead: { contact: string | null; phone: string | null }): {
  contactEmail: string;
  contactPhone: string;
} {
  const contact = lead.contact?.trim() ?? "";
  return {
    contactEmail: isValidEmail(contact) ? contact.toLowerCase() : "",
    contactPhone: lead.phone ?? "",
  };
}

/**
 * Turns the partner lead behind a deal into an operator (a supervisor's step): the operator's id,
 * names, country and terms as typed, its contacts prefilled from the lead. Refused for a deal that
 * is not a partner's enquiry, or one that already became an operator.
 */
export async function createOperatorFromLead(
  context: SupplyContext,
  dealId: string,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<OperatorRow>> {
  if (context.scope.kind !== "house") return failed({ form: { code: "not_found" } });
  const [deal] = await context.db
    .select({ id: deals.id, kind: deals.kind, leadId: deals.leadId, leadKind: leads.kind })
    .from(deals)
    .leftJoin(leads, eq(deals.leadId, leads.id))
    .where(eq(deals.id, dealId));
  if (!deal) return failed({ form: { code: "not_found" } });
  if (!deal.leadId || deal.leadKind !== "partner") return failed({ form: { code: "lead_not_partner" } });
  if (await operatorOfLead(context.db, deal.leadId)) return failed({ form: { code: "lead_converted" } });
  const created = await createOperator(context, input, { leadId: deal.leadId });
  if (!created.ok) return created;
  // The deal's own history (the order page reads the audit of entity "deal") names the operator.
  await recordAudit(context.db, {
    staffId: context.staffId,
    clientAddress: context.clientAddress,
    at: context.now,
    action: "deal.operator_created",
    entity: "deal",
    entityId: deal.id,
    after: { operatorId: created.value.id, leadId: deal.leadId },
  });
  return created;
}
