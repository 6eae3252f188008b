import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/ops/access.server";
import { documentStore } from "~/ops/supply/documents.server";
import { operatorDocumentFile } from "~/charter/index.server";

/**
 * The scan of an operator's document (issue 27, item 2), as a download: only to a member whose
 * scope covers the operator (another's answers 404), never cached.
 */
export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const file = await operatorDocumentFile(
    ops.services.db.db,
    documentStore(ops),
    ops.scope,
    args.params.operatorId ?? "",
    args.params.documentId ?? "",
  );
  if (!file) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file.bytes.slice().buffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
