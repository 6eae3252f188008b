import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { z } from "zod";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { requireStaff, requireStaffAction } from "~/ops/access.server";
import { redirectWithNotice, takeNotice } from "~/ops/notice.server";
import { staffCopy } from "~/ops/staff/copy";
import { inviteStaff, listStaff, updateStaff, type StaffFieldErrors } from "~/charter/index.server";
import { useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";
import { CsrfField } from "~/ops/ui/csrf-field";
import { InputField, SelectField } from "~/ops/ui/field";

/** /ops/staff/: supervisors keep the team (issue 18, item 1). */
const STAFF_INTENT = z.enum(["invite", "role", "deactivate", "reactivate"]);
/** The notices after a write that went through. */
const NOTICES = ["invited", "updated"] as const;

export const meta: MetaFunction = ({ location }) => [
  { title: staffCopy[languageFromPath(location.pathname)].staff.title },
];

export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "supervisor");
  const members = await listStaff(ops.services.db.db, ops.now);
  const { notice, headers } = takeNotice(args.request, ops, NOTICES);
  return data({ members, me: ops.staff.id, csrf: ops.csrf, notice }, { headers });
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
  return redirectWithNotice(ops, "staff/", intent === "invite" ? "invited" : "updated");
}

export default function OpsStaff() {
  const { members, me, csrf, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const copy = useOpsCopy(staffCopy).staff;
  const language = useOpsLanguage();
  const errors: StaffFieldErrors = result?.errors ?? {};
  const errorText = (code: string | undefined) =>
    code ? (copy.errors[code as keyof typeof copy.errors] ?? code) : undefined;
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="ops-muted">{copy.intro}</p>
      {notice ? (
        <div className="ops-notice ops-notice--ok" role="status">
          <p>{notice === "invited" ? copy.invited : copy.updated}</p>
        </div>
      ) : null}
      {errors.member || (result?.intent === "role" && errors.role) ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{errorText(errors.member ?? errors.role)}</p>
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
                <td>
                  {copy.roles[member.role]}
                  {/* An operator's member (issue 27, item 1): whose. */}
                  {member.operatorId ? (
                    <>
                      <br />
                      <span className="ops-muted">
                        {language === "en" ? member.operatorName : member.operatorNameRu}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  <span className={`ops-badge ${member.active ? "ops-badge--won" : "ops-badge--closed"}`}>
                    {member.active ? copy.active : copy.inactive}
                  </span>
                </td>
                <td className="ops-num">{member.liveSessions}</td>
                <td>
                  {member.id === me ? null : (
                    <div className="ops-filters">
                      {member.role === "operator" ? null : (
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
                      )}
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
        <InputField
          id="invite-name"
          label={copy.name}
          error={errorText(errors.name)}
          name="name"
          autoComplete="off"
          required
          defaultValue={result?.values.name ?? ""}
        />
        <InputField
          id="invite-email"
          label={copy.email}
          error={errorText(errors.email)}
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={result?.values.email ?? ""}
        />
        <SelectField id="invite-role" label={copy.role} name="role" defaultValue="seller">
          <option value="seller">{copy.roles.seller}</option>
          <option value="supervisor">{copy.roles.supervisor}</option>
        </SelectField>
        <SelectField id="invite-language" label={copy.language} name="language" defaultValue="ru">
          <option value="ru">{copy.languages.ru}</option>
          <option value="en">{copy.languages.en}</option>
        </SelectField>
        <button type="submit" className="ops-button">
          {copy.inviteSubmit}
        </button>
      </Form>
    </>
  );
}
