import type { ActionFunctionArgs } from "@remix-run/node";
import { PreOrderBodySchema } from "~/charter";
import { bearerToken, postOnly, writeAction } from "~/charter/index.server";
import { apiError } from "~/utils/api-error.server";

/** POST /api/pre-orders: order a card with the token of a confirmed code (API.md "Writes"). */
export const loader = postOnly;

export async function action(args: ActionFunctionArgs) {
  const { ordering } = args.context.services;
  const token = bearerToken(args.request);
  if (args.request.method === "POST" && !token) {
    return apiError(
      "unauthorized",
      "Send the access token from /api/auth/confirm_sms as Authorization: Bearer.",
      {
        headers: { "WWW-Authenticate": 'Bearer realm="pre-orders"' },
      },
    );
  }
  return writeAction(args, {
    schema: PreOrderBodySchema,
    // A retried key replays only for the same credential: another visitor's key is another request.
    credential: () => token ?? "",
    run: async (body, clientAddress) => {
      const { created, preOrder } = await ordering.createPreOrder(
        { accessToken: token!, bodyToken: body.access_token, cardId: body.card_id },
        clientAddress,
      );
      return { status: created ? 201 : 200, data: preOrder };
    },
  });
}
