import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteEmptyLeg, operatorApiMethodNotAllowed } from "~/charter/index.server";
import { supplyChanged } from "~/ops/supply-changed.server";

/** DELETE /api/operator/v1/empty-legs/{id}: an operator withdraws an empty leg (issue 27, item 4). */
export const loader = () => operatorApiMethodNotAllowed("DELETE");

export function action(args: ActionFunctionArgs) {
  return deleteEmptyLeg(args, () => supplyChanged(args.context.services));
}
