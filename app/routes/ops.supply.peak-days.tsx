import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { supplyCopy } from "~/ops/supply/copy";
import { PeakPeriodForm, PeakPeriodsTable } from "~/ops/supply/peak-day-views";
import {
  done,
  formInput,
  rejected,
  supplyContext,
  unknownIntent,
  withDoneNotice,
} from "~/ops/supply/route.server";
import {
  createPeakPeriod,
  listPeakPeriods,
  removePeakPeriod,
  updatePeakPeriod,
} from "~/charter/index.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { ActionError, DoneNotice, formState, SupplyNav, useSupplyCopy } from "~/ops/supply/ui";

/**
 * The peak-day calendar (issue 26, item 6): the periods when operators charge their peak-day
 * surcharge and ask for longer notice, upcoming first, with forms to add, edit and remove them.
 * Every write drops the engine's market and the price calendar's days (supplyChanged).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${supplyCopy[languageFromPath(location.pathname)].titles.peakDays} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supervisor");
  const context = supplyContext(ops);
  return withDoneNotice(args.request, ops, {
    csrf: ops.csrf,
    periods: await listPeakPeriods(context),
  });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supervisor");
  const context = supplyContext(ops);
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  switch (intent) {
    case "create-peak": {
      const outcome = await createPeakPeriod(context, input);
      return outcome.ok ? done(ops, "supply/peak-days/", "peak-created") : rejected(intent, outcome, input);
    }
    case "update-peak": {
      const outcome = await updatePeakPeriod(context, input);
      return outcome.ok
        ? done(ops, "supply/peak-days/", "peak-updated")
        : rejected(intent, outcome, input, input.id);
    }
    case "remove-peak": {
      const outcome = await removePeakPeriod(context, input.id ?? "");
      return outcome.ok
        ? done(ops, "supply/peak-days/", "peak-removed")
        : rejected(intent, outcome, input, input.id);
    }
    default:
      return unknownIntent(intent);
  }
}

export default function SupplyPeakDays() {
  const { csrf, periods, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useSupplyCopy();
  return (
    <>
      <h1>{copy.titles.peakDays}</h1>
      <SupplyNav />
      <DoneNotice code={notice} />
      <ActionError action={actionData?.intent === "remove-peak" ? actionData : undefined} />
      <h2>{copy.peakDays.heading}</h2>
      <p className="supply-legend">{copy.peakDays.intro}</p>
      <PeakPeriodsTable periods={periods} csrf={csrf} action={actionData} />
      <h2>{copy.peakDays.add}</h2>
      <PeakPeriodForm csrf={csrf} state={formState(actionData, "create-peak")} />
    </>
  );
}
