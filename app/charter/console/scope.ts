import type { StaffMember } from "./staff-auth.server";

/**
 * Whose supply, documents and orders a console call may see and change (issue 27, item 1;
 * docs/decisions/034). The house's supervisors work every operator; an operator's member works
 * only its own. Every console service that reads or writes an operator's rows takes a scope and
 * filters by it in the query itself, so a page that forgets cannot show another operator's row:
 * a row outside the scope reads as absent (the page answers 404).
 */
export type SupplyScope =
  { readonly kind: "house" } | { readonly kind: "operator"; readonly operatorId: string };

export const HOUSE_SCOPE: SupplyScope = { kind: "house" };

/** The scope of a signed-in member: its operator for role 'operator', the whole house otherwise. */
export function scopeOf(member: Pick<StaffMember, "role" | "operatorId">): SupplyScope {
  if (member.role === "operator") {
    // The staff_operator_scope check keeps operatorId set for this role; refuse rather than widen.
    if (!member.operatorId) throw new Error("an operator's member without an operator");
    return { kind: "operator", operatorId: member.operatorId };
  }
  return HOUSE_SCOPE;
}

/** Whether a row of `operatorId` is inside the scope. */
export function scopeCovers(scope: SupplyScope, operatorId: string | null | undefined): boolean {
  return scope.kind === "house" || (operatorId != null && operatorId === scope.operatorId);
}
