import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff } from "~/ops/access.server";
import { ordersCopy } from "~/ops/orders/copy";
import { DealsTable, InboxFilters, Pages } from "~/ops/orders/inbox-view";
import { airportSummaries } from "~/ops/orders/airports.server";
import {
  FIRST_CALL_MINUTES,
  assignableStaff,
  filterToParams,
  listDeals,
  parseDealFilter,
} from "~/charter/index.server";
import ordersStylesheet from "~/ops/orders/orders.css?url";
import { useOpsCopy } from "~/ops/ui/copy";

/** The inbox of pre-orders and leads (issue 18, item 2), newest first. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${ordersCopy[languageFromPath(location.pathname)].inbox.title} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args);
  const db = ops.services.db.db;
  const filter = parseDealFilter(new URL(args.request.url).searchParams);
  const [list, staff] = await Promise.all([
    listDeals(db, filter, { staffId: ops.staff.id, now: ops.now }),
    assignableStaff(db),
  ]);
  const airports = airportSummaries(
    (icao) => ops.services.charter.airport(icao),
    list.items.flatMap((item) => (item.route ? [item.route.from, item.route.to] : [])),
  );
  return {
    filter,
    list,
    staff,
    airports,
    lateAfter: FIRST_CALL_MINUTES,
    params: filterToParams({ ...filter, page: 1 }).toString(),
  };
}

export default function OpsOrders() {
  const { filter, list, staff, airports, lateAfter, params } = useLoaderData<typeof loader>();
  const copy = useOpsCopy(ordersCopy);
  return (
    <>
      <h1>{copy.inbox.title}</h1>
      <InboxFilters filter={filter} staff={staff} />
      <DealsTable items={list.items} airports={airports} lateAfter={lateAfter} />
      <Pages page={list.page} hasNext={list.hasNext} params={new URLSearchParams(params)} />
    </>
  );
}
