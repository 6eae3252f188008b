import { data } from "@remix-run/node";
import type { OpsContext } from "../access.server";
import { redirectWithNotice, takeNotice } from "../notice.server";
import { formInput, rejected, supplyContext, unknownIntent } from "../supply/route.server";
import { OPERATOR_NOTICES } from "./copy";
import {
  inviteStaff,
  listAircraft,
  listOperators,
  listStaff,
  setOperatorActive,
  updateOperator,
  type StaffFieldErrors,
} from "~/charter/index.server";
import { countryName } from "~/offers/country-names";

/**
 * One operator's page (issue 27, item 1), as a supervisor sees it at /ops/supply/operators/<id>/
 * and as its own member sees it at home, /ops/operator/: its terms and contacts, its aircraft, its
 * people and the form that invites more. The operator is read through the member's scope first:
 * outside it the page, and every action on it, answers 404.
 */
const notFound = () => new Response("Not found", { status: 404 });

export async function operatorPage(request: Request, ops: OpsContext, operatorId: string) {
  const body = await operatorPageData(ops, operatorId);
  const { notice, headers } = takeNotice(request, ops, OPERATOR_NOTICES);
  return data({ ...body, notice }, { headers });
}

/** What the page shows (OperatorPage), the notice aside. */
export type OperatorPageData = Awaited<ReturnType<typeof operatorPageData>> & {
  notice: (typeof OPERATOR_NOTICES)[number] | null;
};

async function operatorPageData(ops: OpsContext, operatorId: string) {
  const context = supplyContext(ops);
  const [operator] = await listOperators(context, { id: operatorId });
  if (!operator) throw notFound();
  const [aircraft, members] = await Promise.all([
    listAircraft(context, { operatorId: operator.id }),
    listStaff(ops.services.db.db, ops.now, { operatorId: operator.id }),
  ]);
  return {
    csrf: ops.csrf,
    house: ops.scope.kind === "house",
    me: ops.staff.id,
    operator: { ...operator, countryLabel: countryName(operator.country, ops.language) },
    aircraft,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      language: member.language,
      active: member.active,
    })),
  };
}

/** What the invitation form sends back when refused: its errors and what was typed. */
export interface InviteRejection {
  intent: "invite";
  errors: StaffFieldErrors;
  values: { name: string; email: string };
}

/**
 * The page's writes: its terms (an operator's member: terms and contacts only), inviting its
 * people, and, a supervisor's alone, switching it off or on. `page` is where it redirects after a
 * write, relative to /ops/.
 */
export async function operatorPageAction(
  ops: OpsContext & { form: FormData },
  operatorId: string,
  page: string,
) {
  const context = supplyContext(ops);
  const [operator] = await listOperators(context, { id: operatorId });
  if (!operator) throw notFound();
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  switch (intent) {
    case "update-operator": {
      const outcome = await updateOperator(context, { ...input, id: operator.id });
      return outcome.ok
        ? redirectWithNotice(ops, page, "updated")
        : rejected(intent, outcome, input, operator.id);
    }
    case "invite": {
      const result = await inviteStaff(ops.services.db.db, {
        values: {
          name: input.name ?? "",
          email: input.email ?? "",
          language: input.language,
          role: "operator",
          operatorId: operator.id,
        },
        by: ops.staff,
        siteUrl: ops.services.env.SITE_URL,
        clientAddress: ops.clientAddress,
        now: ops.now,
      });
      if (!result.ok) {
        const body: InviteRejection = {
          intent,
          errors: result.errors,
          values: { name: input.name ?? "", email: input.email ?? "" },
        };
        return data(body, { status: 400 });
      }
      ops.services.outbox.kick();
      return redirectWithNotice(ops, page, "invited");
    }
    case "activate":
    case "deactivate": {
      if (ops.scope.kind !== "house") return unknownIntent(intent);
      const outcome = await setOperatorActive(context, operator.id, intent === "activate");
      return outcome.ok
        ? redirectWithNotice(ops, page, intent === "activate" ? "activated" : "deactivated")
        : rejected(intent, outcome, input, operator.id);
    }
    default:
      return unknownIntent(intent);
  }
}
