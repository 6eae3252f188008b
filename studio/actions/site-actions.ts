import type { DocumentActionComponent, DocumentActionsContext } from "sanity";

/**
 * Issue 17, items 1 and 5: "Preview" (the draft on the site) and "Open on site" on every page
 * document. Identity placeholder wired by the lead; the Studio work fills it.
 */
export function withSiteActions(
  actions: DocumentActionComponent[],
  _context: DocumentActionsContext,
): DocumentActionComponent[] {
  return actions;
}
