import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  listAircraftPhotos,
  moveAircraftPhoto,
  removeAircraftPhoto,
  uploadAircraftPhoto,
  type PhotoErrorCode,
} from "~/charter/index.server";
import { requireStaff, requireStaffAction, type OpsContext } from "~/ops/access.server";
import { redirectWithNotice, takeNotice } from "~/ops/notice.server";
import { opsPath } from "~/ops/paths";
import { PHOTO_DONE_CODES, photoCopy } from "~/ops/supply/photo-copy";
import { declaredTooLarge, readUploadForm, uploadedFile } from "~/ops/supply/photo-upload.server";
import { PhotoDoneNotice, PhotoList, PhotoUploadForm, photosPage } from "~/ops/supply/photo-views";
import { supplyContext } from "~/ops/supply/route.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";
import { fill, useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";
import { languageFromPath } from "~/utils/language";

/**
 * An aircraft's photos (issue 27, item 5): upload, order, remove. Open to supervisors and to the
 * members of the aircraft's own operator ("supply" access); another operator's aircraft is a 404.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location, params }) => [
  {
    title: `${fill(photoCopy[languageFromPath(location.pathname)].title, { tail: params.tail ?? "" })} · Charterline`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => new Response("Not found", { status: 404 });

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const found = await listAircraftPhotos(ops.services.db.db, ops.scope, args.params.tail ?? "");
  if (!found) throw notFound();
  const { notice, headers } = takeNotice(args.request, ops, PHOTO_DONE_CODES);
  return data({ csrf: ops.csrf, ...found, notice }, { headers });
}

/** What a refused write answers: which form, and why (null: an intent the page does not know). */
interface Refusal {
  intent: string;
  code: PhotoErrorCode | null;
}

/** A refused write: the page again with the reason, nothing changed. */
function refused(intent: string, code: PhotoErrorCode | null) {
  const status = code === "too_large" ? 413 : code === "storage_failed" ? 503 : 400;
  return data<Refusal>({ intent, code }, { status });
}

function photoContext(ops: OpsContext) {
  return { ...supplyContext(ops), scope: ops.scope, store: ops.services.media };
}

export async function action(args: ActionFunctionArgs) {
  // Said too large before it is read (the edge refuses it first in production): nothing is read.
  if (declaredTooLarge(args.request)) return refused("upload", "too_large");
  const ops = await requireStaffAction(args, "supply", readUploadForm);
  const tail = args.params.tail ?? "";
  const context = photoContext(ops);
  const intent = ops.form.get("intent");
  const id = String(ops.form.get("id") ?? "");
  const done = (code: (typeof PHOTO_DONE_CODES)[number]) => redirectWithNotice(ops, photosPage(tail), code);
  switch (intent) {
    case "upload": {
      const file = await uploadedFile(ops.form, "photo");
      if (file === "too_large") return refused(intent, "too_large");
      const kind = ops.form.get("kind");
      const outcome = await uploadAircraftPhoto(context, tail, {
        kind: typeof kind === "string" ? kind : undefined,
        file,
      });
      if (!outcome.ok && outcome.code === "not_found") throw notFound();
      return outcome.ok ? done("photo-added") : refused(intent, outcome.code);
    }
    case "move":
    case "remove": {
      const direction = ops.form.get("direction") === "earlier" ? "earlier" : "later";
      const outcome =
        intent === "move"
          ? await moveAircraftPhoto(context, tail, id, direction)
          : await removeAircraftPhoto(context, tail, id);
      if (outcome.ok) return done(intent === "move" ? "photo-moved" : "photo-removed");
      // Another operator's aircraft, or a photo not of this aircraft: absent (docs/decisions/034).
      if (outcome.code === "not_found") throw notFound();
      return refused(intent, outcome.code);
    }
    default:
      return refused(String(intent ?? ""), null);
  }
}

export default function SupplyAircraftPhotos() {
  const { csrf, aircraft, photos, notice } = useLoaderData<typeof loader>();
  // The action answers a refusal or redirects; Remix types the redirect's branch loosely.
  const actionData: Refusal | undefined = useActionData<typeof action>();
  const copy = useOpsCopy(photoCopy);
  const language = useOpsLanguage();
  const uploadError = actionData?.intent === "upload" ? actionData.code : null;
  const rowError = actionData && actionData.intent !== "upload" ? actionData.code : null;
  return (
    <>
      <p className="supply-back">
        <Link
          className="supply-target"
          to={opsPath(language, `supply/aircraft/${encodeURIComponent(aircraft.tailNumber)}/`)}
        >
          ← {copy.back}
        </Link>
      </p>
      <h1>{fill(copy.title, { tail: aircraft.tailNumber })}</h1>
      <p className="ops-muted">
        {aircraft.typeName} · {language === "en" ? aircraft.operatorName : aircraft.operatorNameRu}
      </p>
      <PhotoDoneNotice code={notice} />
      {rowError ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{copy.errors[rowError]}</p>
        </div>
      ) : null}
      <PhotoList tail={aircraft.tailNumber} csrf={csrf} photos={photos} />
      <h2>{copy.upload}</h2>
      <p className="ops-muted">{copy.intro}</p>
      <PhotoUploadForm tail={aircraft.tailNumber} csrf={csrf} error={uploadError} />
    </>
  );
}
