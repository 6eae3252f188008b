import { data } from "@remix-run/node";
import type { OpsContext } from "../access.server";
import { redirectWithNotice, takeNotice } from "../notice.server";
import { supplyChanged } from "../supply-changed.server";
import { DONE_CODES, type DoneCode } from "./copy";
import type {
  SupplyFieldErrors as FieldErrors,
  SupplyContext,
  SupplyOutcome,
  SupplyWarning,
} from "~/charter/index.server";

/**
 * What the supply routes share: the write context from the console's gate, and the two answers of
 * an action (POST-redirect-GET on success; 400 with the errors and the typed values otherwise, 200
 * when only warnings wait to be confirmed).
 */
export function supplyContext(ops: OpsContext): SupplyContext {
  return {
    db: ops.services.db.db,
    airport: (icao) => ops.services.charter.airport(icao),
    invalidate: () => supplyChanged(ops.services),
    staffId: ops.staff.id,
    clientAddress: ops.clientAddress,
    now: ops.now,
    // A supervisor's whole supply, or an operator member's own (issue 27, item 1).
    scope: ops.scope,
  };
}

export interface SupplyActionData {
  intent: string;
  /** The row a per-row form acted on (cancel, withdraw). */
  id?: string;
  errors: FieldErrors;
  warnings: SupplyWarning[];
  /** What was typed, to show again (the form token left out). */
  values: Record<string, string>;
}

export function rejected(
  intent: string,
  outcome: Extract<SupplyOutcome<unknown>, { ok: false }>,
  input: Record<string, string>,
  id?: string,
) {
  const { _csrf: _token, ...values } = input;
  const body: SupplyActionData = { intent, errors: outcome.errors, warnings: outcome.warnings, values };
  if (id) body.id = id;
  // Only warnings to confirm ("I have checked"): nothing was wrong with the request, so it is not
  // answered as an error; nothing is saved until the box is ticked.
  const onlyWarnings = Object.keys(outcome.errors).length === 0 && outcome.warnings.length > 0;
  return data(body, { status: onlyWarnings ? 200 : 400 });
}

/** After a write: back to a supply page with a notice (`path` is relative to /ops/). */
export function done(ops: OpsContext, path: string, code: DoneCode): Response {
  return redirectWithNotice(ops, path, code);
}

/**
 * A supply page's loader data with the notice it was sent with (`notice`), answered with the
 * headers that clear it.
 */
export function withDoneNotice<Body extends object>(request: Request, ops: OpsContext, body: Body) {
  const { notice, headers } = takeNotice(request, ops, DONE_CODES);
  return data({ ...body, notice }, { headers });
}

/** An intent the page does not know: a 400 naming it, nothing changed. */
export function unknownIntent(intent: string) {
  const body: SupplyActionData = { intent, errors: { form: { code: "invalid" } }, warnings: [], values: {} };
  return data(body, { status: 400 });
}

/** A form's text fields as a plain record (checkboxes arrive as "on"). */
export function formInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") input[key] = value;
  return input;
}
