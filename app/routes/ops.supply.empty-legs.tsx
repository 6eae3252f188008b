import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { supplyCopy } from "~/ops/supply/copy";
import { LegForm, LegsTable } from "~/ops/supply/leg-views";
import {
  done,
  formInput,
  rejected,
  supplyContext,
  unknownIntent,
  withDoneNotice,
} from "~/ops/supply/route.server";
import { listAircraft, listPublishedLegs, publishEmptyLeg, withdrawEmptyLeg } from "~/charter/index.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { ActionError, DoneNotice, formState, SupplyNav, useSupplyCopy } from "~/ops/supply/ui";

/**
 * Empty legs published by hand (issue 18, item 3): on sale, withdrawn, lately departed. An
 * operator's member (issue 27, item 1) sees and changes its own aircraft's only.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${supplyCopy[languageFromPath(location.pathname)].titles.emptyLegs} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const context = supplyContext(ops);
  const [legs, aircraft] = await Promise.all([listPublishedLegs(context), listAircraft(context)]);
  return withDoneNotice(args.request, ops, {
    csrf: ops.csrf,
    house: ops.scope.kind === "house",
    legs,
    aircraft: aircraft
      .filter((item) => item.active)
      .map((item) => ({
        value: item.tailNumber,
        label: `${item.tailNumber} · ${item.typeName} · ${item.homeBase.icao}`,
      })),
  });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const context = supplyContext(ops);
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  switch (intent) {
    case "publish-leg": {
      const outcome = await publishEmptyLeg(context, input);
      return outcome.ok ? done(ops, "supply/empty-legs/", "leg-published") : rejected(intent, outcome, input);
    }
    case "withdraw-leg": {
      const outcome = await withdrawEmptyLeg(context, input.id ?? "");
      return outcome.ok
        ? done(ops, "supply/empty-legs/", "leg-withdrawn")
        : rejected(intent, outcome, input, input.id);
    }
    default:
      return unknownIntent(intent);
  }
}

export default function SupplyEmptyLegs() {
  const { csrf, house, legs, aircraft, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useSupplyCopy();
  return (
    <>
      <h1>{copy.titles.emptyLegs}</h1>
      <SupplyNav house={house} />
      <DoneNotice code={notice} />
      <ActionError action={actionData?.intent === "withdraw-leg" ? actionData : undefined} />
      <h2>{copy.legs.heading}</h2>
      <LegsTable legs={legs} csrf={csrf} showAircraft />
      <h2>{copy.legs.publish}</h2>
      <LegForm csrf={csrf} state={formState(actionData, "publish-leg")} aircraft={aircraft} />
    </>
  );
}
