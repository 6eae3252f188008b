import type { ActionFunctionArgs } from "@remix-run/node";
import { operatorApiMethodNotAllowed, postEmptyLeg } from "~/charter/index.server";
import { supplyChanged } from "~/ops/supply-changed.server";

/** POST /api/operator/v1/empty-legs: an operator publishes an empty leg (issue 27, item 4). */
export const loader = () => operatorApiMethodNotAllowed("POST");

export function action(args: ActionFunctionArgs) {
  return postEmptyLeg(args, () => supplyChanged(args.context.services));
}
