import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff } from "~/ops/access.server";
import { airportSummaries } from "~/ops/orders/airports.server";
import { operatorOrdersCopy } from "~/ops/operator-orders/copy";
import { DeskTerms, OperatorQueue } from "~/ops/operator-orders/views";
import ordersStylesheet from "~/ops/orders/orders.css?url";
import { useOpsCopy } from "~/ops/ui/copy";
import { listOperatorDeals, operatorDesk } from "~/charter/index.server";

/**
 * An operator's queue (issue 27, item 3): the pre-orders on its aircraft, those awaiting its answer
 * first, soonest due first. Operator members only; each sees its own operator's orders.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${operatorOrdersCopy[languageFromPath(location.pathname)].title} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "operator");
  const db = ops.services.db.db;
  const [desk, items] = await Promise.all([
    operatorDesk(db, ops.scope),
    listOperatorDeals(db, ops.scope, ops.now),
  ]);
  if (!desk) throw new Response("Not found", { status: 404 });
  const airports = airportSummaries(
    (icao) => ops.services.charter.airport(icao),
    items.flatMap((item) => item.legs.flatMap((leg) => [leg.from, leg.to])),
  );
  return { desk, items, airports };
}

export default function OperatorOrders() {
  const { desk, items, airports } = useLoaderData<typeof loader>();
  const copy = useOpsCopy(operatorOrdersCopy);
  return (
    <>
      <h1>{copy.title}</h1>
      <DeskTerms desk={desk} />
      <OperatorQueue items={items} desk={desk} airports={airports} />
    </>
  );
}
