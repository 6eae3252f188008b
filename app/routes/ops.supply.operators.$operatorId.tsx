import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { operatorsCopy } from "~/ops/operators/copy";
import { OperatorPage } from "~/ops/operators/operator-page";
import { operatorPage, operatorPageAction } from "~/ops/operators/operator-page.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { fill } from "~/ops/ui/copy";

/**
 * /ops/supply/operators/<id>/ (issue 27, item 1): one operator, its terms, aircraft and people. A
 * supervisor opens any; an operator's member its own only (another's answers 404).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location, params }) => [
  {
    title: `${fill(operatorsCopy[languageFromPath(location.pathname)].pageTitle, { name: params.operatorId ?? "" })} · Charterline`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  return operatorPage(args.request, ops, args.params.operatorId ?? "");
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const operatorId = args.params.operatorId ?? "";
  return operatorPageAction(ops, operatorId, `supply/operators/${encodeURIComponent(operatorId)}/`);
}

export default function SupplyOperator() {
  return <OperatorPage page={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
