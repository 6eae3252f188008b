import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { supplyChanged } from "~/ops/supply-changed.server";
import { CalendarFeedForm } from "~/ops/supply/machine-door";
import { feedStatus, setFeedUrl } from "~/charter/index.server";

/**
 * An aircraft's calendar feed (issue 27, item 4): its iCalendar address, when it was last read
 * and the last failure. A supervisor for any aircraft, an operator's member for its own only.
 */
export const meta: MetaFunction = ({ params }) => [
  { title: `${params.tail ?? ""} · iCal · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => new Response("Not found", { status: 404 });

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const feed = await feedStatus(ops.services.db.db, ops.scope, args.params.tail ?? "", ops.now);
  if (!feed) throw notFound();
  return {
    csrf: ops.csrf,
    feed: {
      tailNumber: feed.tailNumber,
      url: feed.url,
      polledAt: feed.polledAt?.toISOString() ?? null,
      error: feed.error,
      blocks: feed.blocks,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const tail = args.params.tail ?? "";
  const outcome = await setFeedUrl(
    {
      db: ops.services.db.db,
      staffId: ops.staff.id,
      clientAddress: ops.clientAddress,
      now: ops.now,
      invalidate: () => supplyChanged(ops.services),
    },
    ops.scope,
    tail,
    String(ops.form.get("url") ?? ""),
  );
  if (!outcome.ok && outcome.error === "not_found") throw notFound();
  if (!outcome.ok) return data({ error: outcome.error }, { status: 400 });
  return redirect(`${opsPath(ops.language, `supply/aircraft/${encodeURIComponent(tail)}/feed/`)}?saved=1`);
}

export default function AircraftFeed() {
  const { csrf, feed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <CalendarFeedForm
      csrf={csrf}
      feed={feed}
      error={answer?.error ?? null}
      saved={search.get("saved") === "1"}
    />
  );
}
