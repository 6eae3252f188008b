import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { AircraftForm, RetireForm, StatusBadge } from "~/ops/supply/aircraft-views";
import { BlockForm, BlocksTable } from "~/ops/supply/block-views";
import { supplyCopy } from "~/ops/supply/copy";
import { LegForm, LegsTable } from "~/ops/supply/leg-views";
import { CalendarFeedLink } from "~/ops/supply/machine-door";
import { AircraftPhotosPanel } from "~/ops/supply/photo-views";
import {
  done,
  formInput,
  rejected,
  supplyContext,
  unknownIntent,
  withDoneNotice,
} from "~/ops/supply/route.server";
import {
  aircraftHistory,
  cancelBlock,
  createBlock,
  listAircraft,
  listAircraftTypes,
  listBlocks,
  listOperators,
  listPublishedLegs,
  publishEmptyLeg,
  reinstateAircraft,
  retireAircraft,
  updateAircraft,
  withdrawEmptyLeg,
} from "~/charter/index.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { ActionError, airportName, DoneNotice, formState, SupplyNav, useSupplyCopy } from "~/ops/supply/ui";
import { fill, useOpsLanguage } from "~/ops/ui/copy";

/**
 * One aircraft (issue 18, item 3): its parameters, service status, blocks and published legs. An
 * operator's member (issue 27, item 1) opens its own operator's aircraft only: another's is 404,
 * and so is every action on it (the services' queries carry the scope).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location, params }) => [
  {
    title: `${fill(supplyCopy[languageFromPath(location.pathname)].titles.aircraft, { tail: params.tail ?? "" })} · Charterline`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => new Response("Not found", { status: 404 });

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const context = supplyContext(ops);
  const tailNumber = args.params.tail ?? "";
  const [[aircraft], types, operators, blocks, legs, history] = await Promise.all([
    listAircraft(context, { tailNumber }),
    listAircraftTypes(context.db),
    listOperators(context),
    listBlocks(context, { tailNumber }),
    listPublishedLegs(context, { tailNumber }),
    aircraftHistory(context, tailNumber),
  ]);
  if (!aircraft) throw notFound();
  return withDoneNotice(args.request, ops, {
    csrf: ops.csrf,
    house: ops.scope.kind === "house",
    aircraft,
    retiredOn: aircraft.retiredAt ? aircraft.retiredAt.toISOString().slice(0, 10) : null,
    types,
    operators,
    blocks,
    legs,
    history: history.map((entry) => ({
      id: entry.id,
      at: `${entry.at.toISOString().slice(0, 16).replace("T", " ")}`,
      action: entry.action,
    })),
  });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const context = supplyContext(ops);
  const tailNumber = args.params.tail ?? "";
  // Outside the member's scope the aircraft does not exist: 404, whatever the form asks.
  const [mine] = await listAircraft(context, { tailNumber });
  if (!mine) throw notFound();
  const page = `supply/aircraft/${encodeURIComponent(tailNumber)}/`;
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  switch (intent) {
    case "update-aircraft": {
      const outcome = await updateAircraft(context, tailNumber, input);
      return outcome.ok ? done(ops, page, "aircraft-updated") : rejected(intent, outcome, input);
    }
    case "retire": {
      const outcome = await retireAircraft(context, tailNumber, input);
      return outcome.ok ? done(ops, page, "aircraft-retired") : rejected(intent, outcome, input);
    }
    case "reinstate": {
      const outcome = await reinstateAircraft(context, tailNumber);
      return outcome.ok ? done(ops, page, "aircraft-reinstated") : rejected(intent, outcome, input);
    }
    case "create-block": {
      const outcome = await createBlock(context, { ...input, tailNumber });
      return outcome.ok ? done(ops, page, "block-created") : rejected(intent, outcome, input);
    }
    case "cancel-block": {
      const outcome = await cancelBlock(context, input.id ?? "");
      return outcome.ok ? done(ops, page, "block-cancelled") : rejected(intent, outcome, input, input.id);
    }
    case "publish-leg": {
      const outcome = await publishEmptyLeg(context, { ...input, tailNumber });
      return outcome.ok ? done(ops, page, "leg-published") : rejected(intent, outcome, input);
    }
    case "withdraw-leg": {
      const outcome = await withdrawEmptyLeg(context, input.id ?? "");
      return outcome.ok ? done(ops, page, "leg-withdrawn") : rejected(intent, outcome, input, input.id);
    }
    default:
      return unknownIntent(intent);
  }
}

export default function SupplyAircraft() {
  const { csrf, house, aircraft, retiredOn, types, operators, blocks, legs, history, notice } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useSupplyCopy();
  const language = useOpsLanguage();
  const rowAction =
    actionData && (actionData.intent === "cancel-block" || actionData.intent === "withdraw-leg")
      ? actionData
      : undefined;
  return (
    <>
      <p className="supply-back">
        <Link className="supply-target" to={opsPath(language, "supply/")}>
          ← {copy.aircraft.back}
        </Link>
      </p>
      <h1>
        {aircraft.tailNumber} · {aircraft.typeName} <StatusBadge active={aircraft.active} />
      </h1>
      <p className="ops-muted">
        {language === "en" ? aircraft.operatorName : aircraft.operatorNameRu} ·{" "}
        {airportName(aircraft.homeBase, language)} · {aircraft.aircraftClass}
      </p>
      <SupplyNav house={house} />
      <DoneNotice code={notice} />
      <ActionError action={rowAction} />

      <h2>{copy.aircraft.parameters}</h2>
      <AircraftForm
        csrf={csrf}
        state={formState(actionData, "update-aircraft")}
        intent="update-aircraft"
        types={types}
        operators={operators}
        initial={aircraft}
        house={house}
      />

      <h2>{copy.aircraft.retireHeading}</h2>
      <RetireForm
        csrf={csrf}
        state={formState(actionData, aircraft.active ? "retire" : "reinstate")}
        aircraft={aircraft}
        retiredOn={retiredOn}
      />

      <AircraftPhotosPanel tail={aircraft.tailNumber} csrf={csrf} />

      <h2>{copy.blocks.heading}</h2>
      <BlocksTable blocks={blocks} csrf={csrf} showAircraft={false} />
      {aircraft.active ? (
        <>
          <h3>{copy.blocks.add}</h3>
          <BlockForm
            csrf={csrf}
            state={formState(actionData, "create-block")}
            tailNumber={aircraft.tailNumber}
            defaultAirport={aircraft.homeBase.icao}
          />
        </>
      ) : null}

      <CalendarFeedLink tailNumber={aircraft.tailNumber} />
      <h2>{copy.legs.heading}</h2>
      <LegsTable legs={legs} csrf={csrf} showAircraft={false} />
      {aircraft.active ? (
        <>
          <h3>{copy.legs.publish}</h3>
          <LegForm
            csrf={csrf}
            state={formState(actionData, "publish-leg")}
            tailNumber={aircraft.tailNumber}
            defaultFrom={aircraft.homeBase.icao}
          />
        </>
      ) : null}

      <h2>{copy.aircraft.history}</h2>
      {history.length === 0 ? (
        <p className="ops-muted">{copy.aircraft.noHistory}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="supply-visually-hidden">{copy.aircraft.history}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.aircraft.historyAt}</th>
                <th scope="col">{copy.aircraft.historyAction}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.at}</td>
                  <td>{copy.actions[entry.action] ?? entry.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
