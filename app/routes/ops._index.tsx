import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { homeOf, requireStaff } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { dashboardCopy } from "~/ops/orders/copy";
import { FIRST_CALL_MINUTES, RATES_REFRESH_INTERVAL_MS, loadDashboard } from "~/charter/index.server";
import { ratesRefreshEnabled } from "~/utils/env.server";
import { DashboardView } from "~/ops/orders/dashboard-view";
import ordersStylesheet from "~/ops/orders/orders.css?url";
import { useOpsCopy } from "~/ops/ui/copy";

/** The console's overview (issue 18, item 5): the desk at a glance. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${dashboardCopy[languageFromPath(location.pathname)].title} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  // The console's root: an operator's member is sent to its own home (issue 27, item 1), the
  // house's overview is for the house's staff.
  const ops = await requireStaff(args, "member");
  if (ops.scope.kind === "operator") throw redirect(opsPath(ops.language, homeOf(ops.staff)));
  return {
    dashboard: await loadDashboard(ops.services.db.db, ops.now),
    lateAfter: FIRST_CALL_MINUTES,
    // What the overview tells staff to do about stale rates (issue 26, item 8).
    ratesRefresh: {
      on: ratesRefreshEnabled(ops.services.env),
      everyHours: RATES_REFRESH_INTERVAL_MS / 3_600_000,
    },
  };
}

export default function OpsDashboard() {
  const { dashboard, lateAfter, ratesRefresh } = useLoaderData<typeof loader>();
  const copy = useOpsCopy(dashboardCopy);
  return (
    <>
      <h1>{copy.title}</h1>
      <DashboardView dashboard={dashboard} lateAfter={lateAfter} ratesRefresh={ratesRefresh} />
    </>
  );
}
