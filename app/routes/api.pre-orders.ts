import type { ActionFunctionArgs } from "@remix-run/node";
import { PreOrderBodySchema } from "~/charter/contract/schemas";
import { bearerToken } from "~/charter/ordering/bearer";
import { postOnly, writeAction } from "~/charter/ordering/write-route.server";
import { apiError } from "~/utils/api-error.server";

/** POST /api/pre-orders: order a card with the token of a confirmed code (API.md "Writes"). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  return writeAction(args, {
    schema: PreOrderBodySchema,
    credential: (request) => bearerToken(request) ?? "",
    run: async (body) => {
      const token = bearerToken(args.request);
      if (!token) {
        throw apiError(
          "unauthorized",
          "Send the access token from /api/auth/confirm_sms as Authorization: Bearer.",
          {
            headers: { "WWW-Authenticate": 'Bearer realm="pre-orders"' },
          },
        );
      }
      const { created, preOrder } = await ordering.createPreOrder(
        { accessToken: token, bodyToken: body.access_token, cardId: body.card_id },
        args.context.clientAddress,
      );
      return { status: created ? 201 : 200, data: preOrder };
    },
  });
}
