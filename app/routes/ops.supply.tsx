import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { AircraftForm, AircraftTable } from "~/ops/supply/aircraft-views";
import { supplyCopy } from "~/ops/supply/copy";
import { OperatorForm, OperatorsTable } from "~/ops/supply/operator-views";
import {
  done,
  formInput,
  rejected,
  supplyContext,
  unknownIntent,
  withDoneNotice,
} from "~/ops/supply/route.server";
import {
  createAircraft,
  createOperator,
  listAircraft,
  listAircraftTypes,
  listOperators,
  operatorAnswerStats,
  updateOperator,
} from "~/charter/index.server";
import { OperatorAnswerStatsTable } from "~/ops/operator-orders/views";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { DoneNotice, formState, SupplyNav, useSupplyCopy } from "~/ops/supply/ui";
import { countryName } from "~/offers/country-names";

/**
 * Supply, the overview (issue 18, item 3): operators and aircraft, with forms to add both. An
 * operator's member (issue 27, item 1) sees its own aircraft only, and adds aircraft to its own
 * operator; operators are the supervisors' to add.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${supplyCopy[languageFromPath(location.pathname)].titles.supply} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const context = supplyContext(ops);
  const [operators, types, aircraft, answerStats] = await Promise.all([
    listOperators(context),
    listAircraftTypes(context.db),
    listAircraft(context),
    // Issue 27, item 3: each operator's acceptance rate and median answer time.
    // An operator's member sees its own figures only (docs/decisions/034).
    operatorAnswerStats(
      context.db,
      ops.now,
      ops.scope.kind === "operator" ? { operatorIds: [ops.scope.operatorId] } : {},
    ),
  ]);
  return withDoneNotice(args.request, ops, {
    csrf: ops.csrf,
    house: ops.scope.kind === "house",
    operators: operators.map((operator) => ({
      ...operator,
      countryLabel: countryName(operator.country, ops.language),
    })),
    types,
    aircraft,
    answerStats,
  });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const context = supplyContext(ops);
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  // Adding and editing operators is the supervisors' (an operator's member edits its terms on its
  // own page); the services refuse it too.
  if (ops.scope.kind !== "house" && intent !== "create-aircraft") return unknownIntent(intent);
  switch (intent) {
    case "create-operator": {
      const outcome = await createOperator(context, input);
      return outcome.ok ? done(ops, "supply/", "operator-created") : rejected(intent, outcome, input);
    }
    case "update-operator": {
      const outcome = await updateOperator(context, input);
      return outcome.ok
        ? done(ops, "supply/", "operator-updated")
        : rejected(intent, outcome, input, input.id);
    }
    case "create-aircraft": {
      const outcome = await createAircraft(context, input);
      return outcome.ok
        ? done(ops, `supply/aircraft/${encodeURIComponent(outcome.value.tailNumber)}/`, "aircraft-created")
        : rejected(intent, outcome, input);
    }
    default:
      return unknownIntent(intent);
  }
}

export default function SupplyOverview() {
  const { csrf, house, operators, types, aircraft, notice, answerStats } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useSupplyCopy();
  return (
    <>
      <h1>{copy.titles.supply}</h1>
      <SupplyNav house={house} />
      <DoneNotice code={notice} />
      <section aria-labelledby="supply-aircraft">
        <h2 id="supply-aircraft">{copy.aircraft.heading}</h2>
        <AircraftTable aircraft={aircraft} />
        <h3>{copy.aircraft.add}</h3>
        <AircraftForm
          csrf={csrf}
          state={formState(actionData, "create-aircraft")}
          intent="create-aircraft"
          types={types}
          operators={operators}
          house={house}
        />
      </section>
      {house ? (
        <section aria-labelledby="supply-operators">
          <h2 id="supply-operators">{copy.operators.heading}</h2>
          <OperatorsTable operators={operators} csrf={csrf} action={actionData} />
          <h3>{copy.operators.add}</h3>
          <OperatorForm csrf={csrf} state={formState(actionData, "create-operator")} />
        </section>
      ) : null}
      <OperatorAnswerStatsTable stats={answerStats} operators={operators} />
    </>
  );
}
