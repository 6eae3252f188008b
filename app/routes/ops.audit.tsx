import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { inArray } from "drizzle-orm";
import { staff } from "~/db/schema";
import { languageFromPath } from "~/utils/language";
import { requireStaff } from "~/ops/access.server";
import { readAudit } from "~/charter/index.server";
import { opsPath } from "~/ops/paths";
import { staffCopy } from "~/ops/staff/copy";
import { useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";
import { InputField, SelectField } from "~/ops/ui/field";

/** /ops/audit/: the append-only record of every change (issue 18, item 2), for supervisors. */
export const meta: MetaFunction = ({ location }) => [
  { title: staffCopy[languageFromPath(location.pathname)].audit.title },
];

const PAGE = 100;
const ENTITIES = ["deal", "aircraft", "operator", "block", "empty_leg", "staff"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supervisor");
  const url = new URL(args.request.url);
  const entity = url.searchParams.get("entity") ?? "";
  // NUL cannot reach Postgres text; nobody types one.
  const entityId = (url.searchParams.get("id") ?? "").replaceAll("\0", "").trim().slice(0, 64);
  const before = Number(url.searchParams.get("before"));
  const db = ops.services.db.db;
  const rows = await readAudit(db, {
    entity: (ENTITIES as readonly string[]).includes(entity) ? entity : undefined,
    entityId: entityId || undefined,
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: PAGE,
  });
  const ids = [...new Set(rows.map((row) => row.staffId).filter((id): id is string => id !== null))];
  const names = ids.length
    ? new Map(
        (await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids))).map(
          (row) => [row.id, row.name],
        ),
      )
    : new Map<string, string>();
  return {
    entity,
    entityId,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      who: row.staffId ? (names.get(row.staffId) ?? row.staffId) : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
    })),
    older: rows.length === PAGE ? rows[rows.length - 1]!.id : null,
  };
}

export default function OpsAudit() {
  const { entity, entityId, entries, older } = useLoaderData<typeof loader>();
  const copy = useOpsCopy(staffCopy).audit;
  const language = useOpsLanguage();
  const time = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Moscow",
  });
  const olderQuery = new URLSearchParams({
    ...(entity ? { entity } : {}),
    ...(entityId ? { id: entityId } : {}),
  });
  if (older) olderQuery.set("before", String(older));
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="ops-muted">{copy.intro}</p>
      <Form method="get" className="ops-filters">
        <SelectField id="audit-entity" label={copy.entity} name="entity" defaultValue={entity}>
          <option value="">{copy.all}</option>
          {ENTITIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <InputField id="audit-id" label={copy.entityId} name="id" defaultValue={entityId} />
        <button type="submit" className="ops-button ops-button--secondary">
          {copy.filter}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{copy.at}</th>
                <th scope="col">{copy.who}</th>
                <th scope="col">{copy.action}</th>
                <th scope="col">{copy.object}</th>
                <th scope="col">{copy.change}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.who ?? copy.system}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.entity === "deal" ? (
                      <Link to={opsPath(language, `orders/${entry.entityId}/`)}>{entry.entityId}</Link>
                    ) : (
                      <>
                        {entry.entity} <code>{entry.entityId}</code>
                      </>
                    )}
                  </td>
                  <td className="ops-audit__change">
                    {entry.before ? <code>{entry.before}</code> : null}
                    {entry.before && entry.after ? " → " : null}
                    {entry.after ? <code>{entry.after}</code> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {older ? (
        <p>
          <Link to={`?${olderQuery.toString()}`}>{copy.older}</Link>
        </p>
      ) : null}
    </>
  );
}
