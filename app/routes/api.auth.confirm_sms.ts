import type { ActionFunctionArgs } from "@remix-run/node";
import { ConfirmSmsBodySchema } from "~/charter";
import { postOnly, writeAction } from "~/charter/index.server";

/** POST /api/auth/confirm_sms: exchange the code for an access token (API.md "Writes"). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  return writeAction(args, {
    schema: ConfirmSmsBodySchema,
    run: async (body, clientAddress) => ({
      status: 200,
      data: await ordering.confirmSms(body, clientAddress),
    }),
  });
}
