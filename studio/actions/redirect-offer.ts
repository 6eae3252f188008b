import type { DocumentActionComponent, DocumentActionsContext } from "sanity";

/**
 * Issue 17, item 2: publishing a landing page whose slug changed offers the redirect from the old
 * address. Identity placeholder wired by the lead; the redirects work fills it.
 */
export function withRedirectOffer(
  actions: DocumentActionComponent[],
  _context: DocumentActionsContext,
): DocumentActionComponent[] {
  return actions;
}
