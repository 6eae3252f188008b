import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { redirectWithNotice, takeNotice } from "~/ops/notice.server";
import { airportSummaries } from "~/ops/orders/airports.server";
import { operatorOrdersCopy } from "~/ops/operator-orders/copy";
import { OperatorOrderView, type AnswerRejection } from "~/ops/operator-orders/views";
import ordersStylesheet from "~/ops/orders/orders.css?url";
import { fill } from "~/ops/ui/copy";
import { answerOperatorDeal, getOperatorDeal, operatorDesk } from "~/charter/index.server";

/**
 * One order of an operator's queue (issue 27, item 3): the trip and the offer, and while it waits,
 * the forms to confirm it (with a price change of at most ±10% and its reason) or decline it (with
 * a reason). Another operator's order answers 404; a second answer 409 with the one that stands.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesheet }];

export const meta: MetaFunction = ({ location, params }) => [
  {
    title: `${fill(operatorOrdersCopy[languageFromPath(location.pathname)].orderTitle, {
      number: (params.dealId ?? "").toUpperCase(),
    })} · Charterline`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const SAVED = ["confirmed", "declined"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "operator");
  const db = ops.services.db.db;
  const [desk, detail] = await Promise.all([
    operatorDesk(db, ops.scope),
    getOperatorDeal(db, ops.scope, args.params.dealId ?? "", ops.now),
  ]);
  if (!desk || !detail) throw new Response("Not found", { status: 404 });
  const airports = airportSummaries(
    (icao) => ops.services.charter.airport(icao),
    detail.legs.flatMap((leg) => [leg.from, leg.to]),
  );
  const { notice: saved, headers } = takeNotice(args.request, ops, SAVED);
  return data({ desk, detail, airports, csrf: ops.csrf, saved }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "operator");
  const { form, services } = ops;
  const dealId = args.params.dealId ?? "";
  const answer = form.get("answer") === "decline" ? "decline" : "confirm";
  const values = { percent: String(form.get("percent") ?? ""), reason: String(form.get("reason") ?? "") };
  const result = await answerOperatorDeal(
    services.db.db,
    ops.scope,
    {
      dealId,
      answer,
      percent: form.get("percent"),
      reason: form.get("reason"),
      staff: ops.staff,
      clientAddress: ops.clientAddress,
      now: ops.now,
    },
    { onEnqueued: () => services.outbox.kick() },
  );
  if (result.ok) return redirectWithNotice(ops, `operator/orders/${dealId}/`, result.status, 303);
  if (result.reason === "not_found") throw new Response("Not found", { status: 404 });
  const rejection: AnswerRejection =
    result.reason === "conflict"
      ? { answer, conflict: true, errors: {}, values }
      : { answer, conflict: false, errors: result.errors, values };
  return data(rejection, { status: result.reason === "conflict" ? 409 : 400 });
}

// A conflict (409) answers with the answer that stands: the page's data must be read again to show it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 ? true : defaultShouldRevalidate;

export default function OperatorOrder() {
  const { desk, detail, airports, csrf, saved } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>() ?? null;
  return (
    <OperatorOrderView
      detail={detail}
      desk={desk}
      airports={airports}
      csrf={csrf}
      rejection={rejection}
      saved={saved}
    />
  );
}
