import type { Page } from "@playwright/test";

/**
 * TEMPORARY on branch i27-orders (issue 27, item 3): the signature of the operator sign-in fixture
 * another helper writes with the operator accounts (item 1), so the order spec type-checks here.
 * This branch has no way to make an operator's member (invitations are item 1's), so it refuses
 * plainly; the integrator keeps the other helper's file.
 */
export async function signInAsOperator(
  _page: Page,
  _options: { operatorId: string; email: string; name?: string; language?: "ru" | "en" },
): Promise<void> {
  throw new Error(
    "signInAsOperator: the operator accounts' fixture (issue 27, item 1) is not on this branch",
  );
}
