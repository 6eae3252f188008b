import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { BlockForm, BlocksTable } from "~/ops/supply/block-views";
import { supplyCopy } from "~/ops/supply/copy";
import {
  done,
  formInput,
  rejected,
  supplyContext,
  unknownIntent,
  withDoneNotice,
} from "~/ops/supply/route.server";
import { cancelBlock, createBlock, listAircraft, listBlocks } from "~/charter/index.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { ActionError, DoneNotice, formState, SupplyNav, useSupplyCopy } from "~/ops/supply/ui";

/**
 * Availability blocks of the whole fleet (issue 18, item 3): in force, upcoming, lately ended. An
 * operator's member (issue 27, item 1) sees and changes its own aircraft's only.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${supplyCopy[languageFromPath(location.pathname)].titles.blocks} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const context = supplyContext(ops);
  const [blocks, aircraft] = await Promise.all([listBlocks(context), listAircraft(context)]);
  return withDoneNotice(args.request, ops, {
    csrf: ops.csrf,
    house: ops.scope.kind === "house",
    blocks,
    aircraft: aircraft
      .filter((item) => item.active)
      .map((item) => ({
        value: item.tailNumber,
        label: `${item.tailNumber} · ${item.typeName} · ${ops.language === "en" ? item.operatorName : item.operatorNameRu}`,
      })),
  });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const context = supplyContext(ops);
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  switch (intent) {
    case "create-block": {
      const outcome = await createBlock(context, input);
      return outcome.ok ? done(ops, "supply/blocks/", "block-created") : rejected(intent, outcome, input);
    }
    case "cancel-block": {
      const outcome = await cancelBlock(context, input.id ?? "");
      return outcome.ok
        ? done(ops, "supply/blocks/", "block-cancelled")
        : rejected(intent, outcome, input, input.id);
    }
    default:
      return unknownIntent(intent);
  }
}

export default function SupplyBlocks() {
  const { csrf, house, blocks, aircraft, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useSupplyCopy();
  return (
    <>
      <h1>{copy.titles.blocks}</h1>
      <SupplyNav house={house} />
      <DoneNotice code={notice} />
      <ActionError action={actionData?.intent === "cancel-block" ? actionData : undefined} />
      <h2>{copy.blocks.heading}</h2>
      <BlocksTable blocks={blocks} csrf={csrf} showAircraft />
      <h2>{copy.blocks.add}</h2>
      <BlockForm csrf={csrf} state={formState(actionData, "create-block")} aircraft={aircraft} />
    </>
  );
}
