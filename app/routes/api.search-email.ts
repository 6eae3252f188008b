import type { ActionFunctionArgs } from "@remix-run/node";
import { SearchEmailBodySchema } from "~/charter";
import { postOnly, writeAction } from "~/charter/index.server";

/** POST /api/search-email: the not-found form's request (API.md "Writes"). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  return writeAction(args, {
    schema: SearchEmailBodySchema,
    run: async (body, clientAddress) => ({
      status: 201,
      data: await ordering.createSearchLead(body, clientAddress),
    }),
  });
}
