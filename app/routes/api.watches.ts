import type { ActionFunctionArgs } from "@remix-run/node";
import { WatchBodySchema } from "~/charter";
import { postOnly, writeAction } from "~/charter/index.server";

/** POST /api/watches: an empty-leg watch, confirmed by its owner before anything is sent (issue 29). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { watches } = args.context.services;
  return writeAction(args, {
    schema: WatchBodySchema,
    run: async (body, clientAddress) => ({ status: 202, data: await watches.create(body, clientAddress) }),
  });
}
