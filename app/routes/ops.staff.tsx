import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { z } from "zod";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { staffCopy } from "~/ops/staff/copy";
import { inviteStaff, listStaff, updateStaff, type StaffFieldErrors } from "~/charter/index.server";
import { useOpsCopy } from "~/ops/ui/copy";
import { CsrfField } from "~/ops/ui/csrf-field";

/** /ops/staff/: supervisors keep the team (issue 18, item 1). */
const STAFF_INTENT = z.enum(["invite", "role", "deactivate", "reactivate"]);

export const meta: MetaFunction = ({ location }) => [
  { title: staffCopy[languageFromPath(location.pathname)].staff.title },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supervisor");
  return { members: await listStaff(ops.services.db.db, ops.now), me: ops.staff.id, csrf: ops.csrf };
}

export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "supervisor");
  const { form } = ops;
  // Issue 30, item 4: what the form may ask, and nothing else. An unknown or missing intent once
  // fell through to a deactivation; now it changes nothing and answers 400.
  const parsed = STAFF_INTENT.safeParse(form.get("intent"));
  if (!parsed.success) throw new Response("Unknown intent", { status: 400 });
  const intent = parsed.data;
  const db = ops.services.db.db;
  const result =
    intent === "invite"
      ? await inviteStaff(db, {
          values: {
            email: form.get("email") ?? "",
            name: form.get("name") ?? "",
            role: form.get("role"),
            language: form.get("language"),
          },
          by: ops.staff,
          siteUrl: ops.services.env.SITE_URL,
          clientAddress: ops.clientAddress,
          now: ops.now,
        })
      : await updateStaff(db, {
          memberId: String(form.get("member") ?? ""),
          change:
            intent === "role"
              ? { role: String(form.get("role") ?? "") }
              : { active: intent === "reactivate" },
          by: ops.staff,
          clientAddress: ops.clientAddress,
          now: ops.now,
        });
  if (!result.ok) {
    return data(
      {
        intent,
        errors: result.errors,
        values: { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? "") },
      },
      { status: 400 },
    );
  }
  if (intent === "invite") ops.services.outbox.kick();
  return redirect(`${opsPath(ops.language, "staff/")}?done=${intent === "invite" ? "invited" : "updated"}`);
}

function FieldError({
  id,
  code,
  errors,
}: {
  id: string;
  code: string | undefined;
  errors: Record<string, string>;
}) {
  if (!code) return null;
  return (
    <span id={id} className="ops-field__error">
      {errors[code] ?? code}
    </span>
  );
}

export default function OpsStaff() {
  const { members, me, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const copy = useOpsCopy(staffCopy).staff;
  const errors: StaffFieldErrors = result?.errors ?? {};
  const done = params.get("done");
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="ops-muted">{copy.intro}</p>
      {done ? (
        <div className="ops-notice ops-notice--ok" role="status">
          <p>{done === "invited" ? copy.invited : copy.updated}</p>
        </div>
      ) : null}
      {errors.member ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{copy.errors[errors.member as keyof typeof copy.errors] ?? errors.member}</p>
        </div>
      ) : null}
      <div className="ops-table-wrap">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{copy.name}</th>
              <th scope="col">{copy.email}</th>
              <th scope="col">{copy.role}</th>
              <th scope="col">{copy.status}</th>
              <th scope="col" className="ops-num">
                {copy.sessions}
              </th>
              <th scope="col">{copy.actions}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  {member.name}
                  {member.id === me ? <span className="ops-muted"> ({copy.you})</span> : null}
                </th>
                <td>{member.email}</td>
                <td>{copy.roles[member.role]}</td>
                <td>
                  <span className={`ops-badge ${member.active ? "ops-badge--won" : "ops-badge--closed"}`}>
                    {member.active ? copy.active : copy.inactive}
                  </span>
                </td>
                <td className="ops-num">{member.liveSessions}</td>
                <td>
                  {member.id === me ? null : (
                    <div className="ops-filters">
                      <Form method="post" className="ops-filters">
                        <CsrfField token={csrf} />
                        <input type="hidden" name="member" value={member.id} />
                        <input type="hidden" name="intent" value="role" />
                        <label className="ops-field">
                          <span className="ops-visually-hidden">{`${copy.role}: ${member.name}`}</span>
                          <select name="role" defaultValue={member.role}>
                            <option value="seller">{copy.roles.seller}</option>
                            <option value="supervisor">{copy.roles.supervisor}</option>
                          </select>
                        </label>
                        <button type="submit" className="ops-button ops-button--secondary">
                          {copy.setRole}
                        </button>
                      </Form>
                      <Form method="post">
                        <CsrfField token={csrf} />
                        <input type="hidden" name="member" value={member.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={member.active ? "deactivate" : "reactivate"}
                          className={`ops-button ${member.active ? "ops-button--danger" : "ops-button--secondary"}`}
                        >
                          {member.active ? copy.deactivate : copy.reactivate}
                        </button>
                      </Form>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="ops-invite">{copy.invite}</h2>
      <Form method="post" className="ops-card ops-form" aria-labelledby="ops-invite" noValidate>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="invite" />
        <div className="ops-field">
          <label htmlFor="invite-name">{copy.name}</label>
          <input
            id="invite-name"
            name="name"
            autoComplete="off"
            required
            defaultValue={result?.values.name ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "invite-name-error" : undefined}
          />
          <FieldError id="invite-name-error" code={errors.name} errors={copy.errors} />
        </div>
        <div className="ops-field">
          <label htmlFor="invite-email">{copy.email}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={result?.values.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : undefined}
          />
          <FieldError id="invite-email-error" code={errors.email} errors={copy.errors} />
        </div>
        <div className="ops-field">
          <label htmlFor="invite-role">{copy.role}</label>
          <select id="invite-role" name="role" defaultValue="seller">
            <option value="seller">{copy.roles.seller}</option>
            <option value="supervisor">{copy.roles.supervisor}</option>
          </select>
        </div>
        <div className="ops-field">
          <label htmlFor="invite-language">{copy.language}</label>
          <select id="invite-language" name="language" defaultValue="ru">
            <option value="ru">{copy.languages.ru}</option>
            <option value="en">{copy.languages.en}</option>
          </select>
        </div>
        <button type="submit" className="ops-button">
          {copy.inviteSubmit}
        </button>
      </Form>
    </>
  );
}
