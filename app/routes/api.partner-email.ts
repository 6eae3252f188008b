import type { ActionFunctionArgs } from "@remix-run/node";
import { PartnerEmailBodySchema } from "~/charter";
import { postOnly, writeAction } from "~/charter/index.server";

/** POST /api/partner-email: a partner enquiry or a callback request (API.md "Writes"). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  return writeAction(args, {
    schema: PartnerEmailBodySchema,
    run: async (body, clientAddress) => ({
      status: 201,
      data: await ordering.createPartnerLead(body, clientAddress),
    }),
  });
}
