import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { redirectWithNotice, takeNotice } from "~/ops/notice.server";
import { DocumentNotice, documentsPageView, OperatorDocumentsPage } from "~/ops/supply/document-views";
import { DOCUMENT_DONE_CODES, documentsCopy } from "~/ops/supply/documents-copy";
import { documentStore, refusedDocumentForm, uploadedFile } from "~/ops/supply/documents.server";
import { formInput, supplyContext } from "~/ops/supply/route.server";
import { useOpsCopy } from "~/ops/ui/copy";
import {
  operatorDocumentsOf,
  recordOperatorAudit,
  recordOperatorDocument,
  removeOperatorAudit,
} from "~/charter/index.server";
import supplyStylesheet from "~/ops/supply/supply.css?url";

/**
 * An operator's documents (issue 27, item 2): its air operator certificate, liability insurance
 * and voluntary audits, with their state and history and the forms that renew them. A supervisor
 * opens any operator's; an operator's member only its own (another's id answers 404: the services
 * filter by the member's scope).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: supplyStylesheet }];

export const meta: MetaFunction = ({ location }) => [
  { title: `${documentsCopy[languageFromPath(location.pathname)].title} · Charterline` },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const view = await operatorDocumentsOf(
    ops.services.db.db,
    ops.scope,
    args.params.operatorId ?? "",
    ops.now,
  );
  if (!view) throw notFound();
  const { notice, headers } = takeNotice(args.request, ops, DOCUMENT_DONE_CODES);
  return data({ csrf: ops.csrf, view: documentsPageView(view), notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const operatorId = args.params.operatorId ?? "";
  const context = supplyContext(ops);
  const input = formInput(ops.form);
  const intent = input.intent ?? "";
  const page = `supply/operators/${encodeURIComponent(operatorId)}/documents/`;
  switch (intent) {
    case "record-aoc":
    case "record-insurance": {
      const outcome = await recordOperatorDocument(
        { ...context, store: documentStore(ops) },
        ops.scope,
        operatorId,
        { ...input, kind: intent === "record-aoc" ? "aoc" : "insurance" },
        await uploadedFile(ops.form, "file"),
      );
      if (outcome.ok) return redirectWithNotice(ops, page, "document-recorded");
      if (outcome.errors.form === "not_found") throw notFound();
      return refusedDocumentForm(intent, outcome.errors, ops.form);
    }
    case "record-audit": {
      const outcome = await recordOperatorAudit(context, ops.scope, operatorId, input);
      if (outcome.ok) return redirectWithNotice(ops, page, "audit-recorded");
      if (outcome.errors.form === "not_found") throw notFound();
      return refusedDocumentForm(intent, outcome.errors, ops.form);
    }
    case "remove-audit": {
      const outcome = await removeOperatorAudit(context, ops.scope, operatorId, input.id ?? "");
      if (outcome.ok) return redirectWithNotice(ops, page, "audit-removed");
      return refusedDocumentForm(intent, outcome.errors, ops.form, input.id);
    }
    default:
      return refusedDocumentForm(intent, { form: "kind" }, ops.form);
  }
}

export default function OperatorDocuments() {
  const { csrf, view, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = useOpsCopy(documentsCopy);
  return (
    <OperatorDocumentsPage
      view={view}
      csrf={csrf}
      action={actionData}
      notice={<DocumentNotice text={notice ? copy.done[notice] : null} />}
    />
  );
}
