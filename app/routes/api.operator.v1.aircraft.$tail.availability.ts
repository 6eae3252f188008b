import type { ActionFunctionArgs } from "@remix-run/node";
import { operatorApiMethodNotAllowed, putAvailability } from "~/charter/index.server";
import { supplyChanged } from "~/ops/supply-changed.server";

/** PUT /api/operator/v1/aircraft/{tail}/availability: an operator's blocks (issue 27, item 4). */
export const loader = () => operatorApiMethodNotAllowed("PUT");

export function action(args: ActionFunctionArgs) {
  return putAvailability(args, () => supplyChanged(args.context.services));
}
