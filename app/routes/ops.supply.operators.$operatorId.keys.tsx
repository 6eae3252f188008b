import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { ApiKeysView } from "~/ops/supply/machine-door";
import { createApiKey, keysOperator, listApiKeys, revokeApiKey } from "~/charter/index.server";

/**
 * An operator's API keys (issue 27, item 4): a supervisor for any operator, an operator's member
 * for its own only (another's is a 404, as an unknown one). A new key's secret is in the action's
 * answer, shown once; it is stored only as a hash.
 */
export const meta: MetaFunction = () => [
  { title: "API · Charterline" },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => new Response("Not found", { status: 404 });

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supply");
  const operatorId = args.params.operatorId ?? "";
  const operator = await keysOperator(ops.services.db.db, ops.scope, operatorId);
  if (!operator) throw notFound();
  const keys = await listApiKeys(ops.services.db.db, ops.scope, operatorId);
  return {
    csrf: ops.csrf,
    operatorName: ops.language === "en" ? operator.name : operator.nameRu,
    keys: keys.map((key) => ({
      ...key,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
  };
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supply");
  const operatorId = args.params.operatorId ?? "";
  if (!(await keysOperator(ops.services.db.db, ops.scope, operatorId))) throw notFound();
  const context = {
    db: ops.services.db.db,
    staffId: ops.staff.id,
    clientAddress: ops.clientAddress,
    now: ops.now,
  };
  const intent = ops.form.get("intent");
  if (intent === "create") {
    const outcome = await createApiKey(context, ops.scope, operatorId, {
      name: String(ops.form.get("name") ?? ""),
      scopes: ops.form.getAll("scopes").map(String),
    });
    if (!outcome.ok) return data({ created: null, errors: outcome.errors }, { status: 400 });
    return data(
      { created: { name: outcome.value.key.name, secret: outcome.value.secret }, errors: {} },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (intent === "revoke") {
    const outcome = await revokeApiKey(context, ops.scope, operatorId, String(ops.form.get("id") ?? ""));
    if (!outcome.ok) return data({ created: null, errors: outcome.errors }, { status: 400 });
    return redirect(opsPath(ops.language, `supply/operators/${encodeURIComponent(operatorId)}/keys/`));
  }
  return data({ created: null, errors: { form: "not_found" } }, { status: 400 });
}

export default function OperatorKeys() {
  const { csrf, operatorName, keys } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <ApiKeysView
      csrf={csrf}
      operatorName={operatorName}
      keys={keys}
      created={answer?.created ?? null}
      errors={answer?.errors as Record<string, string> | undefined}
    />
  );
}
