import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { OPERATOR_HOME, requireStaff, requireStaffAction } from "~/ops/access.server";
import { operatorsCopy } from "~/ops/operators/copy";
import { OperatorPage } from "~/ops/operators/operator-page";
import { operatorPage, operatorPageAction } from "~/ops/operators/operator-page.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import type { SupplyScope } from "~/charter/index.server";

/**
 * /ops/operator/: an operator's member's home (issue 27, item 1; docs/decisions/034), where the
 * sign-in link and the console's root lead it: its own operator's terms, aircraft and people. The
 * house's staff have no operator, so the page is closed to them (403).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${operatorsCopy[languageFromPath(location.pathname)].homeTitle} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The member's own operator: the gate let only an operator's member in, so its scope names one. */
const ownOperator = (scope: SupplyScope) => (scope.kind === "operator" ? scope.operatorId : "");

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "operator");
  return operatorPage(args.request, ops, ownOperator(ops.scope));
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "operator");
  return operatorPageAction(ops, ownOperator(ops.scope), OPERATOR_HOME);
}

export default function OperatorHome() {
  return <OperatorPage page={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
