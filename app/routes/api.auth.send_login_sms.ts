import type { ActionFunctionArgs } from "@remix-run/node";
import { SendLoginSmsBodySchema } from "~/charter";
import { postOnly, writeAction } from "~/charter/index.server";

/** POST /api/auth/send_login_sms: text a one-time code (API.md "Writes" and its rules). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  return writeAction(args, {
    schema: SendLoginSmsBodySchema,
    run: async (body, clientAddress) => ({
      status: 200,
      data: await ordering.sendLoginSms(body, clientAddress),
    }),
  });
}
